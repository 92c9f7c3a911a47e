import { useEffect, useRef } from "react";
import { EnrolAccountSteps } from "./EnrolAccountSteps";
import { EnrolProfileSteps } from "./EnrolProfileSteps";
import { revalidateAfterPost } from "../../lib/bot-check";
import {
  joinLoyalty,
  loadEnrolPage,
  lookUpAccount,
  refuseUnknownStep,
  runEnrolStep,
  saveDetails,
  saveInterests,
  saveMobile,
} from "./enrol.server";
import { readEnrolSource } from "./enrolment";
import type { Route } from "./+types/enrol.route";
import type { EnrolData } from "./auth.types";
import { personalPage } from "../../lib/session.server";
import { metaT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import authCss from "./auth.css?url";
import enrolCss from "./enrol.css?url";

export const links: Route.LinksFunction = () => stylesheets(authCss, enrolCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("enrol.pageTitle") },
  { name: "robots", content: "noindex" },
];

// The sign-in and sign-up steps carry bot-check challenges, spent by every POST.
export const shouldRevalidate = revalidateAfterPost;

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/**
 * The enrolment flow (000 §2, §4): `/{locale}/enrol?step=…` with the flow's query parameters.
 * Signed out it shows lookup, sign-in, sign-up or forgot password; signed in the
 * complete-profile steps, starting where §4 says.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<EnrolData> {
  const messages = pageMessages(params.locale, ["enrol", "auth", "form-errors"]);
  return loadEnrolPage(context, params.locale, request, messages);
}

const STEPS = {
  lookup: lookUpAccount,
  join: joinLoyalty,
  mobile: saveMobile,
  profile: saveDetails,
  interests: saveInterests,
};

/** Each step's form: lookup, join (the loyalty offer), mobile, profile, interests. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const source = readEnrolSource(new URL(request.url).searchParams);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "").trim();
  const step = Object.hasOwn(STEPS, intent)
    ? STEPS[intent as keyof typeof STEPS]
    : refuseUnknownStep;
  return runEnrolStep(step, { context, locale: params.locale, intent, form, source });
}

export default function Enrol({ loaderData, params }: Route.ComponentProps) {
  const { step } = loaderData;
  const page = useRef<HTMLElement>(null);
  const shown = useRef(step);
  // A new step is announced from its heading (not on the first page load).
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const heading = page.current?.querySelector<HTMLElement>(".enrol-page__panel h2");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, [step]);
  return (
    <section ref={page} className="enrol-page" data-testid="enrol" data-step={step}>
      {loaderData.kind === "account" ? (
        <EnrolAccountSteps locale={params.locale} data={loaderData} />
      ) : (
        <EnrolProfileSteps locale={params.locale} data={loaderData} />
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
