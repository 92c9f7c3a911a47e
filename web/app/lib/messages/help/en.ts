/**
 * English text of the help pages (issue 14 point 7): contact us, returns, shipping terms, the
 * XPLR Pass programme, warranty claims, events and back-in-stock settings. `{name}` marks a value.
 */
export const EN_HELP = {
  "help.pageTitle": "{title} | Ridgeline Outfitters",
  "help.eyebrow": "Help",
  "help.footer": "Help",
  "help.contactLink": "Still need help? Contact us",

  "help.contact.title": "Contact us",
  "help.contact.description":
    "Write to Ridgeline Outfitters customer care about an order, a return, a product or your account.",
  "help.contact.intro":
    "Tell us what your message is about and we will answer by e-mail within two business days.",
  "help.contact.category": "Topic",
  "help.contact.subject": "Subject",
  "help.contact.choose": "Choose…",
  "help.contact.name": "Your name",
  "help.contact.email": "E-mail",
  "help.contact.orderNumber": "Order number (optional)",
  "help.contact.orderHint": "As on your order confirmation, for example US00001234.",
  "help.contact.message": "Your message",
  "help.contact.messageHint": "{min} to {max} characters.",
  "help.contact.send": "Send message",
  "help.contact.sending": "Sending…",
  "help.contact.sentTitle": "Thank you, we have your message",
  "help.contact.sent":
    "Your case number is {caseNumber}. We have sent a copy to your e-mail and will answer within two business days.",
  "help.contact.another": "Send another message",
  "help.contact.noScript":
    "Your browser runs no JavaScript: please take a few seconds to write before you send.",
  "help.contact.faster": "Quicker answers",
  "help.contact.trackOrder": "Track an order",
  "help.contact.howToReturn": "How to return an item",
  "help.contact.shipping": "Delivery times and costs",

  "help.returns.title": "How to return an item",
  "help.returns.description":
    "Return an item to Ridgeline Outfitters: the return window, the label, and when your refund arrives.",
  "help.returns.intro":
    "Changed your mind? You can return most items within {days} days of delivery with a prepaid label.",
  "help.returns.step1.title": "1. Start your return",
  "help.returns.step1.account":
    "Signed in: open your account, choose the order, then “Return items”.",
  "help.returns.step1.guest":
    "Ordered as a guest: open the link in your order e-mail, or enter the order number and your e-mail address to get a new link.",
  "help.returns.step1.accountLink": "Go to my account",
  "help.returns.step1.guestLink": "Find my order",
  "help.returns.step2.title": "2. Choose the items and a reason",
  "help.returns.step2.text":
    "Pick the items and how many of each you are sending back, and tell us why. This helps us make better products.",
  "help.returns.step3.title": "3. Print the label",
  "help.returns.step3.text":
    "You get a return label as a PDF with a barcode of your return number. Print it, stick it on the parcel and drop the parcel at the carrier.",
  "help.returns.step4.title": "4. Get your refund",
  "help.returns.step4.text":
    "When your parcel reaches us we check it and refund each item returned, to the cent, within five business days.",
  "help.returns.refund.title": "What is refunded, and how",
  "help.returns.refund.tenders":
    "Refunds go back the way you paid: to your card first, then to your gift card, then as points to your XPLR Pass.",
  "help.returns.refund.condition":
    "Items must be unworn, unwashed and with their tags. An item that reaches us damaged is not refunded.",
  "help.returns.refund.exceptions":
    "Made-to-order (personalised) items and e-gift cards cannot be returned.",
  "help.returns.window.title": "Return window",
  "help.returns.window.text": "{days} days from delivery on this site.",

  "help.shipping.title": "Shipping terms",
  "help.shipping.description":
    "Ridgeline Outfitters delivery methods, delivery times, prices and free shipping threshold.",
  "help.shipping.intro":
    "These are the delivery methods of this site, with what they cost and how long they take. You choose one for each shipment at checkout.",
  "help.shipping.method": "Method",
  "help.shipping.time": "Delivery time",
  "help.shipping.price": "Price",
  "help.shipping.free": "Free",
  "help.shipping.freeFrom": "Standard delivery is free on orders of {threshold} or more.",
  "help.shipping.noFree": "There is no free shipping offer running at the moment.",
  "help.shipping.sameDay":
    "Same-day delivery: order before {hour}:00 local time for an evening delivery in {metros}.",
  "help.shipping.customs": "Made-to-order items",
  "help.shipping.customsText":
    "Personalised items are made first, which adds five business days. They are delivered to a home address only.",
  "help.shipping.businessDays":
    "Business days are Monday to Friday without public holidays. We do not deliver to P.O. boxes.",

  "help.xplr.title": "XPLR Pass",
  "help.xplr.description":
    "XPLR Pass, the free Ridgeline Outfitters loyalty programme: earn points on every order and pay with them.",
  "help.xplr.intro": "Our free loyalty programme: every order brings you closer to the next trip.",
  "help.xplr.earn.title": "Earn points",
  "help.xplr.earn.text":
    "Members earn {points} point for every whole {unit} of an order's total. Points are added when the order is placed.",
  "help.xplr.pay.title": "Pay with points",
  "help.xplr.pay.text":
    "At checkout each point is worth {value}. Use as many as you like; the rest goes on your card.",
  "help.xplr.vouchers.title": "Or turn them into vouchers",
  "help.xplr.vouchers.points": "Points",
  "help.xplr.vouchers.amount": "Voucher",
  "help.xplr.welcome.title": "A welcome gift",
  "help.xplr.welcome.text": "Join and get {percent}% off an order within {days} days.",
  "help.xplr.join": "Join XPLR Pass",
  "help.xplr.joinSignedIn": "Join from my account",
  "help.xplr.terms": "Programme terms",

  "help.warranty.title": "Warranty claim",
  "help.warranty.description": "Tell us about a faulty item from one of your orders.",
  "help.warranty.intro":
    "Something you bought from us is faulty? Choose the item and describe the problem. We answer within five business days.",
  "help.warranty.orderNumber": "Order number",
  "help.warranty.findOrder": "Show the items",
  "help.warranty.item": "Which item?",
  "help.warranty.qty": "Quantity {qty}",
  "help.warranty.issue": "What is wrong with it?",
  "help.warranty.issueHint": "{min} to {max} characters: when it started, what you see.",
  "help.warranty.send": "Send claim",
  "help.warranty.sent":
    "Your claim number is {claimNumber}. We have sent a copy to your e-mail and will answer within five business days.",
  "help.warranty.ordersLink": "See my orders",

  "help.event.description": "Register for a Ridgeline Outfitters event.",
  "help.event.dates": "{start} to {end}",
  "help.event.oneDay": "{date}",
  "help.event.placesLeft": "{count} places left",
  "help.event.full": "This event is full.",
  "help.event.closed": "Registration for this event has closed.",
  "help.event.signIn":
    "Sign in or create an account to register: we keep your place with your account.",
  "help.event.signInLink": "Sign in",
  "help.event.signUpLink": "Create an account",
  "help.event.email": "E-mail",
  "help.event.firstName": "First name",
  "help.event.lastName": "Last name",
  "help.event.gender": "Gender (optional)",
  "help.event.gender.none": "Prefer not to say",
  "help.event.gender.F": "Female",
  "help.event.gender.M": "Male",
  "help.event.gender.X": "Another gender",
  "help.event.phone": "Phone (optional)",
  "help.event.days": "Which days will you come?",
  "help.event.daysHint": "Choose none to come every day.",
  "help.event.plusOne": "Bringing a guest? Their name (optional)",
  "help.event.plusOneHint": "A guest takes a second place.",
  "help.event.terms":
    "I accept the event's terms: I take part at my own risk and follow the guides.",
  "help.event.register": "Register",
  "help.event.registered": "You are registered. See you on {date}!",
  "help.event.updated": "Your registration is updated.",
  "help.event.notFound": "This event was not found.",

  "help.notifications.title": "Back-in-stock alerts",
  "help.notifications.intro":
    "When a size you asked about comes back, we send you one e-mail to {email}.",
  "help.notifications.toggle": "E-mail me when an item I asked about is back in stock",
  "help.notifications.on": "Alerts are on.",
  "help.notifications.off": "Alerts are off: we keep your list but send nothing.",
  "help.notifications.turnOff": "Turn alerts off",
  "help.notifications.turnOn": "Turn alerts on",
  "help.notifications.list": "Items you are waiting for",
  "help.notifications.empty":
    "You are not waiting for any item. On a product page, choose a sold-out size and ask to be told when it is back.",
  "help.notifications.size": "Size {size}",
  "help.notifications.waiting": "Waiting",
  "help.notifications.sent": "E-mail sent {date}",
  "help.notifications.remove": "Remove",
  "help.notifications.removeLabel": "Remove {name}",
  "help.notifications.saved": "Your alerts are saved.",
  "help.notifications.removed": "The item is removed from your alerts.",
  "help.notifications.unknownItem": "Item {upc}",

  "help.error.category": "Choose a topic from the list.",
  "help.error.subject": "Choose a subject of this topic.",
  "help.error.name": "Enter a name of up to {max} characters.",
  "help.error.email": "Enter a valid e-mail address.",
  "help.error.orderNumber": "An order number looks like US00001234.",
  "help.error.message": "Write between {min} and {max} characters.",
  "help.error.botCheck": "We could not check that you are not a robot. Please send the form again.",
  "help.error.tooMany": "Too many messages from your network. Please try again later.",
  "help.error.generic": "Something went wrong. Please try again.",
  "help.error.orderNotFound": "We could not find this order in your account.",
  "help.error.notDelivered":
    "This order has not been delivered yet. You can make a claim once the item has arrived.",
  "help.error.claimOpen": "A claim for this item is already open. We will answer it by e-mail.",
  "help.error.line": "Choose an item of this order.",
  "help.error.issue": "Describe the problem in {min} to {max} characters.",
  "help.error.eventFull": "Sorry, there are not enough places left.",
  "help.error.eventClosed": "Registration for this event has closed.",
  "help.error.eventNotFound": "This event was not found.",
  "help.error.terms": "Please accept the event's terms.",
  "help.error.days": "Choose days of the event.",
  "help.error.plusOne": "Enter your guest's name, or leave it empty.",
  "help.error.phone": "Enter a valid phone number.",
  "help.error.session": "Please sign in again.",
} as const;
