import type { EN_AUTH } from "./en";

/**
 * French text of sign-in, sign-up and the password forms, on their pages and in the header's
 * dialog (keys: ./en).
 */
export const FR_AUTH: Record<keyof typeof EN_AUTH, string> = {
  "auth.signIn.title": "Connexion",
  "auth.signIn.pageTitle": "Connexion | Ridgeline Outfitters",
  "auth.signIn.intro":
    "Bon retour parmi nous. Connectez-vous pour retrouver vos commandes, adresses et favoris.",
  "auth.email": "E-mail",
  "auth.password": "Mot de passe",
  "auth.signIn.submit": "Se connecter",
  "auth.signIn.noAccount": "Nouveau chez Ridgeline ?",
  "auth.signIn.create": "Créer un compte",
  "auth.signUp.title": "Créer un compte",
  "auth.signUp.pageTitle": "Créer un compte | Ridgeline Outfitters",
  "auth.signUp.intro": "Un seul compte pour vos commandes, adresses et favoris.",
  "auth.firstName": "Prénom",
  "auth.lastName": "Nom",
  "auth.birthDate": "Date de naissance",
  "auth.phone": "Téléphone mobile",
  "auth.phoneHint": "Avec l'indicatif du pays, par ex. +33 6 12 34 56 78",
  "auth.gender": "Genre",
  "auth.gender.none": "Je préfère ne pas le dire",
  "auth.gender.F": "Femme",
  "auth.gender.M": "Homme",
  "auth.gender.X": "Non binaire",
  "auth.optional": "facultatif",
  "auth.signUp.submit": "Créer mon compte",
  "auth.signUp.haveAccount": "Vous avez déjà un compte ?",
  "auth.password.rules": "Votre mot de passe doit contenir :",
  "auth.password.rule.length": "au moins 8 caractères",
  "auth.password.rule.upper": "une majuscule",
  "auth.password.rule.lower": "une minuscule",
  "auth.password.rule.digit": "un chiffre",
  "auth.password.show": "Afficher le mot de passe",
  "auth.newsletter": "Je souhaite recevoir les nouveautés et offres par e-mail.",
  "auth.sms":
    "Je souhaite recevoir des offres par SMS (numéro de mobile requis ; frais d'envoi selon votre opérateur).",
  "auth.forgot.link": "Mot de passe oublié ?",
  "auth.forgot.pageTitle": "Mot de passe oublié | Ridgeline Outfitters",
  "auth.forgot.title": "Mot de passe oublié ?",
  "auth.forgot.intro":
    "Saisissez l'e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "auth.forgot.submit": "Envoyer le lien",
  "auth.forgot.sent":
    "Si {email} correspond à un compte, un lien pour choisir un nouveau mot de passe vous a été envoyé. Il n'est valable qu'une fois, pendant une heure.",
  "auth.forgot.back": "Retour à la connexion",
  "auth.reset.pageTitle": "Nouveau mot de passe | Ridgeline Outfitters",
  "auth.reset.title": "Choisissez un nouveau mot de passe",
  "auth.reset.new": "Nouveau mot de passe",
  "auth.reset.confirm": "Répétez le nouveau mot de passe",
  "auth.reset.submit": "Enregistrer le mot de passe",
  "auth.reset.again": "Demander un nouveau lien",
  "enrol.loyaltyTerms":
    "Rejoindre Ridgeline Rewards : j'accepte les conditions du programme de fidélité.",
  "auth.consents": "Vos choix",
  "auth.brandTerms": "J'accepte les conditions générales de Ridgeline.",
  "auth.policy": "J'ai lu la politique de confidentialité.",
  "auth.readBrandTerms": "Lire les conditions générales",
  "auth.readPolicy": "Lire la politique de confidentialité",
  "auth.readLoyaltyTerms": "Lire les conditions du programme",
  "auth.readSmsTerms": "Lire les conditions SMS",
  "auth.smsTermsTitle": "Conditions des SMS",
  "auth.smsTermsText":
    "Jusqu'à 6 SMS par mois avec des offres et des nouvelles de vos commandes. Les frais d'envoi de votre opérateur peuvent s'appliquer. Répondez STOP pour arrêter ou AIDE pour obtenir de l'aide. Votre accord n'est pas une condition d'achat.",
  "auth.smsAccept": "J'accepte",
  "auth.smsAccepted": "✓ Conditions des SMS acceptées.",
};
