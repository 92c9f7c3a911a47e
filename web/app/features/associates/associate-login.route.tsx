import {
  ApiError,
  LIST_STORE_EMPLOYEES,
  LIST_UTILITY_STORES,
  type StoreEmployee,
} from "@ridgeline/contract";
import { Form, data, redirect, useNavigation } from "react-router";
import { sessionContext } from "../../lib/context";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import { clearInStore, readInStore, startInStore } from "./roles.server";
import type { Route } from "./+types/associate-login.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import associatesCss from "./associates.css?url";

export const links: Route.LinksFunction = () => stylesheets(associatesCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("associate.pageTitle") },
  { name: "robots", content: "noindex" },
];

const STORE_ID = /^[0-9A-Z]{2,12}$/;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/** Step 1 lists the stores; once one is chosen (`?storeId=`), step 2 lists its associates. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const search = new URL(request.url).searchParams;
  const storeId = search.get("storeId");
  const [{ stores }, inStore] = await Promise.all([
    session.api.call(LIST_UTILITY_STORES, { query: { locale: params.locale } }),
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

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "clear") {
    await clearInStore(context, request);
    return redirect(`/${params.locale}/associate-login?cleared=1`);
  }
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
  return redirect(`/${params.locale}`);
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
        <Form method="get" className="stack-form" data-testid="associate-store-form">
          <label>
            {t("associate.store")}
            <select name="storeId" required defaultValue="">
              <option value="" disabled>
                {t("associate.chooseStore")}
              </option>
              {stores.map((candidate) => (
                <option key={candidate.storeId} value={candidate.storeId}>
                  {candidate.name} ({candidate.city})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary button--wide">
            {t("associate.continue")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="stack-form" data-testid="associate-form">
          <p className="associate-page__store">
            <span>{t("associate.store")}</span>
            <strong>{store.name}</strong>
            <a href={`/${params.locale}/associate-login`}>{t("associate.changeStore")}</a>
          </p>
          <input type="hidden" name="storeId" value={store.storeId} />
          <label>
            {t("associate.employee")}
            <select
              name="storeEmployeeId"
              required
              defaultValue={actionData?.storeEmployeeId ?? ""}
            >
              <option value="" disabled>
                {t("associate.chooseEmployee")}
              </option>
              {employees.map((employee) => (
                <option key={employee.storeEmployeeId} value={employee.storeEmployeeId}>
                  {employee.storeEmployeeName}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("associate.secret")}
            <input
              type="password"
              name="secret"
              required
              maxLength={128}
              autoComplete="current-password"
              aria-invalid={actionData ? true : undefined}
              aria-describedby={actionData ? "associate-error" : undefined}
            />
            {actionData ? (
              <span className="field-error" id="associate-error" role="alert">
                {t(actionData.error)}
              </span>
            ) : null}
          </label>
          <button type="submit" className="button button--primary button--wide" disabled={busy}>
            {t("associate.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
