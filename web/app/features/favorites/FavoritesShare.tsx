import type { FavoritesShare as Share } from "@ridgeline/contract";
import { Form, useNavigation } from "react-router";
import { useT } from "../../lib/i18n";
import { ShareLink } from "./ShareLink";

interface Props {
  favoriteId: string;
  /** Whether (and since when) the list is shared. */
  share: Share | null;
  /** The link a share just made, absolute. */
  shareUrl: string | null;
}

/** Shares the list (or renews its link) and then shows the link to copy. */
export function FavoritesShare({ favoriteId, share, shareUrl }: Props) {
  const t = useT();
  const sharing = useNavigation().formData?.get("intent") === "share";
  return (
    <div className="favorites__share">
      {shareUrl ? (
        <ShareLink url={shareUrl} />
      ) : (
        <Form method="post" replace>
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="favoriteId" value={favoriteId} />
          {share?.shared && share.createdAt ? (
            <p className="muted favorites__shared-note">{t("favorites.share.existing")}</p>
          ) : null}
          <button type="submit" className="button button--secondary" disabled={sharing}>
            {share?.shared ? t("favorites.share.renew") : t("favorites.share.button")}
          </button>
        </Form>
      )}
    </div>
  );
}
