import { useEffect, useState } from "react";
import { BUSY_EVENT } from "../../lib/busy-retry";
import { useT } from "../../lib/i18n";

/**
 * "We are busy, try again": shown when the server stayed busy after the page's one retry,
 * over the page the shopper was on (lib/busy-retry.ts keeps it), until closed or the next
 * page loads.
 */
export function BusyNotice() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(BUSY_EVENT, show);
    return () => window.removeEventListener(BUSY_EVENT, show);
  }, []);
  if (!shown) return null;
  return (
    <div className="notice notice--toast notice--info">
      <p role="alert" data-testid="busy-notice">
        {t("error.busy.text")}
      </p>
      <button
        type="button"
        className="notice__close"
        aria-label={t("error.busy.close")}
        onClick={() => setShown(false)}
      >
        ×
      </button>
    </div>
  );
}
