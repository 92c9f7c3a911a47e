import type { ResolvedBlocks, ResolvedChild } from "@ridgeline/contract";
import type { PromoMessage } from "./promo-bar-logic";

export const SHIPPING: PromoMessage = {
  type: "promoMessage",
  id: "promo-free-shipping",
  clickable: false,
  richText: "<p><strong>Free shipping</strong> on orders over $75</p>",
  background: "brand",
};

export const SALE_MESSAGE: PromoMessage = {
  type: "promoMessage",
  id: "promo-winter-sale",
  sectionId: "winter-sale",
  clickable: true,
  richText: "<p>Winter sale: up to 40% off jackets</p>",
  targets: [{ text: "Shop the sale", url: "/en-us/c/sale-3000" }],
  background: "#ffffff",
  textColor: "ink",
  hoverLinkColor: "#1f3d2b",
};

/** A message whose section turned out empty: only tags and a non-breaking space. */
export const EMPTY_MESSAGE: PromoMessage = {
  type: "promoMessage",
  id: "promo-empty",
  clickable: false,
  richText: "<p>&nbsp;</p><p> </p>",
};

export const RETURNS: PromoMessage = {
  type: "promoMessage",
  id: "promo-returns",
  clickable: false,
  richText: "<p>Free returns within 60 days</p>",
  background: "#e4572e",
};

/** A closable bar of four messages, one of them empty. */
export const PROMO_BAR_FIXTURE: ResolvedBlocks["promoBar"] = {
  type: "promoBar",
  id: "home-promo-bar",
  autorotateTime: 5,
  closable: true,
  messages: [SHIPPING, EMPTY_MESSAGE, SALE_MESSAGE, RETURNS] as unknown as ResolvedChild[],
};
