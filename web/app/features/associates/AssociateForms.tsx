import type { StoreEmployee } from "@ridgeline/contract";
import { Form } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";

interface Store {
  storeId: string;
  name: string;
  city: string;
}

/** Step 1 of the associate login: the store, sent as a plain GET form. */
export function StoreStep({ stores }: { stores: Store[] }) {
  const t = useT();
  return (
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
  );
}

interface AssociateStepProps {
  locale: string;
  store: Store;
  employees: StoreEmployee[];
  /** The refused attempt: why, and the associate to choose again. */
  refused: { error: MessageKey; storeEmployeeId: string } | null;
  busy: boolean;
}

/** Step 2: the store's associate and their secret, which start the in-store session. */
export function AssociateStep({ locale, store, employees, refused, busy }: AssociateStepProps) {
  const t = useT();
  return (
    <Form method="post" className="stack-form" data-testid="associate-form">
      <p className="associate-page__store">
        <span>{t("associate.store")}</span>
        <strong>{store.name}</strong>
        <a href={`/${locale}/associate-login`}>{t("associate.changeStore")}</a>
      </p>
      <input type="hidden" name="storeId" value={store.storeId} />
      <label>
        {t("associate.employee")}
        <select name="storeEmployeeId" required defaultValue={refused?.storeEmployeeId ?? ""}>
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
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "associate-error" : undefined}
        />
        {refused ? (
          <span className="field-error" id="associate-error" role="alert">
            {t(refused.error)}
          </span>
        ) : null}
      </label>
      <button type="submit" className="button button--primary button--wide" disabled={busy}>
        {t("associate.submit")}
      </button>
    </Form>
  );
}
