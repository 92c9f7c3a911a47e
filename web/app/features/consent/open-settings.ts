/**
 * The footer's "Cookie settings": opens the preference centre through the banner's own
 * "Preferences" control (hidden once the shopper has chosen), so the banner's code comes with the
 * click. False where the page has no banner (an editor's preview): the link then goes to the
 * privacy notice.
 */
export function openConsentSettings(): boolean {
  const trigger = document.querySelector("[data-consent-preferences]");
  if (!(trigger instanceof HTMLElement)) return false;
  trigger.click();
  return true;
}
