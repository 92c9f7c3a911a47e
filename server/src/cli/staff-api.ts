import { loadConfig } from "../platform/config";
import { contentSecret, signStaffToken, type StaffClaims } from "../platform/security/staff-tokens";

/**
 * The staff token a link carries (`npm run content -- preview-link`, `npm run experiments --
 * results-link`): valid `--minutes` (1 to 60, 60 by default), minted from the configured content
 * secret, with the store's public origin; null when the minutes are not such a number.
 */
export function staffLinkToken(
  claims: Omit<StaffClaims, "exp">,
  minutesOption: string | undefined,
): { token: string; minutes: number; publicOrigin: string } | null {
  const minutes = Number(minutesOption ?? 60);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) return null;
  const config = loadConfig();
  const token = signStaffToken(contentSecret(config), claims, minutes * 60);
  return { token, minutes, publicOrigin: config.publicOrigin };
}

/**
 * A call of a running store's staff API (`npm run content|experiments -- … --url ORIGIN`):
 * a five-minute staff token of `kind` in `header`, minted from the configured content secret,
 * and the store's client key. Answers the JSON; a refusal stops the command with its
 * catalogue codes and messages (exit 2).
 */
export async function staffApi(
  call: {
    origin: string;
    kind: StaffClaims["kind"];
    header: string;
    by: string;
  },
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const config = loadConfig();
  const token = signStaffToken(
    contentSecret(config),
    { kind: call.kind, site: "*", sub: call.by },
    300,
  );
  const response = await fetch(new URL(path, call.origin), {
    method,
    headers: {
      [call.header]: token,
      "x-api-key": config.webAccessKey,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const details = (answer as { errorDetails?: { errorId: string; message: string }[] } | null)
      ?.errorDetails;
    console.error(
      details?.map((detail) => `${detail.errorId}: ${detail.message}`).join("\n") ??
        `HTTP ${response.status}`,
    );
    process.exit(2);
  }
  return answer;
}
