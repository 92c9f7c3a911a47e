import { cookieName, type CookieRole } from "@ridgeline/contract";

/**
 * Reads one of the store's cookies from a Cookie header, under the name it has on this server
 * (`__Host-` prefixed where cookies are Secure), as the API reads its own.
 */
export function readCookie(
  header: string | null,
  role: CookieRole,
  secure: boolean,
): string | null {
  if (!header) return null;
  const name = cookieName(role, secure);
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/**
 * One of the store's first-party httpOnly cookies: Path=/ and no Domain, Secure and `__Host-`
 * named where cookies are Secure. `maxAgeSeconds` null makes a session cookie; 0 clears it.
 */
export function serializeCookie(
  role: CookieRole,
  value: string,
  maxAgeSeconds: number | null,
  secure: boolean,
): string {
  return [
    `${cookieName(role, secure)}=${encodeURIComponent(value)}`,
    ...(maxAgeSeconds === null ? [] : [`Max-Age=${maxAgeSeconds}`]),
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
