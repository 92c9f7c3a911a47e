// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
/** What a password must have (000 §5); each rule has its own message on the sign-up form. */
export const PASSWORD_RULES = [
  { id: "length", test: (value: string) => value.length >= 8 },
  { id: "upper", test: (value: string) => /\p{Lu}/u.test(value) },
  { id: "lower", test: (value: string) => /\p{Ll}/u.test(value) },
  { id: "digit", test: (value: string) => /\d/.test(value) },
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number]["id"];
/** Rules a password breaks, in order; empty when it meets them all. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}
