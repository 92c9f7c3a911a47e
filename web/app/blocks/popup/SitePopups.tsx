import { useEffect, useState, type ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { island } from "../../lib/island";
import { useContentScope } from "../block-context";
import { pathWithoutLocale, pickPopup } from "./popup-logic";
import { useDismissedPopups, usePopupShopper } from "./popup-store";

type PopupBlock = ResolvedBlocks["popup"];

/** The pop-ups' own code (and the blocks they hold): fetched only when one is to show here. */
const Popups = island(() => import("./Popup").then((module) => module.Popups));

/**
 * The site's pop-ups (001 §7 `popups`), read once the page runs from the public content API:
 * none shows before then anyway, so they stay out of every page's HTML and loader data. A
 * failed read is logged and shows none. Their code comes only when one of them is for this
 * page and shopper (most pages have none: the demo's are on the home page, the bag and the
 * favourites).
 */
export function SitePopups(): ReactNode {
  const scope = useContentScope();
  const [popups, setPopups] = useState<PopupBlock[] | null>(null);
  const dismissed = useDismissedPopups();
  const shopper = usePopupShopper();
  const path = pathWithoutLocale(scope.path, scope.locale);
  // Once one has come it stays: it steps aside itself when closed or on another page.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(
      `/publish/caas/v1/canvas/popups/${encodeURIComponent(scope.siteId)}?language=${scope.language}`,
      { headers: { accept: "application/json" }, signal: controller.signal },
    )
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
      )
      .then((answer: { popups?: PopupBlock[] }) =>
        setPopups((answer.popups ?? []).filter((popup) => popup.type === "popup")),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("pop-ups could not be read", error);
      });
    return () => controller.abort();
  }, [scope.siteId, scope.language]);
  const due =
    popups !== null && dismissed !== null && !!pickPopup(popups, path, dismissed, shopper);
  if (due && !wanted) setWanted(true);
  return popups && wanted ? <Popups popups={popups} /> : null;
}
