import { useState } from "react";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/** A share link in a read-only field (selectable without JavaScript) with a copy button. */
export function ShareLink({ url }: { url: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="share-link" role="status">
      <label htmlFor="share-url">{t("favorites.share.label")}</label>
      <div className="share-link__row">
        <input
          id="share-url"
          type="text"
          readOnly
          value={url}
          data-testid="share-url"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t("favorites.share.copied") : t("favorites.share.copy")}
          </button>
        ) : null}
      </div>
      <p className="muted">{t("favorites.share.note")}</p>
    </div>
  );
}
