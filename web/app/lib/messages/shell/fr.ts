import type { EN_SHELL } from "./en";

/**
 * French text of the frame of every page (header, footer, search box, notices, dialogs of the
 * header) and of the shared pieces of ui/ (price, rating, breadcrumbs) (keys: ./en).
 */
export const FR_SHELL: Record<keyof typeof EN_SHELL, string> = {
  "a11y.skip": "Aller au contenu",
  "header.promo": "Nouvelle saison : la collection AH26 est arrivée",
  "header.home": "Accueil Ridgeline Outfitters",
  "header.categories": "Catégories",
  "header.menu": "Menu",
  "header.closeMenu": "Fermer le menu",
  "header.shopAll": "Tout voir : {name}",
  "header.bag": "Panier",
  "header.bagItems.one": "article",
  "header.bagItems.other": "articles",
  "header.bagContents": "Afficher le contenu du panier",
  "footer.tagline":
    "De l'équipement pour les longs chemins. Fait pour être porté, réparé et porté encore.",
  "footer.sites": "Pays et langue",
  "footer.shoppingIn": "Vous achetez sur {site}",
  "footer.legal": "Ridgeline Outfitters. Boutique open source.",
  "breadcrumb.label": "Fil d'Ariane",
  "price.original": "Prix d'origine",
  "rating.none": "Pas encore d'avis",
  "rating.label.one": "Noté {score} sur 5 d'après {count} avis",
  "rating.label.other": "Noté {score} sur 5 d'après {count} avis",
  "rating.own": "Noté {score} sur 5",
  "search.label": "Rechercher dans la boutique",
  "search.placeholder": "Vestes, chaussures, sacs…",
  "search.submit": "Rechercher",
  "quickshop.close": "Fermer",
  "quickshop.loading": "Chargement…",
  "reviews.average": "{score} sur 5",
  "gender.men": "Hommes",
  "gender.women": "Femmes",
  "gender.kids": "Enfants",
  "footer.findStore": "Trouver un magasin",
  "suggest.count": "{count} suggestions ; utilisez les flèches haut et bas pour choisir.",
  "suggest.searches": "Recherches",
  "suggest.categories": "Catégories",
  "suggest.products": "Produits",
  "header.signIn": "Se connecter",
  "header.account": "Compte",
  "notice.accountCreated": "Votre compte a été créé. Bienvenue chez Ridgeline !",
  "notice.signedIn": "Vous êtes connecté.",
  "notice.signedOut": "Vous êtes déconnecté.",
  "notice.passwordReset": "Votre mot de passe a été changé. Connectez-vous avec le nouveau.",
  "notice.cartExpired":
    "Votre panier avait expiré. Nous y avons remis ce que nous pouvions ; certains articles ne sont plus disponibles.",
  "notice.invalidCustomerCart":
    "Ce panier appartenait à un autre client : nous vous en avons ouvert un nouveau. La page va se recharger.",
  "notice.dismiss": "Fermer le message",
  "notice.cartMerged": "Les articles de votre visite précédente ont été ajoutés à votre panier.",
  "header.signInOrJoin": "Connexion ou inscription",
  "account.signOut": "Se déconnecter",
  "favorites.heading": "Favoris",
  "authDialog.signedInNext":
    "Reprenez là où vous en étiez, ou consultez vos commandes, adresses et favoris.",
  "authDialog.createdNext":
    "Ajoutez votre numéro de mobile et vos centres d'intérêt pour compléter votre profil, ou continuez vos achats.",
  "authDialog.continue": "Continuer mes achats",
  "authDialog.account": "Votre compte",
  "authDialog.completeProfile": "Compléter mon profil",
  "employeeTerms.title": "Conditions de la remise employé",
  "employeeTerms.body":
    "Votre remise employé s'applique dès que vous acceptez les conditions de la remise employé. Les achats remisés sont décomptés de votre plafond annuel et sont réservés à vous et à votre foyer.",
  "employeeTerms.accept": "Accepter et appliquer ma remise",
  "employeeTerms.decline": "Pas maintenant",
  "employeeTerms.later":
    "Vous pouvez continuer vos achats sans la remise ; nous vous le redemanderons à votre prochaine connexion.",
  "inStore.label": "En magasin",
  "inStore.associate": "Conseiller : {name}",
  "inStore.clear": "Terminer",
  "legal.footer": "Informations légales",
  "legal.employeeTerms.read": "Lire les conditions complètes de la remise employé",
};
