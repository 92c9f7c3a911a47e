import {
  ApiError,
  LIST_STORE_EMPLOYEES,
  LIST_UTILITY_STORES,
  type StoreEmployee,
} from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { sessionContext } from "../../lib/context";
import type { MessageKey } from "../../lib/i18n";
import { clearInStore, readInStore, startInStore } from "./roles.server";

const STORE_ID = /^[0-9A-Z]{2,12}$/;

/**
 * The associate login: step 1 lists the stores; once one is chosen (`?storeId=`), step 2 lists
 * its associates. It also shows the device's in-store session, if one is running.
 */
export async function loadAssociateLogin(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const session = context.get(sessionContext);
  const search = new URL(request.url).searchParams;
  const storeId = search.get("storeId");
  const [{ stores }, inStore] = await Promise.all([
    session.api.call(LIST_UTILITY_STORES, { query: { locale } }),
    readInStore(context, request),
  ]);
  let employees: StoreEmployee[] | null = null;
  if (storeId && STORE_ID.test(storeId) && stores.some((store) => store.storeId === storeId))
    employees = (await session.api.call(LIST_STORE_EMPLOYEES, { params: { storeId } })).employees;
  return {
    stores: stores.map((store) => ({ storeId: store.storeId, name: store.name, city: store.city })),
    storeId: employees ? storeId : null,
    employees,
    inStore,
    cleared: search.get("cleared") === "1" && !inStore,
  };
}

const ERRORS: Record<string, MessageKey> = {
  AUT401: "associate.error.credentials",
  AUT426: "associate.error.lastAttempt",
  AUT423: "associate.error.locked",
  AUT441: "associate.error.locked",
  STR404: "associate.error.store",
};

/**
 * Starts the device's in-store session for the associate and their secret, then goes to the
 * home page; a refusal answers why (a message key) and keeps the associate chosen.
 */
export async function startInStoreSession(
  context: Readonly<RouterContextProvider>,
  locale: string,
  form: FormData,
) {
  const input = {
    storeId: String(form.get("storeId") ?? ""),
    storeEmployeeId: String(form.get("storeEmployeeId") ?? ""),
    secret: String(form.get("secret") ?? ""),
  };
  try {
    await startInStore(context, input);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const key = ERRORS[error.errorId] ?? "associate.error.generic";
    return data({ error: key, storeEmployeeId: input.storeEmployeeId }, { status: 400 });
  }
  return redirect(`/${locale}`);
}

/** Ends the device's in-store session; the page then says so. */
export async function endInStoreSession(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  await clearInStore(context, request);
  return redirect(`/${locale}/associate-login?cleared=1`);
}
