import {
  ADDRESS_RULES,
  COUNTRY_LIST,
  CREATE_ADDRESS,
  DELETE_ADDRESS,
  GET_CONSUMER,
  LIST_ADDRESSES,
  UPDATE_ADDRESS,
  type Address,
} from "@ridgeline/contract";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AccountError, AccountPage, ConfirmDelete } from "./AccountPage";
import { ADDRESS_FORM_FIELDS, AddressForm } from "./AddressForm";
import { accountRefusal, accountSession, doneRedirect, pageWithQuery } from "./account.server";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/account-addresses.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("addresses.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const page = `/${locale}/account/addresses`;
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, pageWithQuery(page, request));
  const query = { locale };
  const [{ addresses }, { countries }, profile] = await Promise.all([
    guard(session.api.call(LIST_ADDRESSES, { query })),
    session.api.call(COUNTRY_LIST, { query }),
    guard(session.api.call(GET_CONSUMER, { query })),
  ]);
  const editing = addresses.find((address) => address.id === url.searchParams.get("edit")) ?? null;
  const deleting =
    addresses.find((address) => address.id === url.searchParams.get("delete")) ?? null;
  const wanted = (
    url.searchParams.get("country") ??
    editing?.countryCode ??
    locale.split("-")[1] ??
    ""
  ).toUpperCase();
  const countryCode = countries.some((country) => country.code === wanted)
    ? wanted
    : (countries[0]?.code ?? "US");
  const rules = await session.api.call(ADDRESS_RULES, { params: { countryCode }, query });
  const details = profile.consumerDetails;
  const start: Record<string, string> = editing
    ? {
        ...Object.fromEntries(ADDRESS_FORM_FIELDS.map((name) => [name, ""])),
        ...Object.fromEntries(
          Object.entries(editing).map(([name, value]) => [name, String(value ?? "")]),
        ),
        phone: editing.phone.startsWith(editing.phoneCode)
          ? editing.phone.slice(editing.phoneCode.length)
          : editing.phone,
      }
    : { firstName: details.firstName, lastName: details.lastName, email: details.email };
  return {
    addresses,
    countries,
    rules,
    editing,
    deleting,
    start,
    done: url.searchParams.get("done"),
  };
}

const optionalText = (value: string) => (value === "" ? null : value);

export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale } = params;
  const page = `/${locale}/account/addresses`;
  const { session, guard } = accountSession(context, locale, page);
  const form = await request.formData();
  const read = (name: string) => String(form.get(name) ?? "").trim();
  const intent = read("intent");
  const addressId = read("addressId");
  const query = { locale };
  try {
    if (intent === "main") {
      await guard(
        session.api.call(UPDATE_ADDRESS, { params: { addressId }, query, body: { main: true } }),
      );
      return doneRedirect(page, "addressMain");
    }
    if (intent === "delete") {
      await guard(session.api.call(DELETE_ADDRESS, { params: { addressId }, query }));
      return doneRedirect(page, "addressDeleted");
    }
  } catch (error) {
    return accountRefusal(error, intent, {});
  }
  const values = Object.fromEntries(ADDRESS_FORM_FIELDS.map((name) => [name, read(name)]));
  const body = {
    approachType: values["approachType"] === "B" ? ("B" as const) : ("S" as const),
    main: form.get("main") === "true",
    firstName: read("firstName"),
    lastName: read("lastName"),
    addressLine1: read("addressLine1"),
    addressLine2: optionalText(read("addressLine2")),
    city: read("city"),
    province: optionalText(read("province")),
    postalCode: read("postalCode"),
    countryCode: read("countryCode"),
    phone: read("phone"),
    phoneCode: read("phoneCode"),
    email: read("email"),
  };
  try {
    await guard(
      addressId
        ? session.api.call(UPDATE_ADDRESS, { params: { addressId }, query, body })
        : session.api.call(CREATE_ADDRESS, { query, body }),
    );
  } catch (error) {
    return accountRefusal(error, "save", values);
  }
  return doneRedirect(page, "addressSaved");
}

const DONE: Record<string, MessageKey> = {
  addressSaved: "addresses.saved",
  addressMain: "addresses.mainChanged",
  addressDeleted: "addresses.deleted",
};

function AddressLines({ address, countryName }: { address: Address; countryName: string }) {
  return (
    <address className="address-card__lines">
      <strong>
        {address.firstName} {address.lastName}
      </strong>
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      <br />
      {[address.postalCode, address.city, address.province].filter(Boolean).join(" ")}
      <br />
      {countryName}
      <br />
      <span className="muted">{address.phone}</span>
    </address>
  );
}

export default function AccountAddresses({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { addresses, countries, rules, editing, deleting, start, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const base = `/${params.locale}/account/addresses`;
  const doneKey = done ? DONE[done] : undefined;
  const countryName = (address: Address) =>
    countries.find((country) => country.code === address.countryCode)?.name ?? address.country;
  const groups = [
    { type: "S", title: t("addresses.shippingTitle") },
    { type: "B", title: t("addresses.billingTitle") },
  ] as const;
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
      {groups.map((group) => {
        const list = addresses.filter((address) => address.approachType === group.type);
        if (list.length === 0) return null;
        return (
          <div key={group.type} className="account-group" data-testid={`addresses-${group.type}`}>
            <h2>{group.title}</h2>
            <ul className="card-list">
              {list.map((address) => (
                <li key={address.id} className="address-card" data-testid="address-card">
                  {address.main ? (
                    <span className="tag tag--main" data-testid="main-badge">
                      {t("account.main")}
                    </span>
                  ) : null}
                  <AddressLines address={address} countryName={countryName(address)} />
                  <div className="card-actions">
                    <Link to={`${base}?edit=${address.id}#address-form`}>
                      {t("addresses.edit")}
                    </Link>
                    {address.main ? null : (
                      <Form method="post" action={base}>
                        <input type="hidden" name="intent" value="main" />
                        <input type="hidden" name="addressId" value={address.id} />
                        <button type="submit" className="link-button">
                          {t("addresses.makeMain")}
                        </button>
                      </Form>
                    )}
                    <Link to={`${base}?delete=${address.id}`} preventScrollReset>
                      {t("addresses.delete")}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
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
