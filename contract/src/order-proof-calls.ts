// Which proof each call about one order takes (issue 26 point 1, decision 0077). The table in
// docs/security.md is checked against this list, and the server's test walks every entry with
// every proof, so a new call about an order is listed here or its test fails.
import type { Endpoint } from "./endpoint";
import {
  CANCEL_ORDER,
  INVOICE_DOWNLOAD,
  RETURN_LABEL,
  RETURN_LABEL_DOWNLOAD,
  RETURN_LABEL_PDF,
} from "./schemas/aftersales.schema";
import { COMPLETE_ORDER, ORDER_CONFIRMATION } from "./schemas/checkout.schema";
import { CREATE_CONTACT_CASE, CREATE_WARRANTY_CLAIM } from "./schemas/help.schema";
import { ISSUE_TOKEN } from "./schemas/token.schema";
import { RESEND_GIFT_CARD_EMAIL } from "./schemas/gift-cards.schema";
import { ORDER_ACCESS_LINK, PURCHASE_DETAIL, TRACK_ORDER } from "./schemas/orders.schema";

/**
 * - `owner`: the signed-in shopper whose order it is, only;
 * - `secret`: the owner, or the order's secret (`st`: the confirmation link's or a mailed link's);
 * - `status`: the owner, the secret, or the order's number and e-mail (its status only);
 * - `email`: number and e-mail, answered alike whether they name an order (mails its own address);
 * - `link`: the secret its own link carries (the confirmation's `st`, a return label's `key`).
 */
export type OrderProofLevel = "owner" | "secret" | "status" | "email" | "link";

export interface OrderProofCall {
  endpoint: Endpoint;
  proof: OrderProofLevel;
  /** Why this proof, as the security page says it. */
  why: string;
  /** The test file that walks it, when the shared walk cannot (a sign-in needs its code). */
  testedIn?: string;
}

export const ORDER_PROOF_CALLS: readonly OrderProofCall[] = [
  {
    endpoint: TRACK_ORDER,
    proof: "status",
    why: "where the order is; with the secret, what can be done",
  },
  { endpoint: ORDER_ACCESS_LINK, proof: "email", why: "mails a link to the order's own address" },
  {
    endpoint: ORDER_CONFIRMATION,
    proof: "link",
    why: "the confirmation page, with the buyer's address",
  },
  { endpoint: PURCHASE_DETAIL, proof: "owner", why: "the account's order page" },
  { endpoint: CANCEL_ORDER, proof: "secret", why: "moves money back" },
  {
    endpoint: RETURN_LABEL,
    proof: "secret",
    why: "starts a refund, label with the buyer's address",
  },
  { endpoint: RETURN_LABEL_DOWNLOAD, proof: "secret", why: "a label with the buyer's address" },
  { endpoint: RETURN_LABEL_PDF, proof: "link", why: "a label with the buyer's address" },
  { endpoint: INVOICE_DOWNLOAD, proof: "secret", why: "documents with the buyer's address" },
  { endpoint: RESEND_GIFT_CARD_EMAIL, proof: "secret", why: "changes who receives a card" },
  { endpoint: CREATE_WARRANTY_CLAIM, proof: "owner", why: "a claim on the shopper's own order" },
  {
    endpoint: ISSUE_TOKEN,
    proof: "secret",
    why: "a sign-in's orderNo and st attach a guest order to the account",
    testedIn: "server/src/modules/session/token-exchange.routes.test.ts",
  },
];

/**
 * Calls that name an order without reading or changing it for the caller, each with why: the
 * check that every call naming an order is listed above skips these, and only these.
 */
export const CALLS_NAMING_AN_ORDER_WITHOUT_PROOF: readonly { endpoint: Endpoint; why: string }[] = [
  {
    endpoint: CREATE_CONTACT_CASE,
    why: "the order number is a reference in the shopper's message; the answer reads no order",
  },
  {
    endpoint: COMPLETE_ORDER,
    why: "finishes the caller's own pending order by its 3-D Secure session, bound to the bag's shopper",
  },
];
