import { Form, useActionData } from "react-router";
import { appLink } from "../../lib/client-links";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/warranty.route";
import { HelpFrame } from "./HelpFrame";
import { WarrantyForm } from "./WarrantyForm";
import { loadWarrantyPage, sendWarrantyClaim } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: t("help.pageTitle", { title: t("help.warranty.title") }) },
    { name: "robots", content: "noindex" },
  ];
};

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/** `/help/warranty?order=`: a signed-in shopper's claim on an item of one of their orders. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadWarrantyPage(context, params.locale, new URL(request.url))),
    messages: pageMessages(params.locale, ["help", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const order = String(form.get("orderNumber") ?? "")
    .trim()
    .toUpperCase();
  // Built from the params, not request.url (a client-side send reaches here as `.data`).
  const done = `/${params.locale}/help/warranty?order=${encodeURIComponent(order)}`;
  return sendWarrantyClaim(context, params.locale, form, done);
}

export default function Warranty({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>() ?? null;
  const { locale } = params;
  const { orderNumber, lines, claimNumber, missing } = loaderData;
  return (
    <HelpFrame
      locale={locale}
      title={t("help.warranty.title")}
      intro={t("help.warranty.intro")}
      testId="warranty-page"
    >
      {claimNumber && !problem ? (
        <section className="help-sent" role="status" data-testid="warranty-sent">
          <p className="case-number" data-testid="claim-number">
            {claimNumber}
          </p>
          <p>{t("help.warranty.sent", { claimNumber })}</p>
        </section>
      ) : null}
      <Form method="get" className="stack-form" data-testid="warranty-order">
        <div className="field-group">
          <label>
            {t("help.warranty.orderNumber")}
            <input
              name="order"
              required
              maxLength={20}
              defaultValue={orderNumber}
              aria-describedby={missing ? "warranty-missing" : undefined}
            />
          </label>
          {missing ? (
            <span className="field-error" role="alert" id="warranty-missing">
              {t("help.error.orderNotFound")}
            </span>
          ) : null}
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--secondary">
            {t("help.warranty.findOrder")}
          </button>
        </div>
      </Form>
      {lines && lines.length > 0 && !(claimNumber && !problem) ? (
        <WarrantyForm orderNumber={orderNumber} lines={lines} problem={problem} />
      ) : null}
      <p>
        <a {...appLink(`/${locale}/account`)}>{t("help.warranty.ordersLink")}</a>
      </p>
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
