/**
 * English text of the payment methods page: the keys every language must translate. `{name}` marks
 * a value.
 */
export const EN_PAYMENTS = {
  "payments.pageTitle": "Payment methods | Ridgeline Outfitters",
  "payments.title": "Payment methods",
  "payments.saved": "Your card has been saved.",
  "payments.mainChanged": "Your main card has been changed.",
  "payments.deleted": "The card has been removed.",
  "payments.confirmDelete": "Remove this card?",
  "payments.delete": "Remove",
  "payments.cardsTitle": "Saved cards",
  "payments.noCards": "You have not saved a card yet.",
  "payments.giftCardsTitle": "Gift cards",
  "payments.addTitle": "Add a card",
  "payments.save": "Save card",
  "payments.giftCard": "Gift card",
  "payments.expired": "Expired",
  "payments.expires": "Expires {date}",
  "payments.number": "Card number",
  "payments.expiry": "Expiry date",
  "payments.month": "Month",
  "payments.year": "Year",
  "payments.securityCode": "Security code",
  "payments.holder": "Name on card",
  "payments.addGiftTitle": "Add a gift card",
  "payments.saveGift": "Save gift card",
  "payments.giftSaved": "Your gift card has been saved.",
  "payments.giftNumber": "Gift card number",
  "payments.pin": "PIN",
} as const;
