/**
 * English text of the addresses page: the keys every language must translate. `{name}` marks a
 * value.
 */
export const EN_ADDRESSES = {
  "addresses.pageTitle": "Your addresses | Ridgeline Outfitters",
  "addresses.title": "Addresses",
  "addresses.shippingTitle": "Shipping addresses",
  "addresses.billingTitle": "Billing addresses",
  "addresses.none": "You have not saved an address yet.",
  "addresses.edit": "Edit",
  "addresses.delete": "Delete",
  "addresses.confirmDelete": "Delete this address?",
  "addresses.saved": "Your address has been saved.",
  "addresses.mainChanged": "Your main address has been changed.",
  "addresses.deleted": "The address has been deleted.",
  "addresses.editTitle": "Edit address",
  "addresses.addTitle": "Add an address",
  "addresses.country": "Country",
  "addresses.changeCountry": "Change country",
  "addresses.type": "Use this address for",
  "addresses.shipping": "Shipping",
  "addresses.billing": "Billing",
  "addresses.line1": "Street address",
  "addresses.line2": "Apartment, suite, etc.",
  "addresses.city": "City",
  "addresses.province": "State or province",
  "addresses.chooseProvince": "Choose…",
  "addresses.example": "For example {example}",
  "addresses.dialCode": "Country dial code",
  "addresses.makeMainOnSave": "Make this my main address of its type",
  "addresses.save": "Save address",
} as const;
