import { contractNameOf, ENDPOINTS, type Endpoint } from "@ridgeline/contract";

/** The calls of the contract by the name `validate-response/{contract}` gives them. */
const BY_NAME = new Map(
  (ENDPOINTS as readonly Endpoint[]).map((call) => [contractNameOf(call), call]),
);

const MAX_ISSUES = 20;

export interface ResponseCheck {
  contract: string;
  valid: boolean;
  issues: { path: string; message: string }[];
}

/**
 * A response a client received, checked against the response schema of the call `contract`
 * names (000 §7: "optionally the response is posted to validate-response/{contract}"); null
 * when no call has that name.
 */
export function checkResponse(contract: string, response: unknown): ResponseCheck | null {
  const call = BY_NAME.get(contract);
  if (!call) return null;
  const result = call.response.safeParse(response);
  return {
    contract,
    valid: result.success,
    issues: result.success
      ? []
      : result.error.issues.slice(0, MAX_ISSUES).map((issue) => ({
          path: issue.path.map(String).join("."),
          message: issue.message.slice(0, 300),
        })),
  };
}
