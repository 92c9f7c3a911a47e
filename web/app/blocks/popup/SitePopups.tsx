import { useEffect, useState, type ReactNode } from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { useContentScope } from "../block-context";
import { Popups } from "./Popup";

type PopupBlock = ResolvedBlocks["popup"];

/**
 * The site's pop-ups (001 §7 `popups`), read once the page runs from the public content API:
 * none shows before then anyway, so they stay out of every page's HTML and loader data. A
 * failed read is logged and shows none.
 */
export function SitePopups(): ReactNode {
  const scope = useContentScope();
  const [popups, setPopups] = useState<PopupBlock[] | null>(null);
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
  return popups && popups.length > 0 ? <Popups popups={popups} /> : null;
}
