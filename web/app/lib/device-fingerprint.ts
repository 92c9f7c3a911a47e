/**
 * The shopper's device fingerprint for the payment's risk check (000 §7 deviceFingerPrint): a
 * SHA-256 of what the browser says about itself (agent, languages, screen, time zone, cores),
 * nothing stored on the device and nothing that names the shopper. The provider declines a
 * device that tries many different cards in a short time (decision 0070).
 */
export async function deviceFingerprint(): Promise<string | null> {
  if (typeof window === "undefined" || !window.crypto?.subtle) return null;
  const facts = [
    navigator.userAgent,
    navigator.languages?.join(",") ?? navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ""),
  ].join("|");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(facts));
  const bytes = String.fromCharCode(...new Uint8Array(digest));
  return `web-${btoa(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}
