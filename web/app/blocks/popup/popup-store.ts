import { useMemo, useSyncExternalStore } from "react";
import { CONTENT_STORAGE_KEYS } from "@ridgeline/contract";
import { usePersonal } from "../../lib/personal";
import { addId, readIds } from "../shared/remembered";
import { createPopupSlot, type PopupShopper } from "./popup-logic";

/** The one pop-up on screen at a time (the shell's or one placed on the page). */
export const POPUP_SLOT = createPopupSlot();

const KEY = CONTENT_STORAGE_KEYS.dismissedPopups;
/** Told when this page dismissed a pop-up (another tab's dismissal comes as `storage`). */
const DISMISSED_EVENT = "ridgeline:popup-dismissed";

function subscribe(listener: () => void): () => void {
  window.addEventListener(DISMISSED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(DISMISSED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored ids as one string: equal snapshots compare equal, so nothing renders in a loop. */
const snapshot = () => readIds(KEY).join("\n");

/**
 * The ids of the pop-ups this browser dismissed (001 §4: each shows once), or null on the
 * server and while hydrating: a pop-up is never in the server's HTML, so a kept page is the
 * same for everyone, and it appears once the browser knows what was dismissed.
 */
export function useDismissedPopups(): readonly string[] | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return useMemo(() => (raw === null ? null : raw.split("\n").filter(Boolean)), [raw]);
}

/** Remembers a closed pop-up for good, and tells the pop-ups of this page. */
export function dismissPopup(id: string): void {
  addId(KEY, id);
  window.dispatchEvent(new Event(DISMISSED_EVENT));
}

/** The shopper as the pop-ups see them: null until the page's personal data has come. */
export function usePopupShopper(): PopupShopper | null {
  const personal = usePersonal();
  return useMemo(
    () =>
      personal
        ? { signedIn: personal.signedIn, subscribed: personal.newsletterSubscribed === true }
        : null,
    [personal],
  );
}
