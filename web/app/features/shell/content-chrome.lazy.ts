import { island } from "../../lib/island";

// The site's pop-ups and `#modal` links' host come after the page's own code: neither shows
// anything before the shopper has been on the page a while or clicked (issue 28).
export const Popups = island(() =>
  import("../../blocks/popup/SitePopups").then((module) => module.SitePopups),
);
export const ModalHost = island(() =>
  import("../../blocks/modal-host/ModalHost").then((module) => module.ModalHost),
);
