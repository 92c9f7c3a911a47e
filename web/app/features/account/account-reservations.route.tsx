import {
  ApiError,
  CANCEL_STORE_RESERVATION,
  LIST_STORE_RESERVATIONS,
  RESERVATION_NUMBER,
  type StoreReservation,
} from "@ridgeline/contract";
import { Form, redirect, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import type { Route } from "./+types/account-reservations.route";
import { sessionContext } from "../../lib/context";
import { personalPage } from "../../lib/session.server";
import { useCodeWord } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";

// Reserve and collect (decision 0071): the shopper's store reservations, each cancellable
// while it is held. A guest's are those of the guest's session, so this page does not ask
// to sign in; a registered shopper sees the account's sections around it.

export const links: Route.LinksFunction = () => stylesheets(accountCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("reservations.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const cancelled = new URL(request.url).searchParams.get("cancelled");
  const { reservations } = await session.api.call(LIST_STORE_RESERVATIONS, {
    query: { locale: params.locale },
  });
  return {
    reservations,
    signedIn: session.signedIn,
    cancelled: cancelled && RESERVATION_NUMBER.safeParse(cancelled).success ? cancelled : null,
    messages: pageMessages(params.locale, ["account"]),
  };
}

/** Cancels one reservation; whatever the answer, the list shows its state afterwards. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const page = `/${params.locale}/account/reservations`;
  const number = String((await request.formData()).get("reservationNumber") ?? "");
  if (!RESERVATION_NUMBER.safeParse(number).success) return redirect(page);
  try {
    await session.api.call(CANCEL_STORE_RESERVATION, {
      params: { reservationNumber: number },
      query: { locale: params.locale },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return redirect(page);
    throw error;
  }
  return redirect(`${page}?cancelled=${number}`);
}

function ReservationCard({
  reservation,
  locale,
}: {
  reservation: StoreReservation;
  locale: string;
}) {
  const t = useT();
  const word = useCodeWord();
  const busy = useNavigation().state === "submitting";
  const until = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: reservation.store.timezone,
  }).format(new Date(reservation.holdUntil));
  const { line, store } = reservation;
  return (
    <li className="reservation-card" data-testid="reservation">
      <img src={line.imageUrl} alt="" width={72} height={90} />
      <div>
        <p>
          <strong>{reservation.reservationNumber}</strong> —{" "}
          <span data-testid="reservation-status">
            {word("reservationStatus", reservation.status)}
          </span>
        </p>
        <p>
          {line.qty} × {line.name}, {line.color}, {line.size}
        </p>
        <p>
          {store.name}, {store.addressLine1}, {store.city}
        </p>
        {reservation.status === "active" ? (
          <>
            <p className="muted">{t("reservations.until", { until })}</p>
            <Form method="post">
              <input type="hidden" name="reservationNumber" value={reservation.reservationNumber} />
              <button
                type="submit"
                className="button button--secondary"
                disabled={busy}
                data-testid="reservation-cancel"
              >
                {t("reservations.cancel")}
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </li>
  );
}

export default function AccountReservations({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { reservations, signedIn, cancelled } = loaderData;
  return (
    <section className="account-page">
      {signedIn ? <AccountNav locale={params.locale} /> : null}
      <h1>{t("reservations.pageTitle")}</h1>
      {cancelled ? (
        <p className="notice notice--success" role="status" data-testid="reservation-cancelled">
          {t("reservations.cancelled", { number: cancelled })}
        </p>
      ) : null}
      {reservations.length === 0 ? (
        <p className="muted">{t("reservations.empty")}</p>
      ) : (
        <ul className="reservation-list">
          {reservations.map((reservation) => (
            <ReservationCard
              key={reservation.reservationNumber}
              reservation={reservation}
              locale={params.locale}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
