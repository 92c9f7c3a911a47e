import { money } from "../../lib/format";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/shipping-terms.route";
import { HelpFrame, helpMeta } from "./HelpFrame";
import { loadShippingTerms } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ matches, params }) =>
  helpMeta(
    matches,
    "help.shipping.title",
    "help.shipping.description",
    `/${params.locale}/policies/shipping-terms`,
  );

/**
 * 000 §2 `/policies/shipping-terms`: the site's methods, times, prices and free-shipping
 * threshold as the cart applies them. Money is formatted here, once, so the page only prints.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = params;
  const terms = await loadShippingTerms(context, locale);
  const price = (amount: number) => (amount === 0 ? null : money(amount, terms.currency, locale));
  return {
    // Made-to-order methods are described below the table; same-day windows show once each.
    methods: terms.methods
      .filter((method) => !method.customs)
      .map((method) => ({
        code: method.code,
        label: method.label,
        deliveryText: method.deliveryText,
        price: price(method.price),
      })),
    threshold:
      terms.freeShippingThreshold === null
        ? null
        : money(terms.freeShippingThreshold, terms.currency, locale),
    sameDay: terms.methods.some((method) => method.sameDay)
      ? { hour: terms.sameDayCutoffHour, metros: terms.sameDayMetros.join(", ") }
      : null,
    messages: pageMessages(locale, ["help"]),
  };
}

export default function ShippingTerms({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { locale } = params;
  const { methods, threshold, sameDay } = loaderData;
  return (
    <HelpFrame
      locale={locale}
      title={t("help.shipping.title")}
      intro={t("help.shipping.intro")}
      current="policies/shipping-terms"
      testId="shipping-terms-page"
    >
      <p className="help-fact" data-testid="free-shipping">
        {threshold ? t("help.shipping.freeFrom", { threshold }) : t("help.shipping.noFree")}
      </p>
      <table className="help-table" data-testid="shipping-methods">
        <thead>
          <tr>
            <th scope="col">{t("help.shipping.method")}</th>
            <th scope="col">{t("help.shipping.time")}</th>
            <th scope="col">{t("help.shipping.price")}</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => (
            <tr key={method.code}>
              <th scope="row">{method.label}</th>
              <td>{method.deliveryText}</td>
              <td>{method.price ?? t("help.shipping.free")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sameDay && sameDay.metros ? (
        <p>{t("help.shipping.sameDay", { hour: sameDay.hour, metros: sameDay.metros })}</p>
      ) : null}
      <section className="help-section" aria-labelledby="shipping-customs">
        <h2 id="shipping-customs">{t("help.shipping.customs")}</h2>
        <p>{t("help.shipping.customsText")}</p>
        <p className="muted">{t("help.shipping.businessDays")}</p>
      </section>
      <p>
        <a {...appLink(`/${locale}/help/contact-us`)} className="button button--secondary">
          {t("help.contactLink")}
        </a>
      </p>
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
