import {
  ApiError,
  GET_CONSUMER,
  PROFILE_INTERESTS,
  signUpRulesFor,
  type ConsumerProfileView,
} from "@ridgeline/contract";
import { data, Form, useActionData, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import { accountRefusal, accountSession, doneRedirect } from "./account.server";
import { formErrorText } from "../../lib/form-errors";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import {
  PROFILE_FORM_FIELDS,
  PROFILE_NOT_LOADED,
  saveProfile,
  type ProfileFormValues,
} from "./profile-form";
import type { Route } from "./+types/account-profile.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("profile.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const { session, guard } = accountSession(context, locale, `/${locale}/account/profile`);
  const profile = await guard(session.api.call(GET_CONSUMER, { query: { locale } }));
  return { profile, done: new URL(request.url).searchParams.get("done") };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale } = params;
  const page = `/${locale}/account/profile`;
  const { session, guard } = accountSession(context, locale, page);
  const form = await request.formData();
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
  return doneRedirect(page, "saved");
}

const GENDERS = ["F", "M", "X"] as const;

export default function AccountProfile({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { profile, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const details = profile.consumerDetails;
  const rules = signUpRulesFor(params.locale.split("-")[1] ?? "");
  const start: Record<string, string> = problem?.values ?? {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? "",
    postalCode: details.postalCode ?? "",
    birthDate: details.birthDate ?? "",
    gender: details.gender ?? "",
    preferredShoeSize: profile.preferences.preferredShoeSize ?? "",
    interests: profile.preferences.interests,
  };
  // The API names preference fields by their path in the body ("preferences.interests").
  const problemField = problem?.field?.replace(/^preferences\./, "") ?? null;
  const ticked = new Set((start["interests"] ?? "").split("|"));
  const errorFor = (field: string) =>
    problem && problemField === field ? (
      <span className="field-error" role="alert" data-testid={`error-${field}`}>
        {formErrorText(t, "profile", { errorId: problem.errorId, field })}
      </span>
    ) : null;
  const optional = <span className="muted"> ({t("auth.optional")})</span>;
  const input = (
    name: "firstName" | "lastName" | "phone" | "postalCode" | "birthDate" | "preferredShoeSize",
    label: MessageKey,
    extra: Record<string, string | number | boolean>,
    required = false,
  ) => (
    <div className="field-group">
      <label>
        <span>
          {t(label)}
          {required ? null : optional}
        </span>
        <input
          name={name}
          defaultValue={start[name] ?? ""}
          required={required}
          aria-invalid={problemField === name || undefined}
          {...extra}
        />
      </label>
      {errorFor(name)}
    </div>
  );
  const general =
    problem && !PROFILE_FORM_FIELDS.some((field) => field === problemField)
      ? formErrorText(t, "profile", { errorId: problem.errorId, field: problemField ?? undefined })
      : null;
  return (
    <section className="account-page">
      <AccountNav locale={params.locale} />
      <h1>{t("profile.title")}</h1>
      <p className="muted">{t("profile.intro", { email: details.email })}</p>
      {done === "saved" && !problem ? (
        <p className="notice notice--success" role="status" data-testid="account-done">
          {t("profile.saved")}
        </p>
      ) : null}
      {general ? (
        <p className="notice field-error" role="alert" data-testid="profile-error">
          {general}
        </p>
      ) : null}
      {/* Keyed by its values: after a save the fields start again from the saved profile. */}
      <Form
        key={JSON.stringify(start)}
        method="post"
        className="stack-form profile-form"
        data-testid="profile-form"
      >
        <div className="stack-form__row">
          {input(
            "firstName",
            "auth.firstName",
            { autoComplete: "given-name", maxLength: 30 },
            true,
          )}
          {input("lastName", "auth.lastName", { autoComplete: "family-name", maxLength: 30 }, true)}
        </div>
        <div className="stack-form__row">
          {input("phone", "auth.phone", {
            type: "tel",
            autoComplete: "tel",
            maxLength: 20,
            placeholder: t("auth.phoneHint"),
          })}
          {input("postalCode", "auth.postalCode", { autoComplete: "postal-code", maxLength: 12 })}
        </div>
        <div className="stack-form__row">
          {input(
            "birthDate",
            "auth.birthDate",
            { type: "date", autoComplete: "bday" },
            rules.birthDateRequired,
          )}
          <div className="field-group">
            <label>
              <span>
                {t("auth.gender")}
                {optional}
              </span>
              <select name="gender" defaultValue={start["gender"] ?? ""}>
                <option value="">{t("auth.gender.none")}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {t(`auth.gender.${gender}`)}
                  </option>
                ))}
              </select>
            </label>
            {errorFor("gender")}
          </div>
        </div>
        <fieldset className="profile-interests" data-testid="profile-interests">
          <legend>{t("profile.interests")}</legend>
          <p className="muted">{t("profile.interestsHelp")}</p>
          <div className="profile-interests__grid">
            {PROFILE_INTERESTS.map((interest) => (
              <label key={interest} className="checkbox-line">
                <input
                  type="checkbox"
                  name="interests"
                  value={interest}
                  defaultChecked={ticked.has(interest)}
                />
                {t(`interest.${interest}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="profile-shoe">
          {input("preferredShoeSize", "profile.shoeSize", {
            inputMode: "decimal",
            maxLength: 4,
            placeholder: t("profile.shoeSizeHint"),
          })}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("profile.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
