/**
 * Sign-up rules per country (000 §5: minimal age per country; birth date, phone and gender
 * required only where configured). Countries not listed use DEFAULT_SIGNUP_RULES.
 */
export interface SignUpRules {
  minimalAge: number;
  birthDateRequired: boolean;
  phoneRequired: boolean;
  genderRequired: boolean;
}

export const DEFAULT_SIGNUP_RULES: SignUpRules = {
  minimalAge: 16,
  birthDateRequired: false,
  phoneRequired: false,
  genderRequired: false,
};

// Ages of digital consent (COPPA in the US, GDPR article 8 as each country set it).
export const SIGNUP_RULES: Record<string, SignUpRules> = {
  US: { ...DEFAULT_SIGNUP_RULES, minimalAge: 13 },
  CA: { ...DEFAULT_SIGNUP_RULES, minimalAge: 13 },
  GB: { ...DEFAULT_SIGNUP_RULES, minimalAge: 13 },
  FR: { ...DEFAULT_SIGNUP_RULES, minimalAge: 15 },
  DE: { ...DEFAULT_SIGNUP_RULES, minimalAge: 16, birthDateRequired: true },
};

/** No birth date before this one is believed (dobValidationMsg). */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

/** The sign-up rules of a site's country (`fr-ca` → CA). */
export function signUpRulesFor(country: string): SignUpRules {
  return SIGNUP_RULES[country.toUpperCase()] ?? DEFAULT_SIGNUP_RULES;
}
