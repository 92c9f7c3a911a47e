/**
 * The environment a preview frame's address names (001 §2 "embedded preview frame"): the label
 * an editor sees above the frame, so a draft on staging is never mistaken for production.
 */
export type PreviewEnvironment =
  "localhost" | "PR preview" | "dev" | "qa" | "preprod" | "production" | "unknown host";

export function environmentOf(address: string): PreviewEnvironment {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return "unknown host";
  }
  if (
    host === "localhost" ||
    host === "127.0.0.1" ||
    host === "[::1]" ||
    host.endsWith(".localhost")
  )
    return "localhost";
  const labels = host.split(".");
  if (labels.some((label) => /^(pr|pull)-?\d+$/.test(label))) return "PR preview";
  if (labels.some((label) => /^(preprod|pre-prod|staging|stage)$/.test(label))) return "preprod";
  if (labels.some((label) => label === "qa" || label === "test")) return "qa";
  if (labels.some((label) => label === "dev" || label === "development")) return "dev";
  if (labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/.test(label)))
    return "production";
  return "unknown host";
}

/** The scale that fits a page of `width` CSS pixels into a box `available` wide (at most 1). */
export function fitScale(width: number, available: number): number {
  if (!(width > 0) || !(available > 0)) return 1;
  return Math.min(1, available / width);
}
