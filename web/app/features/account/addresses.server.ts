import {
  ADDRESS_RULES,
  COUNTRY_LIST,
  CREATE_ADDRESS,
  DELETE_ADDRESS,
  GET_CONSUMER,
  LIST_ADDRESSES,
  UPDATE_ADDRESS,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { ADDRESS_FORM_FIELDS } from "./AddressForm";
import { pageWithQuery, submitAccountForm } from "./account.server";
import { accountSession } from "../auth/index.server";

const page = (locale: string) => `/${locale}/account/addresses`;

/**
 * The addresses page: the shopper's addresses, the countries and the rules of the one the form
 * is for (`?country=`, else the edited address's, else the site's), and what the form starts
 * from: the address being edited (`?edit=`) or the profile's name and e-mail.
 */
export async function loadAddressesPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, pageWithQuery(page(locale), request));
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

/** "Make main": the address becomes the main one of its kind. */
export function makeAddressMain(
  context: Readonly<RouterContextProvider>,
  locale: string,
  addressId: string,
) {
  const main = { intent: "main", done: "addressMain" };
  return submitAccountForm(context, locale, page(locale), main, (api) =>
    api.call(UPDATE_ADDRESS, { params: { addressId }, query: { locale }, body: { main: true } }),
  );
}

/** Deletes the address (after the page asked "Delete this?"). */
export function deleteAddress(
  context: Readonly<RouterContextProvider>,
  locale: string,
  addressId: string,
) {
  const deleted = { intent: "delete", done: "addressDeleted" };
  return submitAccountForm(context, locale, page(locale), deleted, (api) =>
    api.call(DELETE_ADDRESS, { params: { addressId }, query: { locale } }),
  );
}

const optionalText = (value: string) => (value === "" ? null : value);

/** Saves the address form: a new address, or the edited one (`addressId`). */
export function saveAddress(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const read = (name: string) => String(form.get(name) ?? "").trim();
  const addressId = read("addressId");
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
  const query = { locale };
  return submitAccountForm(
    context,
    locale,
    page(locale),
    { intent: "save", values, done: "addressSaved" },
    (api) =>
      addressId
        ? api.call(UPDATE_ADDRESS, { params: { addressId }, query, body })
        : api.call(CREATE_ADDRESS, { query, body }),
  );
}
