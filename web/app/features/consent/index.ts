// The consent feature's front door (issue 29): the banner and preference centre, the footer's
// way to open it, and its stylesheet.
export { ConsentUi } from "./consent.lazy";
export { openConsentSettings } from "./open-settings";
export { default as consentCss } from "./consent.css?url";
