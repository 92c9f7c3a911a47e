import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { StoreQueryField } from "../stores/StoreQueryField";

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
  /** The results, once there was a search. */
  children: ReactNode;
}

/**
 * A search of the bag's (`/cart?{state}&q=…`): a store for a line, a collection point for the
 * home delivery. Without JavaScript a part of the page; with it a modal dialog (the search
 * field takes the focus, Escape and × close it) that hands the focus back to its opener when
 * it goes. Closing it is going back to the bag's address.
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
      {props.children}
    </dialog>
  );
}
