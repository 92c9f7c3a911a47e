import { useActionData, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import { ProfileForm } from "./ProfileForm";
import { loadProfilePage, saveProfileForm } from "./profile.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import type { Route } from "./+types/account-profile.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("profile.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadProfilePage(context, params.locale, request)),
    messages: pageMessages(params.locale, ["account", "profile", "auth", "form-errors"]),
  };
}

/** The profile form's save. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return saveProfileForm(context, params.locale, await request.formData());
}

export default function AccountProfile({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { profile, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="account-page">
      <AccountNav locale={params.locale} />
      <h1>{t("profile.title")}</h1>
      <p className="muted">{t("profile.intro", { email: profile.consumerDetails.email })}</p>
      {done === "saved" && !problem ? (
        <p className="notice notice--success" role="status" data-testid="account-done">
          {t("profile.saved")}
        </p>
      ) : null}
      <ProfileForm profile={profile} locale={params.locale} problem={problem} busy={busy} />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
