import {
  UPDATE_CONSUMER,
  type ApiClient,
  type ConsumerProfileView,
  type UpdateConsumerBody,
} from "@ridgeline/contract";

/** The profile page's form fields, as posted. */
export const PROFILE_FORM_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "postalCode",
  "birthDate",
  "gender",
  "preferredShoeSize",
] as const;
export type ProfileFormValues = Record<(typeof PROFILE_FORM_FIELDS)[number], string> & {
  /** The ticked interest ids. */
  interests: string[];
};

/** Thrown when a profile save is asked without a loaded profile (000 §5). */
export const PROFILE_NOT_LOADED = "Profile not loaded";

const GENDERS = ["F", "M", "X"] as const;
const isGender = (value: string): value is (typeof GENDERS)[number] =>
  (GENDERS as readonly string[]).includes(value);

/**
 * The PUT body for a profile form, compared with the loaded profile: a field emptied that had a
 * value is cleared (null), a name left empty is kept. Null when every value is empty: saving
 * all-empty values does nothing (000 §5). Throws "Profile not loaded" without a profile.
 */
export function profileSaveBody(
  loaded: ConsumerProfileView | null,
  values: ProfileFormValues,
): UpdateConsumerBody | null {
  if (!loaded) throw new Error(PROFILE_NOT_LOADED);
  const trimmed = Object.fromEntries(
    PROFILE_FORM_FIELDS.map((name) => [name, values[name].trim()]),
  ) as Record<(typeof PROFILE_FORM_FIELDS)[number], string>;
  const interests = values.interests.map((id) => id.trim()).filter(Boolean);
  if (Object.values(trimmed).every((value) => value === "") && interests.length === 0) return null;
  const details = loaded.consumerDetails;
  const text = (value: string, had: string | null) => (value === "" && had !== null ? null : value);
  return {
    consumerProfile: {
      consumerDetails: {
        firstName: trimmed.firstName,
        lastName: trimmed.lastName,
        phone: text(trimmed.phone, details.phone),
        postalCode: text(trimmed.postalCode, details.postalCode),
        birthDate: text(trimmed.birthDate, details.birthDate),
        gender: isGender(trimmed.gender) ? trimmed.gender : details.gender === null ? "" : null,
      },
      preferences: {
        interests:
          interests.length > 0
            ? interests.join("|")
            : text("", loaded.preferences.interests || null),
        preferredShoeSize: text(trimmed.preferredShoeSize, loaded.preferences.preferredShoeSize),
      },
    },
  };
}

/**
 * Saves the profile form through the API: refuses with "Profile not loaded" when no profile
 * was loaded, does nothing (answers the loaded profile) when every value is empty.
 */
export async function saveProfile(
  api: Pick<ApiClient, "call">,
  locale: string,
  loaded: ConsumerProfileView | null,
  values: ProfileFormValues,
): Promise<ConsumerProfileView> {
  if (!loaded) throw new Error(PROFILE_NOT_LOADED);
  const body = profileSaveBody(loaded, values);
  return body ? api.call(UPDATE_CONSUMER, { query: { locale }, body }) : loaded;
}
