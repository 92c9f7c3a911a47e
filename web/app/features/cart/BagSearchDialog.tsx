import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { StoreQueryField } from "../stores";

interface Props {
  /** The element's id and test id. */
  id: string;
  testId: string;
  locale: string;
  title: string;
  intro: string | null;
  /** What names the search in the bag's URL besides the place (`storeFor`, `points`). */
  state: { name: string; value: string };
  /** The place searched ("" before a search). */
  query: string;
  /** Where the focus goes back to when the dialog goes (the link that opened it). */
  openerSelector: string;
  /** The search was around the shopper's own location: the place it is near, to confirm. */
  nearMe: string | null;
  /** The results, once there was a search. */
  children: ReactNode;
}

/**
 * A search of the bag's (`/cart?{state}&q=…`): a store for a line, a collection point for the
 * home delivery. Without JavaScript a part of the page; with it a modal dialog (the search
 * field takes the focus, Escape and × close it) that hands the focus back to its opener when
 * it goes, and that can search around the shopper's own location, then names the place for
 * them to confirm (000 §2 location confirmation). Closing it is going back to the bag's
 * address.
 */
export function BagSearchDialog(props: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const element = useRef<HTMLDialogElement>(null);
  const bagHref = `/${props.locale}/cart`;
  useEffect(() => {
    const node = element.current;
    if (!hydrated || !node || node.open) return;
    node.showModal();
    // The search is what the shopper came for (the × would take the focus first).
    node.querySelector<HTMLInputElement>("input[name=q]")?.focus();
  }, [hydrated]);
  const { openerSelector } = props;
  useEffect(
    () => () => {
      document.querySelector<HTMLElement>(openerSelector)?.focus();
    },
    [openerSelector],
  );
  const titleId = `${props.id}-title`;
  return (
    <dialog
      id={props.id}
      ref={element}
      className="dialog dialog--narrow bag-store"
      aria-labelledby={titleId}
      data-testid={props.testId}
      open={hydrated ? undefined : true}
      onClose={() => void navigate(bagHref, { preventScrollReset: true, replace: true })}
    >
      <a
        {...appLink(bagHref, { keepScroll: true, replace: true })}
        className="dialog__close"
        aria-label={t("sizeChart.close")}
      >
        ×
      </a>
      <h2 id={titleId}>{props.title}</h2>
      {props.intro ? <p className="muted">{props.intro}</p> : null}
      <Form
        method="get"
        action={bagHref}
        className="store-chooser__form"
        preventScrollReset
        replace
      >
        <input type="hidden" name={props.state.name} value={props.state.value} />
        <StoreQueryField name="q" query={props.query} />
      </Form>
      {hydrated ? (
        <UseMyLocation
          searchAt={(near) =>
            void navigate(`${bagHref}?${props.state.name}=${props.state.value}&near=${near}`, {
              preventScrollReset: true,
              replace: true,
            })
          }
        />
      ) : null}
      {props.nearMe ? (
        <p className="bag-store__near" role="status" data-testid="near-me">
          {t("store.nearMe", { place: props.nearMe })}
        </p>
      ) : null}
      {props.children}
    </dialog>
  );
}

/**
 * "Use my location" (only once the page runs: the browser's geolocation): the search goes to
 * the shopper's position (`near=lat,lon`, four decimals, about 10 m); the page then says which
 * place that is near, for the shopper to confirm or correct. A refusal or a timeout is said.
 */
function UseMyLocation({ searchAt }: { searchAt: (near: string) => void }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "locating" | "failed">("idle");
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return null;
  return (
    <div className="bag-store__locate">
      <button
        type="button"
        className="link-button"
        aria-disabled={state === "locating" || undefined}
        onClick={() => {
          if (state === "locating") return;
          setState("locating");
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setState("idle");
              const { latitude, longitude } = position.coords;
              searchAt(`${latitude.toFixed(4)},${longitude.toFixed(4)}`);
            },
            () => setState("failed"),
            { timeout: 10_000, maximumAge: 600_000 },
          );
        }}
      >
        {state === "locating" ? t("store.locating") : t("store.useMyLocation")}
      </button>
      {state === "failed" ? (
        <p className="field-error" role="alert">
          {t("store.locationFailed")}
        </p>
      ) : null}
    </div>
  );
}
