import type { ReactNode, Ref } from "react";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { useBotAnswer, useBotDefenceRetry, type BotChallengeData } from "../lib/bot-check";
import { useT } from "../lib/i18n";

interface Props {
  action: string;
  intent: string;
  challenge: BotChallengeData;
  submitLabel: string;
  testId: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * A form the server only accepts with a solved bot check: the page solves it as soon as it
 * runs, and a send before that waits for the answer. Without JavaScript it says why it cannot.
 */
export function BotCheckedForm({
  action,
  intent,
  challenge,
  submitLabel,
  testId,
  formRef,
  children,
}: Props) {
  const t = useT();
  const bot = useBotAnswer(challenge);
  const submit = useSubmit();
  const busy = useNavigation().state === "submitting";
  // A bot-defence refusal of this form's send is sent once more by itself (000 §4).
  const retry = useBotDefenceRetry(useActionData(), [{ field: "recaptcha_response", bot }], submit);
  return (
    <Form
      method="post"
      action={action}
      className="stack-form"
      ref={formRef}
      data-testid={testId}
      onSubmit={retry.onSubmit}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="recaptcha_response" value={bot.solved} />
      {children}
      <noscript>
        <p className="notice notice--warning">{t("formError.botCheck")}</p>
      </noscript>
      <div className="form-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || retry.retrying || !bot.solved}
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/**
 * The send button of an auth form with a bot check: full width, waiting while a check is
 * unsolved or a send is on its way, and saying without JavaScript why it cannot work.
 */
export function BotCheckedSubmit({ label, disabled }: { label: string; disabled: boolean }) {
  const t = useT();
  return (
    <>
      <noscript>
        <p className="notice notice--warning">{t("formError.botCheck")}</p>
      </noscript>
      <button type="submit" className="button button--primary button--wide" disabled={disabled}>
        {label}
      </button>
    </>
  );
}
