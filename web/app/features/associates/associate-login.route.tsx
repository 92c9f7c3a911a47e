import { useNavigation } from "react-router";
import { AssociateStep, StoreStep } from "./AssociateForms";
import {
  endInStoreSession,
  loadAssociateLogin,
  startInStoreSession,
} from "./associate-login.server";
import type { Route } from "./+types/associate-login.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import associatesCss from "./associates.css?url";

export const links: Route.LinksFunction = () => stylesheets(associatesCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("associate.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadAssociateLogin(context, params.locale, request)),
    messages: pageMessages(params.locale, ["associates"]),
  };
}

/** Starts the device's in-store session, or ends it (`intent=clear`). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "clear") return endInStoreSession(context, params.locale, request);
  return startInStoreSession(context, params.locale, form);
}

export default function AssociateLogin({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { stores, storeId, employees, inStore, cleared } = loaderData;
  const store = stores.find((candidate) => candidate.storeId === storeId);
  return (
    <section className="auth-page associate-page" data-testid="associate-login">
      <h1>{t("associate.title")}</h1>
      <p className="muted">{t("associate.intro")}</p>
      {cleared ? (
        <p className="notice notice--success" role="status" data-testid="in-store-cleared">
          {t("inStore.cleared")}
        </p>
      ) : null}
      {inStore ? (
        <p className="notice notice--info" role="status">
          {t("associate.active", { store: inStore.storeName, employee: inStore.storeEmployeeName })}
        </p>
      ) : null}
      {!employees || !store ? (
        <StoreStep stores={stores} />
      ) : (
        <AssociateStep
          locale={params.locale}
          store={store}
          employees={employees}
          refused={actionData ?? null}
          busy={busy}
        />
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
