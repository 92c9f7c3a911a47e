import { ApiError, GET_CONSUMER, type ConsumerProfileView } from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { doneRedirect } from "./account.server";
import { accountRefusal, accountSession } from "../auth/index.server";
import {
  PROFILE_FORM_FIELDS,
  PROFILE_NOT_LOADED,
  saveProfile,
  type ProfileFormValues,
} from "./profile-form";

const page = (locale: string) => `/${locale}/account/profile`;

/** The profile page: the shopper's profile the form starts from. */
export async function loadProfilePage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const { session, guard } = accountSession(context, locale, page(locale));
  const profile = await guard(session.api.call(GET_CONSUMER, { query: { locale } }));
  return { profile, done: new URL(request.url).searchParams.get("done") };
}

/**
 * Saves the profile form against the profile as it is now (000 §5): a profile that cannot be
 * read refuses the save as "not loaded" (409); the API's refusals show with what was typed.
 */
export async function saveProfileForm(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const { session, guard } = accountSession(context, locale, page(locale));
  const read = (name: string) => String(form.get(name) ?? "");
  const values: ProfileFormValues = {
    ...(Object.fromEntries(PROFILE_FORM_FIELDS.map((name) => [name, read(name)])) as Record<
      (typeof PROFILE_FORM_FIELDS)[number],
      string
    >),
    interests: form.getAll("interests").map(String),
  };
  const shown = { ...values, interests: values.interests.join("|") };
  // The profile the save compares with; a profile that cannot be read is "not loaded".
  let loaded: ConsumerProfileView | null = null;
  try {
    loaded = await guard(session.api.call(GET_CONSUMER, { query: { locale } }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
  }
  try {
    await guard(saveProfile(session.api, locale, loaded, values));
  } catch (error) {
    if (error instanceof Error && error.message === PROFILE_NOT_LOADED)
      return data(
        { intent: "save", errorId: "NOT_LOADED", field: null, values: shown },
        { status: 409 },
      );
    return accountRefusal(error, "save", shown);
  }
  return doneRedirect(page(locale), "saved");
}
