import type { EN_ENROL } from "./en";

/** French text of the enrolment in Ridgeline Rewards (keys: ./en). */
export const FR_ENROL: Record<keyof typeof EN_ENROL, string> = {
  "enrol.pageTitle": "Rejoindre Ridgeline Rewards | Ridgeline Outfitters",
  "enrol.title": "Rejoignez Ridgeline Rewards",
  "enrol.completeTitle": "Complétez votre profil",
  "enrol.intro":
    "Des points à chaque commande, une remise de bienvenue et des offres membres. Tout commence par votre e-mail.",
  "enrol.invited": "Bon retour, {name}. Connectez-vous pour terminer votre inscription.",
  "enrol.badLink":
    "Ce lien d'inscription ne correspond à aucun compte. Saisissez votre e-mail pour continuer.",
  "enrol.otherEmail": "Utiliser une autre adresse e-mail",
  "enrol.lookup.title": "Quelle est votre adresse e-mail ?",
  "enrol.lookup.submit": "Continuer",
  "enrol.progress.label": "Votre progression",
  "enrol.progress.mobile": "Mobile",
  "enrol.progress.profile": "Profil",
  "enrol.progress.interests": "Centres d'intérêt",
  "enrol.join.title": "Vous avez déjà un compte : rejoignez Rewards",
  "enrol.join.intro": "Bonjour {name}, votre compte peut cumuler des points dès aujourd'hui.",
  "enrol.join.submit": "Rejoindre Rewards",
  "enrol.join.skip": "Pas maintenant : compléter seulement mon profil",
  "enrol.perk.points": "Des points à chaque commande, à utiliser en bons d'achat",
  "enrol.perk.welcome": "Une remise de bienvenue sur votre prochaine commande",
  "enrol.perk.vouchers": "Des bons d'achat à 100, 200, 500 et 1 000 points",
  "enrol.welcome.title": "Bienvenue dans Rewards, {name} !",
  "enrol.welcome.intro":
    "Voici votre cadeau de bienvenue. Encore quelques informations et votre profil sera complet.",
  "enrol.promo.text":
    "{percent} de remise sur votre prochaine commande avec ce code, jusqu'au {date} :",
  "enrol.continue": "Continuer",
  "enrol.finish": "Terminer",
  "enrol.mobile.title": "Votre numéro de mobile",
  "enrol.mobile.intro":
    "Pour le suivi de vos livraisons et, si vous le souhaitez, des offres par SMS.",
  "enrol.profile.title": "À propos de vous",
  "enrol.profile.intro":
    "Nous utilisons votre date de naissance pour une attention chaque année et votre code postal pour les magasins proches.",
  "enrol.interests.title": "Vos centres d'intérêt",
  "enrol.interests.intro": "Qu'est-ce qui vous attire dehors ? Nous vous en montrerons davantage.",
  "enrol.shoeSize": "Pointure",
  "enrol.interest.running": "Course à pied",
  "enrol.interest.trail-running": "Trail",
  "enrol.interest.hiking": "Randonnée",
  "enrol.interest.climbing": "Escalade",
  "enrol.interest.camping": "Camping",
  "enrol.interest.skiing": "Ski",
  "enrol.interest.snowboarding": "Snowboard",
  "enrol.interest.cycling": "Vélo",
  "enrol.interest.training": "Entraînement",
  "enrol.interest.yoga": "Yoga",
  "enrol.interest.travel": "Voyage",
  "enrol.interest.lifestyle": "Lifestyle",
  "enrol.success.title": "Tout est prêt, {name} !",
  "enrol.success.member": "Votre profil est complet et vous êtes membre Ridgeline Rewards.",
  "enrol.success.registered":
    "Votre profil est complet. Vous pouvez rejoindre Rewards à tout moment depuis cette page.",
  "enrol.success.points": "Vos points : {points}",
  "enrol.success.shop": "Commencer mes achats",
};
