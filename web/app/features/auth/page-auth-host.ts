import { Form, useNavigation, useSubmit } from "react-router";
import type { AuthFormHost, AuthFormProblem } from "./SignInForm";

/**
 * The host of a sign-in, sign-up or forgot-password form shown as its own page: a plain
 * `<Form>` posting to the page's action, busy while it does, with the action's refusal.
 */
export function usePageAuthHost(locale: string, answer: unknown): AuthFormHost {
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  return {
    locale,
    FormComponent: Form,
    submit: (target, options) => submit(target, options),
    busy,
    problem: isProblem(answer) ? answer : null,
  };
}

function isProblem(answer: unknown): answer is AuthFormProblem {
  return typeof answer === "object" && answer !== null && "errorId" in answer;
}
