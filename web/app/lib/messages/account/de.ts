import type { EN_ACCOUNT } from "./en";

/**
 * German text of the account pages' frame and overview (navigation, loyalty, programmes) (keys:
 * ./en).
 */
export const DE_ACCOUNT: Record<keyof typeof EN_ACCOUNT, string> = {
  "account.title": "Hallo {name}",
  "account.pageTitle": "Ihr Konto | Ridgeline Outfitters",
  "account.details": "Ihre Angaben",
  "account.name": "Name",
  "account.email": "E-Mail",
  "account.phone": "Telefon",
  "account.birthDate": "Geburtsdatum",
  "account.missing": "Nicht angegeben",
  "account.incomplete":
    "Ihr Profil ist unvollständig: Ergänzen Sie Telefon, Postleitzahl und Geburtsdatum, um Ihr Konto voll zu nutzen.",
  "accountNav.label": "Kontobereiche",
  "accountNav.orders": "Bestellungen",
  "accountNav.overview": "Übersicht",
  "accountNav.addresses": "Adressen",
  "accountNav.favorites": "Favoriten",
  "accountNav.paymentMethods": "Zahlungsarten",
  "accountNav.notifications": "Verfügbarkeitsalarme",
  "accountNav.preferences": "Kommunikationseinstellungen",
  "account.main": "Standard",
  "addresses.makeMain": "Als Standard festlegen",
  "addresses.cancel": "Abbrechen",
  "accountNav.password": "Passwort",
  "accountNav.profile": "Profil",
  "loyalty.title": "Ridgeline Rewards",
  "loyalty.points": "Punkte",
  "loyalty.memberId": "Mitgliedsnummer",
  "loyalty.voucherOffered":
    "Sie können an der Kasse einen Gutschein über {amount} für {points} Punkte einlösen.",
  "loyalty.noVoucher": "Sammeln Sie {points} Punkte für Ihren ersten Gutschein.",
  "loyalty.pitch":
    "Sammeln Sie bei jeder Bestellung Punkte und tauschen Sie sie gegen Gutscheine. Mitglieder erhalten außerdem einen Willkommensrabatt.",
  "loyalty.join": "Dem Treueprogramm beitreten",
  "loyalty.joined": "Willkommen bei Ridgeline Rewards! Ihre Mitgliedsnummer steht unten.",
  "loyalty.welcomePromo":
    "Ihr Willkommensgeschenk: {percent} Rabatt auf eine Bestellung bis {date} mit dem Code",
  "spend.heading": "Ihre Programme",
  "spend.program.EMPLOYEE": "Mitarbeiterrabatt",
  "spend.program.ATHLETE": "Athletenprogramm",
  "spend.program.WRANX": "WRANX-Profiprogramm",
  "spend.program.IPA": "IPA-Profiprogramm",
  "spend.line": "Sie haben {spent} von Ihrem Jahresbudget von {allowance} ausgegeben",
  "spend.remaining": "{remaining} übrig in {year}",
  "spend.memberId": "Mitgliedsnummer {id}",
  "accountNav.reservations": "Filialreservierungen",
  "accountNav.giftCards": "Geschenkkarten",
  "reservations.pageTitle": "Filialreservierungen",
  "reservations.empty": "Sie haben keine Filialreservierungen.",
  "reservations.until": "Zurückgelegt bis {until}",
  "reservations.cancel": "Stornieren",
  "reservations.cancelled": "Die Reservierung {number} ist storniert.",
};
