// The contact form's categories and subjects (000 §7 contactus/categorySubject). Codes are
// stable: cases keep them, and the form sends them back. Labels are the shop's three languages.

export type HelpLanguage = "en" | "fr" | "de";
type Label = Readonly<Record<HelpLanguage, string>>;

export interface ContactTopic {
  code: string;
  label: Label;
  subjects: readonly { code: string; label: Label }[];
}

const label = (en: string, fr: string, de: string): Label => ({ en, fr, de });

export const CONTACT_TOPICS: readonly ContactTopic[] = [
  {
    code: "ORDERS_DELIVERY",
    label: label("Orders & delivery", "Commandes et livraison", "Bestellungen & Lieferung"),
    subjects: [
      {
        code: "ORDER_STATUS",
        label: label("Where is my order?", "Où est ma commande ?", "Wo ist meine Bestellung?"),
      },
      {
        code: "DELIVERY_PROBLEM",
        label: label(
          "Late or damaged parcel",
          "Colis en retard ou abîmé",
          "Paket verspätet oder beschädigt",
        ),
      },
      {
        code: "MISSING_ITEM",
        label: label("An item is missing", "Un article manque", "Ein Artikel fehlt"),
      },
      {
        code: "CHANGE_ORDER",
        label: label(
          "Change or cancel an order",
          "Modifier ou annuler une commande",
          "Bestellung ändern oder stornieren",
        ),
      },
    ],
  },
  {
    code: "RETURNS_REFUNDS",
    label: label("Returns & refunds", "Retours et remboursements", "Rücksendungen & Erstattungen"),
    subjects: [
      {
        code: "START_RETURN",
        label: label("Help with a return", "Aide pour un retour", "Hilfe bei einer Rücksendung"),
      },
      {
        code: "REFUND_STATUS",
        label: label(
          "Where is my refund?",
          "Où en est mon remboursement ?",
          "Wo bleibt meine Erstattung?",
        ),
      },
      {
        code: "RETURN_LABEL",
        label: label("Return label", "Étiquette de retour", "Rücksendeetikett"),
      },
    ],
  },
  {
    code: "PRODUCT",
    label: label("Products", "Produits", "Produkte"),
    subjects: [
      {
        code: "SIZING",
        label: label("Size and fit", "Taille et coupe", "Größe und Passform"),
      },
      {
        code: "PRODUCT_INFO",
        label: label(
          "Product details and care",
          "Détails et entretien",
          "Produktdetails und Pflege",
        ),
      },
      {
        code: "STOCK",
        label: label(
          "Availability and restocks",
          "Disponibilité et réassorts",
          "Verfügbarkeit und Nachschub",
        ),
      },
      {
        code: "PRODUCT_FAULT",
        label: label(
          "A product is faulty",
          "Un produit est défectueux",
          "Ein Produkt ist fehlerhaft",
        ),
      },
    ],
  },
  {
    code: "ACCOUNT_LOYALTY",
    label: label("Account & loyalty", "Compte et fidélité", "Konto & Treueprogramm"),
    subjects: [
      {
        code: "SIGN_IN",
        label: label("Signing in", "Connexion", "Anmeldung"),
      },
      {
        code: "PROFILE",
        label: label("My details", "Mes informations", "Meine Daten"),
      },
      {
        code: "POINTS",
        label: label("Points and rewards", "Points et récompenses", "Punkte und Prämien"),
      },
    ],
  },
  {
    code: "PAYMENT",
    label: label("Payment", "Paiement", "Zahlung"),
    subjects: [
      {
        code: "PAYMENT_DECLINED",
        label: label(
          "My payment was declined",
          "Mon paiement a été refusé",
          "Meine Zahlung wurde abgelehnt",
        ),
      },
      {
        code: "CHARGE_QUESTION",
        label: label(
          "A charge I do not recognise",
          "Un débit que je ne reconnais pas",
          "Eine Abbuchung, die ich nicht kenne",
        ),
      },
      {
        code: "GIFT_CARD",
        label: label("Gift cards", "Cartes cadeaux", "Geschenkkarten"),
      },
      {
        code: "INVOICE",
        label: label("Invoice", "Facture", "Rechnung"),
      },
    ],
  },
  {
    code: "OTHER",
    label: label("Something else", "Autre chose", "Etwas anderes"),
    subjects: [
      {
        code: "FEEDBACK",
        label: label("Feedback", "Suggestions", "Feedback"),
      },
      {
        code: "PRIVACY",
        label: label("My data and privacy", "Mes données", "Meine Daten und Datenschutz"),
      },
      {
        code: "OTHER",
        label: label("Other question", "Autre question", "Andere Frage"),
      },
    ],
  },
];
