import { brokenPasswordRules, PASSWORD_RULES } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";

/** The password rules ticked off as the shopper types (000 §2: a requirements checklist). */
export function PasswordChecklist({
  password,
  id = "password-rules",
}: {
  password: string;
  /** The id the password field's aria-describedby names (unique when two forms share a page). */
  id?: string;
}) {
  const t = useT();
  const broken = new Set(brokenPasswordRules(password));
  return (
    <div className="password-rules" id={id}>
      <p>{t("auth.password.rules")}</p>
      <ul data-testid="password-rules">
        {PASSWORD_RULES.map(({ id }) => {
          const met = password.length > 0 && !broken.has(id);
          return (
            <li key={id} className={met ? "is-met" : undefined} data-met={met}>
              <span aria-hidden="true">{met ? "✓" : "•"}</span> {t(`auth.password.rule.${id}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
