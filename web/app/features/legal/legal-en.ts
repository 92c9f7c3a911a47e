import type { LegalTexts } from "./legal-types";

const UPDATED = "2026-11-21";

/** The legal pages in English (every English-speaking site). */
export const LEGAL_EN: LegalTexts = {
  "brand-terms": {
    title: "Terms of use",
    description:
      "The terms for using the Ridgeline Outfitters website and your account: who we are, your account, what you post and our brand.",
    updated: UPDATED,
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [
          "Ridgeline Outfitters is the demo brand of Ridgeline, an open-source storefront for outdoor apparel and footwear. This website shows how such a shop works; no real goods are sold or sent.",
        ],
      },
      {
        id: "using-the-site",
        heading: "Using the site",
        paragraphs: [
          "You may browse, search and compare products as a guest. Please do not disrupt the site, probe it for weaknesses outside your own copy of the code, or collect its content with automated tools that ignore robots.txt.",
        ],
      },
      {
        id: "your-account",
        heading: "Your account",
        paragraphs: [
          "An account is for one person. You need to be at least 13 years old in the United States, Canada and the United Kingdom, 15 in France and 16 in Germany and elsewhere.",
          "Keep your password to yourself. You can change it on your account page at any time, and we will never ask you for it by e-mail.",
        ],
      },
      {
        id: "what-you-post",
        heading: "Reviews and questions",
        paragraphs: [
          "Reviews, ratings and product questions you post must be your own and about the product. We may decline or remove posts that are abusive, off-topic or advertising.",
        ],
      },
      {
        id: "our-brand",
        heading: "Our name and pictures",
        paragraphs: [
          "The Ridgeline Outfitters name, logo and drawn product pictures belong to the demo. The storefront's code is open source under the MIT licence: you may use, change and share it under that licence.",
        ],
      },
      {
        id: "other-terms",
        heading: "Other terms",
        paragraphs: [
          "Buying is covered by the terms of sale, the loyalty programme by the Ridgeline Rewards terms, text messages by the SMS terms and your data by the privacy notice.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        paragraphs: [
          "We may update these terms. The date at the top of this page shows the latest version; changes apply from that date.",
        ],
      },
    ],
  },
  "loyalty-terms": {
    title: "Ridgeline Rewards terms",
    description:
      "How Ridgeline Rewards works: joining, collecting points, turning them into vouchers and the welcome code.",
    updated: UPDATED,
    sections: [
      {
        id: "the-programme",
        heading: "The programme",
        paragraphs: [
          "Ridgeline Rewards is our free loyalty programme. Membership is personal, one per account, and you get a member number when you join.",
        ],
      },
      {
        id: "joining",
        heading: "Joining",
        paragraphs: [
          "You can join when you create an account, or later from your account page. Some countries ask for your date of birth to join.",
        ],
      },
      {
        id: "points",
        heading: "Collecting points",
        paragraphs: [
          "You collect points on your purchases. Your balance is shown on your account page. Points for items you return are taken off again, and each order earns points only once.",
        ],
      },
      {
        id: "vouchers",
        heading: "Vouchers",
        paragraphs: [
          "Points turn into vouchers at four levels. At checkout we offer the highest voucher your balance reaches, and the points it uses are taken from your balance.",
        ],
        list: [
          "100 points: $5 or €5 (£4 in the UK)",
          "200 points: $10 or €10 (£8 in the UK)",
          "500 points: $25 or €25 (£20 in the UK)",
          "1,000 points: $50 or €50 (£40 in the UK)",
        ],
      },
      {
        id: "welcome-code",
        heading: "Welcome code",
        paragraphs: [
          "When you join you get a personal welcome code worth 10% off one order. It is valid for 30 days, can be used once and only on your own account.",
        ],
      },
      {
        id: "leaving",
        heading: "Leaving and changes",
        paragraphs: [
          "Points have no cash value and cannot be transferred. We may change or end the programme with notice on this page; a welcome code already issued stays valid until it expires.",
        ],
      },
    ],
  },
  "sale-terms": {
    title: "Terms of sale",
    description:
      "The terms for orders at Ridgeline Outfitters: prices, payment, delivery, returns and gift cards.",
    updated: UPDATED,
    sections: [
      {
        id: "orders",
        heading: "Your order",
        paragraphs: [
          "Your order is an offer to buy. The contract is made when we confirm the order by e-mail. If an item turns out to be unavailable, we tell you and do not charge for it.",
        ],
      },
      {
        id: "prices",
        heading: "Prices",
        paragraphs: [
          "Prices are shown in the currency of the site you shop on. Sale prices are marked next to the original price. Tax and delivery costs are shown in your bag before you pay.",
        ],
      },
      {
        id: "payment",
        heading: "Payment",
        paragraphs: [
          "We accept credit and debit cards, gift cards and Ridgeline Rewards vouchers. Saved cards keep only the brand, the last four digits and the expiry date. In this demo, payments go to a built-in sandbox and no money moves.",
        ],
      },
      {
        id: "delivery",
        heading: "Delivery and pickup",
        paragraphs: [
          "We deliver to your address or you can pick up in one of our stores where the item is in stock. The delivery times shown at checkout are estimates.",
        ],
      },
      {
        id: "returns",
        heading: "Returns",
        paragraphs: [
          "You can return unworn items with their tags within 30 days of delivery. In the EU and the UK you may also withdraw from an online purchase within 14 days of delivery without giving a reason.",
        ],
      },
      {
        id: "gift-cards",
        heading: "Gift cards",
        paragraphs: [
          "Gift cards are paid like cash and cannot be exchanged for money. Keep the card number and PIN safe: whoever has both can spend the balance.",
        ],
      },
      {
        id: "warranty",
        heading: "Faults and warranty",
        paragraphs: [
          "Our gear is made to be repaired. If an item is faulty, you have your statutory rights; contact us and we will repair, replace or refund it.",
        ],
      },
    ],
  },
  "sms-terms": {
    title: "Text message terms",
    description:
      "How Ridgeline Outfitters text messages work: what we send, how to stop them and what they cost.",
    updated: UPDATED,
    sections: [
      {
        id: "what-we-send",
        heading: "What we send",
        paragraphs: [
          "With your consent we send offers and news about events near you by text message, a few times a month at most.",
        ],
      },
      {
        id: "signing-up",
        heading: "Signing up",
        paragraphs: [
          "You opt in when you create an account or on your preferences page. You need a mobile number in your profile. Consent is not a condition of buying anything.",
        ],
      },
      {
        id: "double-opt-in",
        heading: "Germany and Austria",
        paragraphs: [
          "In Germany and Austria marketing messages start only after you confirm your sign-up a second time (double opt-in). The demo shop confirms e-mail sign-ups this way and sends no text messages at all.",
        ],
      },
      {
        id: "stopping",
        heading: "Stopping messages",
        paragraphs: [
          "Reply STOP to any message to stop them, or untick text messages on your preferences page. We keep the date you opted out so we do not text you again.",
        ],
      },
      {
        id: "costs",
        heading: "Costs",
        paragraphs: [
          "Our messages are free, but your mobile provider's message and data rates may apply.",
        ],
      },
      {
        id: "your-number",
        heading: "Your number",
        paragraphs: [
          "We use your number only for the messages you asked for and never sell it. The privacy notice says how we store it.",
        ],
      },
    ],
  },
  "associate-discount-terms": {
    title: "Employee discount terms",
    description:
      "The terms of the Ridgeline Outfitters employee discount: who may use it, how much, the annual cap and fair use.",
    updated: UPDATED,
    sections: [
      {
        id: "who",
        heading: "Who may use it",
        paragraphs: [
          "The discount is for Ridgeline Outfitters employees whose account is marked as an employee account. It applies only after you accept these terms, which we ask you to do after you sign in.",
        ],
      },
      {
        id: "discount",
        heading: "The discount",
        paragraphs: [
          "You get 30% off your order in the bag. The discount is shown as its own line in your order summary.",
        ],
      },
      {
        id: "annual-cap",
        heading: "The annual cap",
        paragraphs: [
          "Discounted purchases count against an annual cap, shown on your account page with what you have spent. The cap starts again on 1 January. When a purchase would go past the cap, the discount covers only the part within it.",
        ],
      },
      {
        id: "household",
        heading: "You and your household",
        paragraphs: [
          "Buy with the discount for yourself and the people you live with only. Do not resell discounted items or buy for others.",
        ],
      },
      {
        id: "declining",
        heading: "Not accepting now",
        paragraphs: [
          "If you choose \u201cNot now\u201d, you shop at normal prices and we ask again at your next sign-in.",
        ],
      },
      {
        id: "misuse",
        heading: "Misuse and changes",
        paragraphs: [
          "Misuse can lead to the discount being withdrawn. We may change the discount or the cap; the new terms apply from the date shown at the top of this page.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy notice",
    description:
      "What Ridgeline Outfitters stores about you, for how long, which cookies we use and your rights.",
    updated: UPDATED,
    sections: [
      {
        id: "who-is-responsible",
        heading: "Who is responsible",
        paragraphs: [
          "Ridgeline Outfitters, the demo shop of the open-source Ridgeline storefront. Questions about your data: privacy@example.com (an example address; this demo has no real inbox).",
        ],
      },
      {
        id: "what-we-store",
        heading: "What we store",
        paragraphs: ["When you create an account or shop with us, we store:"],
        list: [
          "your account details: name, e-mail, and if you give them phone, postal code, date of birth and interests",
          "your password only as a salted scrypt hash, never the password itself",
          "your saved addresses",
          "for saved cards only the brand, last four digits and expiry date, never the full number or the security code",
          "your favourites, your bag and your subscriptions",
          "the products you viewed, for recommendations",
        ],
      },
      {
        id: "how-long",
        heading: "How long we keep it",
        paragraphs: [
          "Product views are kept for 90 days and at most the newest 50 per shopper. A guest's bag, favourites and views are deleted a day after the guest session expires. Account data stays until you delete the account.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies",
        paragraphs: [
          "We use session cookies to keep you signed in and to remember your bag. They are httpOnly, so scripts in the page cannot read them, and Secure on a live shop.",
        ],
      },
      {
        id: "consent",
        heading: "Cookie categories",
        paragraphs: [
          "Cookies fall into four categories. In Europe only the required ones are used until you accept the others.",
        ],
        list: [
          "C0001 required: sign-in, bag and security",
          "C0002 performance and analytics",
          "C0003 functional, such as your preferred store",
          "C0004 targeting: personalised content and experiments",
        ],
      },
      {
        id: "sharing",
        heading: "Sharing",
        paragraphs: [
          "We do not sell your data. Card details go to the payment provider (in this demo, a sandbox on the same server) and nowhere else.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        paragraphs: [
          "You can see and correct your details on your account page, ask us for a copy of what we store, and ask us to delete your account and data. You can also withdraw any consent at any time.",
        ],
      },
    ],
  },
};
