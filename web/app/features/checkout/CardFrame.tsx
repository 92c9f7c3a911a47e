import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import type { ChosenTender } from "./checkout-flow";

/** What the card frame posts (payments area, card-frame.helpers.ts). */
const TOKEN_MESSAGE = "ridgeline:card-token";
const HEIGHT_MESSAGE = "ridgeline:card-frame-height";

interface Props {
  src: string;
  /** A card already tokenised (kept by an earlier visit, or back from the frame's own page). */
  ready: ChosenTender | null;
}

type FrameCard = { token: string; lastFour: string; brand: string; bin: string };

function frameCard(value: unknown): FrameCard | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const text = (name: string) => (typeof record[name] === "string" ? record[name] : "");
  if (record["type"] !== TOKEN_MESSAGE || !text("token")) return null;
  return {
    token: text("token"),
    lastFour: text("lastFour"),
    brand: text("brand"),
    bin: text("bin"),
  };
}

const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, a[href]";

/** Focuses the first field or button after `element` in its page, when there is one. */
function focusAfter(element: HTMLElement | null): void {
  if (!element) return;
  const next = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (candidate) =>
      !candidate.hasAttribute("disabled") &&
      !element.contains(candidate) &&
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  next?.focus();
}

/**
 * The provider's card frame in the billing form: the card is typed there, never in this page.
 * The frame posts the vault token (and last four digits, brand, BIN) to this page's origin; only
 * a message from this frame and this origin is taken, into the form's hidden fields.
 */
export function CardFrame({ src, ready }: Props) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<FrameCard | null>(null);
  const [height, setHeight] = useState(360);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data: unknown = event.data;
      const received = frameCard(data);
      if (received) {
        setCard(received);
        // "Use this card" was the frame's last step: the shopper goes on with the next field
        // of the page, not back to the top of the frame (decision 0083).
        focusAfter(slot.current);
      } else if (
        data &&
        typeof data === "object" &&
        (data as { type?: unknown }).type === HEIGHT_MESSAGE
      ) {
        const asked = Number((data as { height?: unknown }).height);
        if (Number.isFinite(asked)) setHeight(Math.min(Math.max(asked + 4, 200), 900));
      }
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, []);
  const shown = card ?? (ready?.token ? ready : null);
  return (
    <div className="card-frame-slot" ref={slot}>
      <iframe
        ref={frame}
        src={src}
        title={t("checkout.cardFrameTitle")}
        className="card-frame-slot__frame"
        style={{ height }}
        data-testid="card-frame"
      />
      {card ? (
        <>
          <input type="hidden" name="cardToken" value={card.token} />
          <input type="hidden" name="lastFour" value={card.lastFour} />
          <input type="hidden" name="brand" value={card.brand} />
          <input type="hidden" name="bin" value={card.bin} />
        </>
      ) : null}
      <p role="status" className="card-frame-slot__status" data-testid="card-status">
        {shown
          ? t("checkout.cardReady", { brand: shown.brand ?? "", lastFour: shown.lastFour ?? "" })
          : t("checkout.cardNeeded")}
      </p>
    </div>
  );
}
