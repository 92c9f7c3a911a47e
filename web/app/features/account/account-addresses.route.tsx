import type { Address } from "@ridgeline/contract";
import { useActionData, useNavigation } from "react-router";
import { AccountError, AccountPage, ConfirmDelete } from "./AccountPage";
import { AddressCards, AddressLines } from "./AddressCards";
import { AddressForm } from "./AddressForm";
import { deleteAddress, loadAddressesPage, makeAddressMain, saveAddress } from "./addresses.server";
import type { Route } from "./+types/account-addresses.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("addresses.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadAddressesPage(context, params.locale, request)),
    messages: pageMessages(params.locale, ["account", "addresses", "auth", "form-errors"]),
  };
}

/** The address form saves (a new address or the edited one); the cards make main or delete. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "").trim();
  const addressId = String(form.get("addressId") ?? "").trim();
  if (intent === "main") return makeAddressMain(context, params.locale, addressId);
  if (intent === "delete") return deleteAddress(context, params.locale, addressId);
  return saveAddress(context, params.locale, form);
}

const DONE: Record<string, MessageKey> = {
  addressSaved: "addresses.saved",
  addressMain: "addresses.mainChanged",
  addressDeleted: "addresses.deleted",
};

export default function AccountAddresses({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { addresses, countries, rules, editing, deleting, start, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const base = `/${params.locale}/account/addresses`;
  const doneKey = done ? DONE[done] : undefined;
  const countryName = (address: Address) =>
    countries.find((country) => country.code === address.countryCode)?.name ?? address.country;
  return (
    <AccountPage
      locale={params.locale}
      title={t("addresses.title")}
      done={problem ? undefined : doneKey}
    >
      {problem && problem.intent !== "save" ? (
        <AccountError form="address" problem={problem} testId="address-error" />
      ) : null}
      {deleting ? (
        <ConfirmDelete
          action={base}
          question={t("addresses.confirmDelete")}
          deleteLabel={t("addresses.delete")}
          target={{ addressId: deleting.id }}
        >
          <AddressLines address={deleting} countryName={countryName(deleting)} />
        </ConfirmDelete>
      ) : null}
      {addresses.length === 0 ? <p className="muted">{t("addresses.none")}</p> : null}
      <AddressCards addresses={addresses} countryName={countryName} base={base} />
      <AddressForm
        locale={params.locale}
        countries={countries}
        rules={rules}
        editing={editing}
        values={problem?.intent === "save" ? problem.values : start}
        problem={problem?.intent === "save" ? problem : null}
        busy={busy}
      />
    </AccountPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
