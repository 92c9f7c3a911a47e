import { useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../lib/i18n";

const NOTICES = {
  accountCreated: "notice.accountCreated",
  signedIn: "notice.signedIn",
  signedOut: "notice.signedOut",
  passwordReset: "notice.passwordReset",
  cartMerged: "notice.cartMerged",
  orderKept: "notice.orderKept",
  orderNotKept: "notice.orderNotKept",
  cartExpired: "notice.cartExpired",
  invalidCustomerCart: "notice.invalidCustomerCart",
} as const;
type NoticeName = keyof typeof NOTICES;

/** Messages that tell of something that happened besides what the shopper did: they stay. */
const INFO_NOTICES: ReadonlySet<string> = new Set([
  "cartMerged",
  "orderNotKept",
  "cartExpired",
  "invalidCustomerCart",
]);

/** How long a success message stays before it closes itself (000 §4 toasts). */
export const TOAST_MS = 6000;

/** 000 §4: after "invalid customer cart" the page reloads itself this much later. */
export const INVALID_CUSTOMER_RELOAD_MS = 4000;

const TEST_IDS: Partial<Record<NoticeName, string>> = {
  cartMerged: "notice-cart-merged",
  orderKept: "notice-order-kept",
  orderNotKept: "notice-order-not-kept",
  cartExpired: "notice-cart-expired",
  invalidCustomerCart: "notice-invalid-customer-cart",
};

/**
 * The page loaded again (every loader, so header, bag and summary all show the new bag) a
 * moment after "invalid customer cart", at its own address less the notice, so the reload
 * does not show the message again.
 */
function useReloadAfterInvalidCustomer(shown: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(location.search);
      const kept = params.getAll("notice").filter((notice) => notice !== "invalidCustomerCart");
      params.delete("notice");
      for (const notice of kept) params.append("notice", notice);
      const search = params.toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ""}${location.hash}`, {
        replace: true,
        preventScrollReset: true,
      });
    }, INVALID_CUSTOMER_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [shown, navigate, location.pathname, location.search, location.hash]);
}

/**
 * One message: a success closes itself after TOAST_MS (not while the pointer or the focus is on
 * it, so it can be read), an information stays until closed; both have a close button once
 * the page runs. Without JavaScript they simply stay on the page.
 */
function Notice({ name, onClose }: { name: NoticeName; onClose: (name: string) => void }) {
  const t = useT();
  const [held, setHeld] = useState(false);
  const closes = !INFO_NOTICES.has(name);
  useEffect(() => {
    if (!closes || held) return;
    const timer = setTimeout(() => onClose(name), TOAST_MS);
    return () => clearTimeout(timer);
  }, [closes, held, name, onClose]);
  return (
    <div
      className={
        closes ? "notice notice--toast notice--success" : "notice notice--toast notice--info"
      }
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p role="status" data-testid={TEST_IDS[name] ?? "notice"}>
        {t(NOTICES[name])}
      </p>
      <button
        type="button"
        className="notice__close"
        aria-label={t("notice.dismiss")}
        onClick={() => onClose(name)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The messages named (space-separated, as `Notices` found them), each once, unknown names
 * ignored; closed ones stay closed for this page.
 */
export function NoticeList({ names }: { names: string }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const closeOne = useCallback(
    (notice: string) => setClosed((before) => new Set([...before, notice])),
    [],
  );
  const named = names.split(" ");
  const notices = named.filter(
    (notice): notice is NoticeName => Object.hasOwn(NOTICES, notice) && !closed.has(notice),
  );
  // Closing the message does not stop the reload: the page still shows the bag as it was.
  useReloadAfterInvalidCustomer(named.includes("invalidCustomerCart"));
  return notices.map((notice) => <Notice key={notice} name={notice} onClose={closeOne} />);
}
