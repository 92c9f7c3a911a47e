import type { EN_FORM_ERRORS } from "./en";

/** German text of refused forms (by the API's errorId, lib/form-errors) (keys: ./en). */
export const DE_FORM_ERRORS: Record<keyof typeof EN_FORM_ERRORS, string> = {
  "form.required": "Dieses Feld ist erforderlich.",
  "form.choose": "Bitte wählen Sie eine der Optionen.",
  "form.check": "Bitte setzen Sie dieses Häkchen, um fortzufahren.",
  "form.tooShort": "Bitte geben Sie mindestens {min} Zeichen ein.",
  "form.tooLong": "Bitte geben Sie höchstens {max} Zeichen ein.",
  "form.pattern": "Bitte prüfen Sie das Format dieses Felds.",
  "form.number": "Bitte geben Sie eine Zahl ein.",
  "form.rangeUnder": "Bitte geben Sie {min} oder mehr ein.",
  "form.rangeOver": "Bitte geben Sie {max} oder weniger ein.",
  "form.date": "Bitte geben Sie ein gültiges Datum ein.",
  "form.invalid": "Bitte prüfen Sie dieses Feld.",
  "form.zipCode": "PLZ",
  "form.postcode": "PLZ",
  "form.postalCode": "PLZ",
  "formError.generic":
    "Das hat leider nicht geklappt. Bitte prüfen Sie Ihre Eingabe und versuchen Sie es erneut.",
  "formError.session": "Ihre Sitzung ist abgelaufen. Bitte versuchen Sie es erneut.",
  "formError.titleTooLong": "Ihr Titel ist zu lang: höchstens {max} Zeichen.",
  "formError.textTooLong": "Ihre Bewertung ist zu lang: höchstens {max} Zeichen.",
  "formError.rating": "Bitte wählen Sie 1 bis 5 Sterne.",
  "formError.title": "Bitte geben Sie Ihrer Bewertung einen Titel.",
  "formError.reviewText": "Ihre Bewertung braucht mindestens {min} Zeichen.",
  "formError.nickname": "Der angezeigte Name darf höchstens {max} Zeichen haben.",
  "formError.alreadyReviewed": "Sie haben dieses Produkt bereits bewertet.",
  "formError.questionText": "Ihre Frage braucht {min} bis {max} Zeichen.",
  "formError.answerText": "Ihre Antwort braucht {min} bis {max} Zeichen.",
  "formError.reviewGone": "Diese Bewertung ist nicht mehr verfügbar.",
  "formError.questionGone": "Diese Frage ist nicht mehr verfügbar.",
  "formError.answerGone": "Diese Antwort ist nicht mehr verfügbar.",
  "formError.email": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  "formError.size": "Bitte wählen Sie eine Größe.",
  "formError.signInToPost": "Bitte melden Sie sich an, um dies zu veröffentlichen.",
  "formError.tooManyPosts":
    "Sie haben in kurzer Zeit viel veröffentlicht. Bitte versuchen Sie es später erneut.",
  "formError.noTranslation": "Für diese Bewertung gibt es noch keine deutsche Übersetzung.",
  "formError.credentials": "E-Mail oder Passwort ist falsch.",
  "formError.lastAttempt":
    "E-Mail oder Passwort ist falsch. Nach einem weiteren Fehlversuch wird dieses Konto für 15 Minuten gesperrt.",
  "formError.locked": "Dieses Konto ist nach zu vielen Fehlversuchen für 15 Minuten gesperrt.",
  "formError.tokenFailed": "Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  "formError.loginInUse": "Mit dieser E-Mail gibt es schon ein Konto. Möchten Sie sich anmelden?",
  "formError.phoneInUse": "Diese Telefonnummer wird schon von einem anderen Konto verwendet.",
  "formError.passwordShort": "Ihr Passwort braucht mindestens 8 Zeichen.",
  "formError.password":
    "Ihr Passwort braucht einen Groß- und einen Kleinbuchstaben und eine Ziffer.",
  "formError.name":
    "Bitte nur Buchstaben (Leerzeichen, Bindestriche und Apostrophe sind erlaubt), 2 bis 30 Zeichen.",
  "formError.terms": "Bitte akzeptieren Sie die Bedingungen, um ein Konto zu erstellen.",
  "formError.birthDate": "Bitte geben Sie ein gültiges Geburtsdatum ein.",
  "formError.tooYoung": "Sie sind nicht alt genug, um ein Konto zu erstellen.",
  "formError.birthDateRequired": "Bitte geben Sie Ihr Geburtsdatum ein.",
  "formError.phone": "Bitte geben Sie die Nummer mit Ländervorwahl ein, z. B. +49 151 23456789.",
  "formError.botCheck":
    "Wir konnten nicht prüfen, dass Sie kein Roboter sind. Bitte aktivieren Sie JavaScript und versuchen Sie es erneut.",
  "formError.resetLink":
    "Dieser Link ist abgelaufen oder wurde schon benutzt. Fordern Sie einen neuen an.",
  "formError.samePassword": "Bitte wählen Sie ein anderes Passwort als das bisherige.",
  "formError.passwordsDiffer": "Die beiden Passwörter stimmen nicht überein.",
  "formError.addressExists": "Diese Adresse haben Sie bereits gespeichert.",
  "formError.addressGone": "Diese Adresse gibt es nicht mehr.",
  "formError.addressLine": "Bitte geben Sie Straße und Hausnummer ein.",
  "formError.addressLine2": "Dieser Adresszusatz ist zu lang.",
  "formError.city": "Bitte geben Sie den Ort ein.",
  "formError.province": "Bitte wählen Sie ein Bundesland oder eine Region.",
  "formError.postalCode": "Bitte geben Sie eine gültige Postleitzahl für dieses Land ein.",
  "formError.addressPhone": "Bitte geben Sie eine gültige Telefonnummer für dieses Land ein.",
  "formError.country": "Bitte wählen Sie ein Land aus der Liste.",
  "formError.cardExists": "Diese Karte ist bereits in Ihrem Konto gespeichert.",
  "formError.cardExpiry":
    "Bitte prüfen Sie das Ablaufdatum: Die Karte ist abgelaufen oder das Datum ist ungültig.",
  "formError.cardNumber":
    "Bitte geben Sie eine gültige Kartennummer ein (Visa, Mastercard, American Express oder Discover).",
  "formError.securityCode":
    "Bitte geben Sie die Prüfnummer ein: 3 Ziffern, bei American Express 4.",
  "formError.holder": "Bitte geben Sie den Namen wie auf der Karte ein.",
  "formError.cardGone": "Diese Karte ist nicht mehr in Ihrem Konto gespeichert.",
  "formError.giftCard": "Bitte prüfen Sie Nummer und PIN der Geschenkkarte.",
  "formError.linkExpired":
    "Dieser Link ist abgelaufen oder wurde bereits verwendet. Melden Sie sich in Ihren Kommunikationseinstellungen erneut an, um einen neuen zu erhalten.",
  "formError.smsPhone":
    "Fügen Sie Ihrem Profil eine gültige Mobilnummer hinzu, um SMS zu erhalten.",
  "formError.giftCardExists": "Diese Geschenkkarte ist bereits in Ihrem Konto gespeichert.",
  "formError.currentPassword": "Ihr aktuelles Passwort ist nicht korrekt.",
  "formError.passwordChangeFailed":
    "Leider konnten wir Ihr Passwort nicht ändern. Bitte versuchen Sie es später erneut.",
  "formError.tooManyLookups":
    "Zu viele Versuche aus Ihrem Netzwerk. Bitte warten Sie einige Minuten.",
  "formError.postalCodeProfile": "Bitte geben Sie eine gültige Postleitzahl ein.",
  "formError.shoeSize": "Bitte geben Sie eine Schuhgröße von 1 bis 52 ein, ganz oder halb (9.5).",
  "formError.interests": "Bitte wählen Sie Interessen aus der Liste.",
  "formError.profileNotLoaded":
    "Profil nicht geladen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  "formError.policy": "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
  "formError.smsTerms":
    "Akzeptieren Sie die SMS-Bedingungen oder entfernen Sie das Häkchen bei SMS.",
};
