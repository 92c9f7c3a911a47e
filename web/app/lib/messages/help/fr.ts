import type { EN_HELP } from "./en";

/** French text of the help pages (keys: ./en). */
export const FR_HELP: Record<keyof typeof EN_HELP, string> = {
  "help.pageTitle": "{title} | Ridgeline Outfitters",
  "help.eyebrow": "Aide",
  "help.footer": "Aide",
  "help.contactLink": "Besoin d’aide ? Contactez-nous",

  "help.contact.title": "Nous contacter",
  "help.contact.description":
    "Écrivez au service client Ridgeline Outfitters au sujet d’une commande, d’un retour, d’un produit ou de votre compte.",
  "help.contact.intro":
    "Dites-nous de quoi il s’agit : nous vous répondons par e-mail sous deux jours ouvrés.",
  "help.contact.category": "Thème",
  "help.contact.subject": "Objet",
  "help.contact.choose": "Choisir…",
  "help.contact.name": "Votre nom",
  "help.contact.email": "E-mail",
  "help.contact.orderNumber": "Numéro de commande (facultatif)",
  "help.contact.orderHint": "Tel qu’il figure sur votre confirmation, par exemple US00001234.",
  "help.contact.message": "Votre message",
  "help.contact.messageHint": "De {min} à {max} caractères.",
  "help.contact.send": "Envoyer le message",
  "help.contact.sending": "Envoi…",
  "help.contact.sentTitle": "Merci, nous avons bien reçu votre message",
  "help.contact.sent":
    "Votre numéro de dossier est {caseNumber}. Une copie vous a été envoyée par e-mail ; nous répondons sous deux jours ouvrés.",
  "help.contact.another": "Envoyer un autre message",
  "help.contact.noScript":
    "Votre navigateur n’exécute pas JavaScript : prenez quelques secondes pour écrire avant d’envoyer.",
  "help.contact.faster": "Réponses rapides",
  "help.contact.trackOrder": "Suivre une commande",
  "help.contact.howToReturn": "Retourner un article",
  "help.contact.shipping": "Délais et frais de livraison",

  "help.returns.title": "Retourner un article",
  "help.returns.description":
    "Retourner un article à Ridgeline Outfitters : le délai, l’étiquette et le remboursement.",
  "help.returns.intro":
    "Vous avez changé d’avis ? La plupart des articles peuvent être retournés dans les {days} jours suivant la livraison, avec une étiquette prépayée.",
  "help.returns.step1.title": "1. Commencez votre retour",
  "help.returns.step1.account":
    "Avec un compte : ouvrez votre compte, choisissez la commande, puis « Retourner des articles ».",
  "help.returns.step1.guest":
    "Commande passée sans compte : ouvrez le lien de l'e-mail de votre commande, ou saisissez son numéro et votre adresse e-mail pour recevoir un nouveau lien.",
  "help.returns.step1.accountLink": "Aller à mon compte",
  "help.returns.step1.guestLink": "Retrouver ma commande",
  "help.returns.step2.title": "2. Choisissez les articles et un motif",
  "help.returns.step2.text":
    "Indiquez les articles et leur quantité, et dites-nous pourquoi : cela nous aide à faire de meilleurs produits.",
  "help.returns.step3.title": "3. Imprimez l’étiquette",
  "help.returns.step3.text":
    "Vous recevez une étiquette de retour en PDF avec le code-barres de votre numéro de retour. Imprimez-la, collez-la sur le colis et déposez celui-ci chez le transporteur.",
  "help.returns.step4.title": "4. Recevez votre remboursement",
  "help.returns.step4.text":
    "À réception du colis, nous le vérifions et remboursons chaque article retourné, au centime près, sous cinq jours ouvrés.",
  "help.returns.refund.title": "Ce qui est remboursé, et comment",
  "help.returns.refund.tenders":
    "Le remboursement suit votre paiement : d’abord votre carte, puis votre carte cadeau, puis vos points XPLR Pass.",
  "help.returns.refund.condition":
    "Les articles doivent être non portés, non lavés et avec leurs étiquettes. Un article qui nous arrive abîmé n’est pas remboursé.",
  "help.returns.refund.exceptions":
    "Les articles personnalisés (fabriqués sur commande) et les cartes cadeaux électroniques ne peuvent pas être retournés.",
  "help.returns.window.title": "Délai de retour",
  "help.returns.window.text": "{days} jours après la livraison sur ce site.",

  "help.shipping.title": "Conditions de livraison",
  "help.shipping.description":
    "Modes de livraison, délais, prix et seuil de livraison offerte de Ridgeline Outfitters.",
  "help.shipping.intro":
    "Voici les modes de livraison de ce site, leur prix et leur délai. Vous en choisissez un pour chaque envoi lors de la commande.",
  "help.shipping.method": "Mode",
  "help.shipping.time": "Délai",
  "help.shipping.price": "Prix",
  "help.shipping.free": "Offert",
  "help.shipping.freeFrom": "La livraison standard est offerte dès {threshold} d’achat.",
  "help.shipping.noFree": "Aucune offre de livraison gratuite n’est en cours.",
  "help.shipping.sameDay":
    "Livraison le jour même : commandez avant {hour} h (heure locale) pour une livraison en soirée à {metros}.",
  "help.shipping.customs": "Articles fabriqués sur commande",
  "help.shipping.customsText":
    "Les articles personnalisés sont d’abord fabriqués, ce qui ajoute cinq jours ouvrés. Ils sont livrés à domicile uniquement.",
  "help.shipping.businessDays":
    "Les jours ouvrés vont du lundi au vendredi, hors jours fériés. Nous ne livrons pas en boîte postale.",

  "help.xplr.title": "XPLR Pass",
  "help.xplr.description":
    "XPLR Pass, le programme de fidélité gratuit de Ridgeline Outfitters : gagnez des points à chaque commande et payez avec.",
  "help.xplr.intro":
    "Notre programme de fidélité gratuit : chaque commande vous rapproche de la prochaine sortie.",
  "help.xplr.earn.title": "Gagnez des points",
  "help.xplr.earn.text":
    "Les membres gagnent {points} point par tranche entière de {unit} du total de la commande. Les points sont crédités à la commande.",
  "help.xplr.pay.title": "Payez avec vos points",
  "help.xplr.pay.text":
    "Lors de la commande, chaque point vaut {value}. Utilisez-en autant que vous voulez ; le reste est payé par carte.",
  "help.xplr.vouchers.title": "Ou échangez-les contre des bons",
  "help.xplr.vouchers.points": "Points",
  "help.xplr.vouchers.amount": "Bon d’achat",
  "help.xplr.welcome.title": "Un cadeau de bienvenue",
  "help.xplr.welcome.text":
    "Inscrivez-vous et profitez de {percent} % de remise sur une commande sous {days} jours.",
  "help.xplr.join": "Rejoindre XPLR Pass",
  "help.xplr.joinSignedIn": "Adhérer depuis mon compte",
  "help.xplr.terms": "Conditions du programme",

  "help.warranty.title": "Demande de garantie",
  "help.warranty.description": "Signalez un article défectueux d’une de vos commandes.",
  "help.warranty.intro":
    "Un article acheté chez nous est défectueux ? Choisissez-le et décrivez le problème. Nous répondons sous cinq jours ouvrés.",
  "help.warranty.orderNumber": "Numéro de commande",
  "help.warranty.findOrder": "Afficher les articles",
  "help.warranty.item": "Quel article ?",
  "help.warranty.qty": "Quantité {qty}",
  "help.warranty.issue": "Quel est le problème ?",
  "help.warranty.issueHint": "De {min} à {max} caractères : depuis quand, ce que vous constatez.",
  "help.warranty.send": "Envoyer la demande",
  "help.warranty.sent":
    "Votre numéro de demande est {claimNumber}. Une copie vous a été envoyée par e-mail ; nous répondons sous cinq jours ouvrés.",
  "help.warranty.ordersLink": "Voir mes commandes",

  "help.event.description": "Inscrivez-vous à un événement Ridgeline Outfitters.",
  "help.event.dates": "Du {start} au {end}",
  "help.event.oneDay": "{date}",
  "help.event.placesLeft": "{count} places restantes",
  "help.event.full": "Cet événement est complet.",
  "help.event.closed": "Les inscriptions à cet événement sont closes.",
  "help.event.signIn":
    "Connectez-vous ou créez un compte pour vous inscrire : votre place est liée à votre compte.",
  "help.event.signInLink": "Se connecter",
  "help.event.signUpLink": "Créer un compte",
  "help.event.email": "E-mail",
  "help.event.firstName": "Prénom",
  "help.event.lastName": "Nom",
  "help.event.gender": "Genre (facultatif)",
  "help.event.gender.none": "Je préfère ne pas le dire",
  "help.event.gender.F": "Femme",
  "help.event.gender.M": "Homme",
  "help.event.gender.X": "Autre genre",
  "help.event.phone": "Téléphone (facultatif)",
  "help.event.days": "Quels jours viendrez-vous ?",
  "help.event.daysHint": "N’en cochez aucun pour venir tous les jours.",
  "help.event.plusOne": "Vous venez accompagné ? Nom de la personne (facultatif)",
  "help.event.plusOneHint": "Un invité occupe une seconde place.",
  "help.event.terms":
    "J’accepte les conditions de l’événement : je participe à mes propres risques et suis les consignes des guides.",
  "help.event.register": "S’inscrire",
  "help.event.registered": "Vous êtes inscrit. À bientôt, le {date} !",
  "help.event.updated": "Votre inscription est mise à jour.",
  "help.event.notFound": "Cet événement est introuvable.",

  "help.notifications.title": "Alertes de retour en stock",
  "help.notifications.intro":
    "Quand une taille demandée revient, nous envoyons un seul e-mail à {email}.",
  "help.notifications.toggle": "M’écrire quand un article demandé est de retour en stock",
  "help.notifications.on": "Les alertes sont activées.",
  "help.notifications.off":
    "Les alertes sont désactivées : nous gardons votre liste mais n’envoyons rien.",
  "help.notifications.turnOff": "Désactiver les alertes",
  "help.notifications.turnOn": "Activer les alertes",
  "help.notifications.list": "Articles attendus",
  "help.notifications.empty":
    "Vous n’attendez aucun article. Sur une fiche produit, choisissez une taille épuisée et demandez à être prévenu de son retour.",
  "help.notifications.size": "Taille {size}",
  "help.notifications.waiting": "En attente",
  "help.notifications.sent": "E-mail envoyé le {date}",
  "help.notifications.remove": "Retirer",
  "help.notifications.removeLabel": "Retirer {name}",
  "help.notifications.saved": "Vos alertes sont enregistrées.",
  "help.notifications.removed": "L’article est retiré de vos alertes.",
  "help.notifications.unknownItem": "Article {upc}",

  "help.error.category": "Choisissez un thème de la liste.",
  "help.error.subject": "Choisissez un objet de ce thème.",
  "help.error.name": "Saisissez un nom de {max} caractères au plus.",
  "help.error.email": "Saisissez une adresse e-mail valide.",
  "help.error.orderNumber": "Un numéro de commande ressemble à US00001234.",
  "help.error.message": "Écrivez entre {min} et {max} caractères.",
  "help.error.botCheck":
    "Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Merci de renvoyer le formulaire.",
  "help.error.tooMany": "Trop de messages depuis votre réseau. Merci de réessayer plus tard.",
  "help.error.generic": "Une erreur est survenue. Merci de réessayer.",
  "help.error.orderNotFound": "Cette commande est introuvable dans votre compte.",
  "help.error.notDelivered":
    "Cette commande n’est pas encore livrée. Vous pourrez faire une demande une fois l’article reçu.",
  "help.error.claimOpen":
    "Une demande est déjà ouverte pour cet article. Nous y répondrons par e-mail.",
  "help.error.line": "Choisissez un article de cette commande.",
  "help.error.issue": "Décrivez le problème en {min} à {max} caractères.",
  "help.error.eventFull": "Désolé, il ne reste pas assez de places.",
  "help.error.eventClosed": "Les inscriptions à cet événement sont closes.",
  "help.error.eventNotFound": "Cet événement est introuvable.",
  "help.error.terms": "Merci d’accepter les conditions de l’événement.",
  "help.error.days": "Choisissez des jours de l’événement.",
  "help.error.plusOne": "Saisissez le nom de votre invité, ou laissez vide.",
  "help.error.phone": "Saisissez un numéro de téléphone valide.",
  "help.error.session": "Merci de vous reconnecter.",
};
