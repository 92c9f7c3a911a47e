/**
 * The error catalogue of spec 000 §8: every code the API can answer with, its HTTP status,
 * the named form the pages react to, and the default English message.
 * Codes marked "ours" are not in the spec; they cover generic request validation.
 */
export interface CatalogueEntry {
  status: number;
  name: string;
  message: string;
}

const entry = (status: number, name: string, message: string): CatalogueEntry => ({
  status,
  name,
  message,
});

export const ERROR_CATALOGUE = {
  // Request and platform
  API400: entry(401, "MISSING_CLIENT_ID", "A valid client id (access key) is required."),
  API404: entry(404, "API_NOT_FOUND", "No such API resource."),
  API405: entry(405, "METHOD_NOT_ALLOWED", "This method is not allowed on this resource."),
  API406: entry(406, "NOT_ACCEPTABLE", "This resource can only answer with application/json."),
  API415: entry(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json."),
  VAL400: entry(400, "INVALID_REQUEST", "The request is not valid."), // ours
  // ours: the request's Host is not one this shop answers for (PUBLIC_URL, ALLOWED_HOSTS)
  API421: entry(421, "MISDIRECTED_REQUEST", "This host is not served here."),
  // ours: a page's form was sent from a page of another origin (or an opaque one)
  API403: entry(403, "CROSS_ORIGIN_FORM", "This form was sent from another site."),
  // ours: a body, or the request's headers, over the server's limit
  API413: entry(413, "PAYLOAD_TOO_LARGE", "The request body is too large."),
  API431: entry(431, "HEADERS_TOO_LARGE", "The request headers are too large."),
  // ours: the request did not arrive in full within the server's time limit
  API408: entry(408, "REQUEST_TIMEOUT", "The request took too long to arrive."),
  // ours: too many calls of one kind from one address or account in a while
  API429: entry(429, "TOO_MANY_REQUESTS", "Too many requests. Please wait a moment and try again."),
  // ours: the server sheds browsing under overload; the answer carries Retry-After
  GEN503: entry(503, "SERVICE_BUSY", "The store is busy right now. Please try again shortly."),
  // ours: the bag's order is being placed by another submit (decision 0065); try again shortly
  CHK409: entry(409, "CHECKOUT_IN_PROGRESS", "Your order is being placed. Please wait a moment."),
  // ours: an Idempotency-Key sent again with another request (decision 0079); a new order
  // needs a new key
  CHK422: entry(
    422,
    "IDEMPOTENCY_KEY_REUSED",
    "This Idempotency-Key was already used for another order request. Send a new key for a changed order.",
  ),
  // ours: a shopper already holds the most store reservations at once (decision 0071)
  RSV409: entry(
    409,
    "RESERVATIONS_LIMIT",
    "You already have the most reservations you can hold at once.",
  ),
  // ours: a bag with nothing in it cannot be ordered
  CHK400: entry(400, "BAG_EMPTY", "Your bag is empty."),
  // ours: the payment provider did not answer; nothing was charged and the bag is as it was
  PAY503: entry(
    503,
    "PAYMENT_PROVIDER_UNAVAILABLE",
    "Payment is not available right now. Nothing was charged; please try again shortly.",
  ),
  GEN500: entry(500, "GENERAL_ERROR", "Something went wrong. Please try again later."),
  ATTR100: entry(400, "MISSING_REQUEST_TYPE", "The request type is missing."),
  ATTR200: entry(400, "MISSING_ORGANISATION", "The organisation is missing."),
  ATTR300: entry(400, "EMPTY_PAYLOAD", "The request body is empty."),
  // Authentication
  AUT401: entry(401, "INVALID_CREDENTIALS", "The email or password is incorrect."),
  AUT418: entry(401, "INVALID_CREDENTIALS_2", "The email or password is incorrect."),
  AUT437: entry(401, "INVALID_CREDENTIALS_3", "The email or password is incorrect."),
  AUT438: entry(401, "INVALID_CREDENTIALS_4", "The email or password is incorrect."),
  AUT440: entry(400, "CUSTOMER_LIST_UNKNOWN", "The customer list is unknown."),
  AUT450: entry(401, "PASSWORD_INCORRECT", "The password is incorrect."),
  AUT451: entry(
    400,
    "PASSWORD_SAME_AS_PREVIOUS",
    "The new password must differ from the previous one.",
  ),
  AUT452: entry(
    400,
    "PASSWORD_SAME_AS_PREVIOUS_2",
    "The new password must differ from recent ones.",
  ),
  AUT453: entry(400, "INVALID_EMAIL", "Email is not valid."),
  "4044": entry(404, "LOYALTY_MEMBER_NOT_FOUND", "The loyalty member was not found."),
  AUT423: entry(
    423,
    "USER_LOCKED",
    "This account is locked. Reset your password or try again later.",
  ),
  AUT426: entry(401, "LAST_ATTEMPT_WARNING", "One more failed attempt will lock this account."),
  AUT441: entry(
    423,
    "USER_LOCKED_2",
    "This account is locked. Reset your password or try again later.",
  ),
  AUT444: entry(409, "PHONE_NUMBER_ALREADY_IN_USE", "This phone number is already in use."),
  AUT442: entry(409, "PHONE_NUMBER_ALREADY_IN_USE_2", "This phone number is already in use."),
  AUT409: entry(409, "DUPLICATED_TOKEN", "We could not sign you in. Please try again."),
  AUT404: entry(401, "CANNOT_AUTHORIZE", "We could not authorize this request."),
  AUT500: entry(
    500,
    "LOGIN_SYSTEM_ERROR",
    "Sign-in is unavailable right now. Please try again later.",
  ),
  AUT432: entry(
    401,
    "AUTHORIZATION_FAIL",
    "Authorization failed: a valid shopper token is required.",
  ),
  AUT402: entry(410, "RESET_LINK_EXPIRED", "This reset link has expired. Ask for a new one."),
  AUT403: entry(403, "CAPTCHA_FAILURE", "We could not verify that you are not a robot."),
  AUT498: entry(
    403,
    "INVALID_CUSTOMER",
    "This bag belongs to another shopper. A new bag has been started.",
  ),
  AUT439: entry(409, "LOGIN_IN_USE2", "An account with this email already exists."),
  // Profile and addresses
  PRO400: entry(409, "LOGIN_IN_USE", "An account with this email already exists."),
  PRO404: entry(404, "PROFILE_NOT_FOUND", "The profile was not found."),
  PRO410: entry(400, "INVALID_AGE", "You are not old enough to create an account."),
  PRO411: entry(400, "MISSING_BIRTHDATE", "Birth date is required."),
  PRO412: entry(400, "PROFILE_UPDATE_FAIL", "The profile could not be updated."),
  PRO414: entry(409, "BILLING_ADDRESS_DELETE", "The billing address cannot be deleted."),
  PRO415: entry(400, "PASSWORD_CHANGE_FAIL", "The password could not be changed."),
  PRO418: entry(400, "PROFILE_UPDATE_FAIL_2", "The profile could not be updated."),
  FE340: entry(400, "PASSWORDS_DIFFER", "The passwords do not match."),
  FE872: entry(400, "PASSWORD_TOO_SHORT", "The password must have at least 8 characters."),
  FE309: entry(400, "CC_EXPIRY_DATE_INVALID", "The card expiry date is not valid."),
  CCA400: entry(409, "ADDRESS_EXISTS", "This address already exists."),
  CCA401: entry(404, "INVALID_ADDRESS_ID", "The address was not found."),
  CCN404: entry(404, "UNKNOWN_CUSTOMER", "The customer is unknown."),
  // Cart, items, inventory
  BSK404: entry(404, "CART_NOT_FOUND", "The cart was not found."),
  PRC400: entry(409, "INVALID_PRICE", "This item has an invalid price."),
  INV702: entry(409, "NO_PRICE", "This item has no price in this store."),
  ORD430: entry(409, "ITEM_NO_LONGER_AVAILABLE", "An item is no longer available."),
  ORD404: entry(404, "ITEM_NOT_AVAILABLE", "This item is not available."),
  ORD516: entry(409, "SHIP_TO_PICKUP", "The delivery of an item changed from shipping to pickup."),
  ORD517: entry(409, "PICKUP_TO_SHIP", "The delivery of an item changed from pickup to shipping."),
  ORD518: entry(
    409,
    "PICKUP_TO_SHIP_TO_STORE",
    "The delivery of an item changed from pickup to ship to store.",
  ),
  INV700: entry(409, "ITEM_OOS", "This item is out of stock."),
  INV701: entry(409, "NO_INVENTORY", "There is no inventory for this item."),
  INV405: entry(409, "ITEMS_OOS", "Not enough stock for the quantity requested."),
  INV406: entry(409, "ITEMS_UNAVAILABLE", "Some items are unavailable."),
  INV407: entry(409, "ITEMS_UNAVAILABLE_2", "Some items are unavailable."),
  INV409: entry(409, "SOME_PRODUCTS_NO_INVENTORY", "Some products have no inventory."),
  INV408: entry(409, "ADDED_MAX_QUANTITY", "You cannot add more of this item."),
  GWP403: entry(409, "GWP_PRODUCT", "A gift-with-purchase product cannot be changed."),
  PLP400: entry(404, "LIST_PRODUCT_NOT_FOUND", "The product was not found."),
  // Gift cards and gifts
  GFS800: entry(409, "GIFT_NOT_AVAILABLE", "The gift is not available."),
  GFO404: entry(404, "GIFT_OPTION_NOT_FOUND", "The gift option is not available."),
  GFO405: entry(400, "GIFT_CARD_NON_APPLICABLE", "A gift card cannot be used for this purchase."),
  GFC400: entry(400, "GC_MISSING_CODE", "Enter a gift card number."),
  GFC410: entry(409, "GC_MAX_REACHED", "No more gift cards can be added."),
  GFC799: entry(502, "GC_BALANCE_CHECK_ERROR", "The gift card balance could not be checked."),
  GFC800: entry(400, "GC_INVALID", "This gift card is not valid."),
  GFC700: entry(400, "GC_INVALID2", "This gift card is not valid."),
  GFC760: entry(400, "GC_INVALID3", "This gift card is not valid."),
  GFC812: entry(400, "GC_EXPIRED", "This gift card has expired."),
  GFC725: entry(400, "GC_NOT_ALLOWED", "This gift card cannot be used here."),
  GFC740: entry(400, "GC_ZERO_BALANCE", "This gift card has no balance left."),
  GFC755: entry(409, "GC_ALREADY_APPLIED", "This gift card is already applied."),
  // Shipping, addresses, tax
  SHP404: entry(404, "SHIPPING_METHOD_UNAVAILABLE", "This shipping method is not available."),
  SHP500: entry(400, "SHIPPING_POBOX_UNAVAILABLE", "We cannot ship to a PO box with this method."),
  SHP410: entry(400, "SHIPPING_PHONE_EMPTY", "A phone number is required for shipping."),
  CHK380: entry(400, "INVALID_SHIPPING_ADDRESS", "The shipping address is not valid."),
  CHK320: entry(400, "INVALID_ADDRESS", "The address is not valid."),
  BIL400: entry(400, "BILLING_ADDRESS_MISSING", "A billing address is required."),
  BILL410: entry(400, "BILLING_PHONE_MISSING", "A billing phone number is required."),
  TAX309: entry(502, "TAX_CALCULATION_FAILED", "Tax could not be calculated."),
  TAX310: entry(409, "TAX_UPDATED", "The tax on this order was updated."),
  ORD415: entry(409, "TOTALS_FAILED", "The order totals could not be calculated."),
  // Payments
  PAY400: entry(402, "PAYMENT_ERROR", "The payment could not be completed."),
  PAY401: entry(400, "CANT_SHIP_THERE", "We cannot ship to this address."),
  PYT300: entry(409, "CARD_EXISTS", "This card is already saved."),
  PYT400: entry(402, "PAYMENT_NOT_ENOUGH", "The payment does not cover the order total."),
  PYT402: entry(402, "PAYMENT_FRAUD_VERIFICATION_EXCEPTION", "The payment could not be verified."),
  PYT404: entry(404, "PAYMENT_INSTRUMENT_NOT_FOUND", "The payment method was not found."),
  PYT405: entry(404, "ADDRESS_NOT_FOUND", "The address was not found."),
  PYT406: entry(400, "ADDRESS_FIELDS_MISSING", "Some address fields are missing."),
  // Promotions and rewards
  PRM130: entry(400, "INVALID_PROMO", "This promo code is not valid."),
  PRM160: entry(400, "INVALID_PROMO_2", "This promo code is not valid."),
  PRM135: entry(400, "PROMO_NOT_AVAILABLE_NOW", "This promo code is not available now."),
  PRM140: entry(409, "PROMO_LIMIT_EXCEEDED", "This promo code has reached its limit."),
  PRM150: entry(409, "PROMO_ALREADY_REDEEMED", "This promo code was already redeemed."),
  PRM155: entry(400, "PROMO_EXPIRED", "This promo code has expired."),
  PRM416: entry(409, "PROMO_ALREADY_APPLIED", "This promo code is already applied."),
  PRM175: entry(400, "PROMO_FAILURE", "The promo code could not be applied."),
  REW401: entry(401, "REWARD_NOT_AUTHENTICATED", "Sign in to use rewards."),
  REW130: entry(403, "REWARD_NON_LOYALTY", "Rewards are for loyalty members."),
  REW135: entry(
    403,
    "REWARD_LOYALTY_UNCONFIRMED",
    "Confirm your loyalty membership to use rewards.",
  ),
  REW140: entry(409, "REWARD_INSUFFICIENT_BALANCE", "Not enough points for this reward."),
  // Orders, returns, stores, reviews
  OHS4004: entry(404, "ORDER_NOT_FOUND", "The order was not found."),
  ORD409: entry(404, "ORDER_NOT_FOUND_2", "The order was not found."),
  ORD400: entry(400, "INVALID_ORDER_EMAIL", "The email does not match this order."),
  RTN500: entry(500, "RETURN_CREATION_ERROR", "The return could not be created."),
  STR404: entry(404, "EMPLOYEE_STORE_NOT_FOUND", "The store was not found."),
  REV410: entry(400, "REVIEW_TOO_LONG", "The review is too long."),
  // ours (issue 14 point 7, decision 0073): help's refusals the spec has no code for
  EVT404: entry(404, "EVENT_NOT_FOUND", "This event was not found."),
  EVT409: entry(409, "EVENT_FULL", "This event is full: there are not enough places left."),
  EVT410: entry(410, "EVENT_CLOSED", "Registration for this event has closed."),
  // ours (issue 28, decision 0093): the content service's refusals
  CNT404: entry(404, "CONTENT_NOT_FOUND", "This content was not found."),
  CNT401: entry(401, "PREVIEW_TOKEN_REQUIRED", "Preview needs a valid, unexpired preview token."),
  // ours (issue 29, decision 0104): the experimentation service's refusals
  EXP404: entry(404, "DATAFILE_NOT_FOUND", "There is no datafile for this SDK key."),
  EXP400: entry(400, "DATAFILE_INVALID", "The datafile is not valid."),
  EXP401: entry(401, "OPERATOR_TOKEN_REQUIRED", "This call needs a valid operator token."),
  EXP403: entry(403, "UNKNOWN_PROJECT", "These events name no published project."),
  EXP412: entry(401, "AUDIENCE_KEY_REQUIRED", "Audience data needs the project's public key."),
  EXP409: entry(409, "DATAFILE_CHANGED", "The datafile changed meanwhile. Try again."),
  EXP410: entry(404, "EXPERIMENT_NOT_FOUND", "This experiment is not in the datafile."),
  WAR409: entry(
    409,
    "WARRANTY_CLAIM_OPEN",
    "A warranty claim for this item is already open. We will answer it by e-mail.",
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorId = keyof typeof ERROR_CATALOGUE;

/** True when `id` is a code of the catalogue. */
export function isErrorId(id: string): id is ErrorId {
  return Object.hasOwn(ERROR_CATALOGUE, id);
}
