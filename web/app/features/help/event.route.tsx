import { dateTimeFormat } from "@ridgeline/contract";
import { useActionData } from "react-router";
import { appLink } from "../../lib/client-links";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import { canonicalLink } from "../../lib/canonical";
import type { Route } from "./+types/event.route";
import { EventForm } from "./EventForm";
import { HelpFrame } from "./HelpFrame";
import { eventDayChoices } from "./help-pages";
import { loadEventPage, registerForEvent } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ data: page, matches, params }) => {
  if (!page) return [];
  const t = metaT(matches);
  return [
    { title: t("help.pageTitle", { title: page.event.title }) },
    { name: "description", content: t("help.event.description") },
    canonicalLink(matches, `/${params.locale}/events/${params.eventId}`),
  ];
};

/**
 * `/{locale}/events/{eventId}` (001 "Event signup"; the content issue will put the form in a
 * block): the event, then sign in (step 1) or the registration form (step 2). Dates are
 * formatted here, once, so server and browser print the same text.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const page = await loadEventPage(context, locale, params.eventId, new URL(request.url));
  const long = dateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  const day = (value: string) => long.format(new Date(`${value}T00:00:00Z`));
  return {
    ...page,
    start: day(page.event.startDate),
    end: day(page.event.endDate),
    days: eventDayChoices(page.event.days, day),
    messages: pageMessages(locale, ["help", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return registerForEvent(context, params.locale, params.eventId, await request.formData());
}

export default function EventPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  // This page's own form answers a refusal (a block's in-page form answers `done` elsewhere).
  const answered = useActionData<typeof action>() ?? null;
  const problem = answered && "errorId" in answered ? answered : null;
  const { locale } = params;
  const { event, start, end, days, done, signedIn, prefill } = loaderData;
  const when =
    event.startDate === event.endDate
      ? t("help.event.oneDay", { date: start })
      : t("help.event.dates", { start, end });
  const canRegister = event.open && event.placesLeft > 0;
  return (
    <HelpFrame locale={locale} title={event.title} intro={when} testId="event-page">
      {done && !problem ? (
        <p className="notice notice--success" role="status" data-testid="event-done">
          {done === "updated"
            ? t("help.event.updated")
            : t("help.event.registered", { date: start })}
        </p>
      ) : null}
      <p className="help-fact" data-testid="event-places">
        {!event.open
          ? t("help.event.closed")
          : event.placesLeft > 0
            ? t("help.event.placesLeft", { count: event.placesLeft })
            : t("help.event.full")}
      </p>
      {!signedIn ? (
        <section className="help-section" data-testid="event-sign-in">
          <p>{t("help.event.signIn")}</p>
          <div className="help-actions">
            <a {...appLink(loaderData.signInPath)} className="button button--primary">
              {t("help.event.signInLink")}
            </a>
            <a
              {...appLink(
                `/${locale}/sign-up?next=${encodeURIComponent(`/${locale}/events/${event.eventId}`)}`,
              )}
              className="button button--secondary"
            >
              {t("help.event.signUpLink")}
            </a>
          </div>
        </section>
      ) : canRegister || done ? (
        <EventForm
          days={days}
          enablePlusOne={event.enablePlusOne}
          prefill={prefill}
          problem={problem}
        />
      ) : null}
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
