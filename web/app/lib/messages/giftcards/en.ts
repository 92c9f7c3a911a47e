/**
 * English text of the gift card pages: buying one, and the account's balance check and list
 * (decision 0076). `{name}` marks a value.
 */
export const EN_GIFTCARDS = {
  "giftCard.pageTitle": "Gift cards | Ridgeline Outfitters",
  "giftCard.title": "Give a Ridgeline gift card",
  "giftCard.intro":
    "Sent by e-mail as soon as your order is placed, with a number and PIN to use online. Any amount from {min} to {max}.",
  "giftCard.amount": "Amount",
  "giftCard.otherAmount": "Other amount",
  "giftCard.to": "Recipient's name",
  "giftCard.email": "Recipient's e-mail",
  "giftCard.message": "Your message (optional)",
  "giftCard.qty": "Number of cards",
  "giftCard.submit": "Add to bag",
  "giftCard.haveOne": "Have a gift card? Check its balance",
  "giftCard.noAmount": "Choose an amount from {min} to {max}.",
  "giftCard.notSold": "Gift cards are not on sale at the moment.",
  "giftCards.pageTitle": "Gift cards",
  "giftCards.checkTitle": "Check a balance",
  "giftCards.balancePageTitle": "Gift card balance",
  "giftCards.balanceIntro":
    "Enter the card's number and PIN, as the e-mail gave them, to see what is left on it.",
  "giftCards.number": "Card number",
  "giftCards.pin": "PIN",
  "giftCards.check": "Check balance",
  "giftCards.balance": "{card} holds {amount}.",
  "giftCards.boughtTitle": "Gift cards you bought",
  "giftCards.none": "You have not bought any gift cards yet.",
  "giftCards.buy": "Buy a gift card",
  "giftCards.for": "For {name} ({email})",
  "giftCards.left": "{left} left of {amount}",
  "giftCards.order": "Order {order}",
  "giftCards.resend": "Send the e-mail again",
  "giftCards.resendNote": "A new number and PIN are sent; the old ones stop working.",
  "giftCards.resent": "Sent again to {email}, with a new number and PIN.",
} as const;
