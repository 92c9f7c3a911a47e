import type { LegalTexts } from "./legal-types";

const UPDATED = "2026-11-21";

/** The legal pages in French (fr-ca, fr-fr). */
export const LEGAL_FR: LegalTexts = {
  "brand-terms": {
    title: "Conditions d\u2019utilisation",
    description:
      "Les conditions d\u2019utilisation du site Ridgeline Outfitters et de votre compte : qui nous sommes, votre compte, vos contributions et notre marque.",
    updated: UPDATED,
    sections: [
      {
        id: "who-we-are",
        heading: "Qui nous sommes",
        paragraphs: [
          "Ridgeline Outfitters est la marque de démonstration de Ridgeline, une boutique en ligne open source de vêtements et chaussures outdoor. Ce site montre comment fonctionne une telle boutique ; aucun article réel n\u2019est vendu ni expédié.",
        ],
      },
      {
        id: "using-the-site",
        heading: "Utiliser le site",
        paragraphs: [
          "Vous pouvez parcourir, rechercher et comparer les produits sans compte. Merci de ne pas perturber le site, de ne pas en chercher les failles ailleurs que sur votre propre copie du code, ni d\u2019en collecter le contenu avec des outils automatiques qui ignorent robots.txt.",
        ],
      },
      {
        id: "your-account",
        heading: "Votre compte",
        paragraphs: [
          "Un compte est personnel. Il faut avoir au moins 13 ans aux États-Unis, au Canada et au Royaume-Uni, 15 ans en France et 16 ans en Allemagne et ailleurs.",
          "Gardez votre mot de passe pour vous. Vous pouvez le changer à tout moment depuis votre compte ; nous ne vous le demanderons jamais par e-mail.",
        ],
      },
      {
        id: "what-you-post",
        heading: "Avis et questions",
        paragraphs: [
          "Les avis, notes et questions que vous publiez doivent être les vôtres et porter sur le produit. Nous pouvons refuser ou retirer les contributions injurieuses, hors sujet ou publicitaires.",
        ],
      },
      {
        id: "our-brand",
        heading: "Notre nom et nos images",
        paragraphs: [
          "Le nom Ridgeline Outfitters, son logo et les dessins des produits appartiennent à la démonstration. Le code de la boutique est open source sous licence MIT : vous pouvez l\u2019utiliser, le modifier et le partager selon cette licence.",
        ],
      },
      {
        id: "other-terms",
        heading: "Autres conditions",
        paragraphs: [
          "Les achats relèvent des conditions de vente, le programme de fidélité des conditions Ridgeline Rewards, les SMS des conditions SMS et vos données de la politique de confidentialité.",
        ],
      },
      {
        id: "changes",
        heading: "Modifications",
        paragraphs: [
          "Nous pouvons modifier ces conditions. La date en haut de la page indique la dernière version ; les changements s\u2019appliquent à partir de cette date.",
        ],
      },
    ],
  },
  "loyalty-terms": {
    title: "Conditions Ridgeline Rewards",
    description:
      "Le fonctionnement de Ridgeline Rewards : adhésion, points, bons d\u2019achat et code de bienvenue.",
    updated: UPDATED,
    sections: [
      {
        id: "the-programme",
        heading: "Le programme",
        paragraphs: [
          "Ridgeline Rewards est notre programme de fidélité gratuit. L\u2019adhésion est personnelle, une par compte, et vous recevez un numéro de membre en adhérant.",
        ],
      },
      {
        id: "joining",
        heading: "Adhérer",
        paragraphs: [
          "Vous pouvez adhérer en créant votre compte ou plus tard depuis votre compte. Certains pays demandent votre date de naissance pour adhérer.",
        ],
      },
      {
        id: "points",
        heading: "Cumuler des points",
        paragraphs: [
          "Vos achats vous rapportent des points. Votre solde figure sur votre compte. Les points des articles retournés sont retirés, et chaque commande ne rapporte des points qu\u2019une fois.",
        ],
      },
      {
        id: "vouchers",
        heading: "Bons d\u2019achat",
        paragraphs: [
          "Les points se transforment en bons d\u2019achat à quatre paliers. Au paiement, nous proposons le bon le plus élevé que votre solde atteint, et les points utilisés sont déduits de votre solde.",
        ],
        list: [
          "100 points : 5 € ou 5 $",
          "200 points : 10 € ou 10 $",
          "500 points : 25 € ou 25 $",
          "1 000 points : 50 € ou 50 $",
        ],
      },
      {
        id: "welcome-code",
        heading: "Code de bienvenue",
        paragraphs: [
          "En adhérant, vous recevez un code de bienvenue personnel de 10 % sur une commande. Il est valable 30 jours, une seule fois et uniquement sur votre compte.",
        ],
      },
      {
        id: "leaving",
        heading: "Départ et modifications",
        paragraphs: [
          "Les points n\u2019ont pas de valeur en argent et ne sont pas transférables. Nous pouvons modifier ou arrêter le programme en l\u2019annonçant sur cette page ; un code de bienvenue déjà reçu reste valable jusqu\u2019à son expiration.",
        ],
      },
    ],
  },
  "sale-terms": {
    title: "Conditions de vente",
    description:
      "Les conditions des commandes chez Ridgeline Outfitters : prix, paiement, livraison, retours et cartes cadeaux.",
    updated: UPDATED,
    sections: [
      {
        id: "orders",
        heading: "Votre commande",
        paragraphs: [
          "Votre commande est une offre d\u2019achat. Le contrat est conclu quand nous la confirmons par e-mail. Si un article n\u2019est plus disponible, nous vous prévenons et il ne vous est pas facturé.",
        ],
      },
      {
        id: "prices",
        heading: "Prix",
        paragraphs: [
          "Les prix sont affichés dans la devise du site sur lequel vous achetez. Les prix soldés figurent à côté du prix d\u2019origine. Taxes et frais de livraison apparaissent dans votre panier avant le paiement.",
        ],
      },
      {
        id: "payment",
        heading: "Paiement",
        paragraphs: [
          "Nous acceptons les cartes de crédit et de débit, les cartes cadeaux et les bons Ridgeline Rewards. Pour une carte enregistrée, nous ne gardons que le réseau, les quatre derniers chiffres et la date d\u2019expiration. Dans cette démonstration, les paiements vont vers un bac à sable intégré et aucun argent ne circule.",
        ],
      },
      {
        id: "delivery",
        heading: "Livraison et retrait",
        paragraphs: [
          "Nous livrons à votre adresse, ou vous retirez l\u2019article dans l\u2019un de nos magasins où il est en stock. Les délais affichés au paiement sont des estimations.",
        ],
      },
      {
        id: "returns",
        heading: "Retours",
        paragraphs: [
          "Vous pouvez retourner les articles non portés, avec leurs étiquettes, dans les 30 jours suivant la livraison. Dans l\u2019UE et au Royaume-Uni, vous pouvez aussi vous rétracter d\u2019un achat en ligne dans les 14 jours suivant la livraison, sans motif.",
        ],
      },
      {
        id: "gift-cards",
        heading: "Cartes cadeaux",
        paragraphs: [
          "Les cartes cadeaux s\u2019utilisent comme de l\u2019argent et ne sont pas remboursables. Protégez le numéro et le code PIN : qui détient les deux peut dépenser le solde.",
        ],
      },
      {
        id: "warranty",
        heading: "Défauts et garantie",
        paragraphs: [
          "Notre équipement est fait pour être réparé. Si un article est défectueux, vous bénéficiez des garanties légales ; contactez-nous et nous le réparerons, le remplacerons ou le rembourserons.",
        ],
      },
    ],
  },
  "sms-terms": {
    title: "Conditions des SMS",
    description:
      "Le fonctionnement des SMS de Ridgeline Outfitters : ce que nous envoyons, comment les arrêter et ce qu\u2019ils coûtent.",
    updated: UPDATED,
    sections: [
      {
        id: "what-we-send",
        heading: "Ce que nous envoyons",
        paragraphs: [
          "Avec votre accord, nous vous envoyons par SMS des offres et des nouvelles d\u2019événements près de chez vous, quelques fois par mois au plus.",
        ],
      },
      {
        id: "signing-up",
        heading: "S\u2019inscrire",
        paragraphs: [
          "Vous vous inscrivez en créant votre compte ou sur la page de vos préférences. Il faut un numéro de mobile dans votre profil. Votre accord n\u2019est jamais une condition d\u2019achat.",
        ],
      },
      {
        id: "double-opt-in",
        heading: "Allemagne et Autriche",
        paragraphs: [
          "En Allemagne et en Autriche, les messages commerciaux ne commencent qu\u2019après une seconde confirmation de votre inscription (double opt-in). La boutique de démonstration confirme ainsi les inscriptions par e-mail et n\u2019envoie aucun SMS.",
        ],
      },
      {
        id: "stopping",
        heading: "Arrêter les messages",
        paragraphs: [
          "Répondez STOP à n\u2019importe quel message pour les arrêter, ou décochez les SMS dans vos préférences. Nous gardons la date de votre désinscription pour ne plus vous écrire.",
        ],
      },
      {
        id: "costs",
        heading: "Coûts",
        paragraphs: [
          "Nos messages sont gratuits, mais les tarifs SMS et données de votre opérateur peuvent s\u2019appliquer.",
        ],
      },
      {
        id: "your-number",
        heading: "Votre numéro",
        paragraphs: [
          "Nous n\u2019utilisons votre numéro que pour les messages demandés et ne le vendons jamais. La politique de confidentialité explique comment nous le conservons.",
        ],
      },
    ],
  },
  "associate-discount-terms": {
    title: "Conditions de la remise employé",
    description:
      "Les conditions de la remise employé de Ridgeline Outfitters : bénéficiaires, montant, plafond annuel et usage loyal.",
    updated: UPDATED,
    sections: [
      {
        id: "who",
        heading: "Bénéficiaires",
        paragraphs: [
          "La remise est réservée aux employés de Ridgeline Outfitters dont le compte est un compte employé. Elle s\u2019applique seulement après acceptation de ces conditions, que nous vous demandons après la connexion.",
        ],
      },
      {
        id: "discount",
        heading: "La remise",
        paragraphs: [
          "Vous bénéficiez de 30 % de remise sur votre commande dans le panier. La remise figure sur sa propre ligne dans le récapitulatif.",
        ],
      },
      {
        id: "annual-cap",
        heading: "Le plafond annuel",
        paragraphs: [
          "Les achats remisés comptent dans un plafond annuel, affiché sur votre compte avec vos dépenses. Il repart à zéro le 1er janvier. Quand un achat dépasserait le plafond, la remise ne couvre que la partie qui y tient.",
        ],
      },
      {
        id: "household",
        heading: "Vous et votre foyer",
        paragraphs: [
          "Achetez avec la remise pour vous et les personnes qui vivent avec vous uniquement. Ne revendez pas les articles remisés et n\u2019achetez pas pour d\u2019autres.",
        ],
      },
      {
        id: "declining",
        heading: "Ne pas accepter maintenant",
        paragraphs: [
          "Si vous choisissez \u00ab Pas maintenant \u00bb, vous payez les prix normaux et nous vous redemandons à la prochaine connexion.",
        ],
      },
      {
        id: "misuse",
        heading: "Abus et modifications",
        paragraphs: [
          "Un abus peut entraîner le retrait de la remise. Nous pouvons modifier la remise ou le plafond ; les nouvelles conditions s\u2019appliquent à partir de la date indiquée en haut de la page.",
        ],
      },
    ],
  },
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Ce que Ridgeline Outfitters conserve sur vous, combien de temps, quels cookies nous utilisons et vos droits.",
    updated: UPDATED,
    sections: [
      {
        id: "who-is-responsible",
        heading: "Responsable",
        paragraphs: [
          "Ridgeline Outfitters, la boutique de démonstration de la plateforme open source Ridgeline. Questions sur vos données : privacy@example.com (adresse d\u2019exemple ; cette démonstration n\u2019a pas de vraie boîte).",
        ],
      },
      {
        id: "what-we-store",
        heading: "Ce que nous conservons",
        paragraphs: ["Quand vous créez un compte ou faites vos achats, nous conservons :"],
        list: [
          "les données du compte : nom, e-mail et, si vous les donnez, téléphone, code postal, date de naissance et centres d\u2019intérêt",
          "votre mot de passe uniquement sous forme d\u2019empreinte scrypt salée, jamais le mot de passe lui-même",
          "vos adresses enregistrées",
          "pour les cartes enregistrées, seulement le réseau, les quatre derniers chiffres et la date d\u2019expiration, jamais le numéro complet ni le cryptogramme",
          "vos favoris, votre panier et vos abonnements",
          "les produits consultés, pour les recommandations",
        ],
      },
      {
        id: "how-long",
        heading: "Durée de conservation",
        paragraphs: [
          "Les produits consultés sont gardés 90 jours, et au plus les 50 derniers par client. Le panier, les favoris et les consultations d\u2019un invité sont supprimés un jour après l\u2019expiration de sa session. Les données du compte restent jusqu\u2019à sa suppression.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "Nous utilisons des cookies de session pour vous garder connecté et mémoriser votre panier. Ils sont httpOnly, donc illisibles par les scripts de la page, et Secure sur une vraie boutique.",
        ],
      },
      {
        id: "consent",
        heading: "Catégories de cookies",
        paragraphs: [
          "Les cookies se répartissent en quatre catégories. En Europe, seuls les cookies nécessaires sont utilisés tant que vous n\u2019avez pas accepté les autres.",
        ],
        list: [
          "C0001 nécessaires : connexion, panier et sécurité",
          "C0002 performance et mesure d\u2019audience",
          "C0003 fonctionnels, comme votre magasin préféré",
          "C0004 ciblage : contenus personnalisés et expériences",
        ],
      },
      {
        id: "sharing",
        heading: "Partage",
        paragraphs: [
          "Nous ne vendons pas vos données. Les données de carte vont au prestataire de paiement (ici, un bac à sable sur le même serveur) et nulle part ailleurs.",
        ],
      },
      {
        id: "your-rights",
        heading: "Vos droits",
        paragraphs: [
          "Vous pouvez consulter et corriger vos données depuis votre compte, demander une copie de ce que nous conservons et demander la suppression de votre compte et de vos données. Vous pouvez aussi retirer un consentement à tout moment.",
        ],
      },
    ],
  },
};
