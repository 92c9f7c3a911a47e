import { useState, type ReactNode } from "react";
import { island } from "../../lib/island";
import { useModalLinkClicks, type ModalClick } from "./modal-click";

/** The modal host's code (and the blocks a modal shows) comes with the first modal link used. */
const ModalHost = island(() => import("./ModalHost").then((module) => module.ModalHost));

/**
 * The page's modals before any is opened: one click listener, and nothing of the modal host's
 * code, which brings every block's (most pages have no `#modal` link, and a shopper rarely uses
 * one). The first click on a modal link is held and handed to the host once its code has come;
 * from then on the host answers the page's modal links itself.
 */
export function ModalGate(): ReactNode {
  const [first, setFirst] = useState<ModalClick | null>(null);
  useModalLinkClicks(setFirst, first === null);
  return first ? <ModalHost first={first} /> : null;
}
