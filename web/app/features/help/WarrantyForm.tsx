import { HELP_LIMITS } from "@ridgeline/contract";
import { Form } from "react-router";
import { OwnValidation } from "../../lib/form-validation";
import { useT } from "../../lib/i18n";
import { FieldError, SendButton, TopError, useHelpErrors } from "./HelpFrame";
import type { HelpProblem } from "./help-errors";
import type { WarrantyLine } from "./help-pages";

/**
 * A warranty claim on one line of an order: choose the item, describe the problem. The lead's
 * order page mounts it with `action` pointing at a route whose action calls
 * `sendWarrantyClaim` (help.server.ts); `/help/warranty?order=` is its own page.
 */
export function WarrantyForm(props: {
  orderNumber: string;
  lines: readonly WarrantyLine[];
  /** The route that takes the form (the current one when absent). */
  action?: string;
  problem?: HelpProblem | null;
}) {
  const { orderNumber, lines, problem } = props;
  const t = useT();
  const { errorAt, top } = useHelpErrors(problem);
  const values = problem?.values ?? {};
  const chosen = values["lineNo"] ?? (lines.length === 1 ? "1" : "");
  return (
    <Form
      method="post"
      action={props.action}
      className="stack-form help-form"
      data-testid="warranty-form"
    >
      <OwnValidation />
      <TopError text={top ?? errorAt("orderNumber")} testId="warranty-error" />
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <fieldset className="help-choices" aria-describedby="warranty-error-lineNo">
        <legend>{t("help.warranty.item")}</legend>
        {lines.map((line) => (
          <label className="help-choice" key={line.lineNo}>
            <input
              type="radio"
              name="lineNo"
              value={line.lineNo}
              required
              defaultChecked={chosen === String(line.lineNo)}
            />
            <span>
              {line.name}{" "}
              <span className="muted">· {t("help.warranty.qty", { qty: line.qty })}</span>
            </span>
          </label>
        ))}
        <FieldError id="warranty-error-lineNo" text={errorAt("lineNo")} />
      </fieldset>
      <div className="field-group">
        <label>
          {t("help.warranty.issue")}
          <span className="help-hint" id="warranty-issue-hint">
            {t("help.warranty.issueHint", { min: HELP_LIMITS.issueMin, max: HELP_LIMITS.issueMax })}
          </span>
          <textarea
            name="issue"
            required
            minLength={HELP_LIMITS.issueMin}
            maxLength={HELP_LIMITS.issueMax}
            defaultValue={values["issue"] ?? ""}
            aria-describedby="warranty-issue-hint"
          />
        </label>
        <FieldError id="warranty-error-issue" text={errorAt("issue")} />
      </div>
      <SendButton label={t("help.warranty.send")} testId="warranty-send" />
    </Form>
  );
}
