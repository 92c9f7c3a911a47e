import { island } from "../../lib/island";

// The site's pop-ups come after the page's own code: none shows anything before the shopper has
// been on the page a while (issue 28). The `#modal` links' host is the gate, whose host code
// comes with the first modal link clicked (ModalGate).
export const Popups = island(() =>
  import("../../blocks/popup/SitePopups").then((module) => module.SitePopups),
);
export { ModalGate } from "../../blocks/modal-host/ModalGate";
