// What the browser needs of the gift cards the store sells (issue 14 point 6, decision 0076).

/** A gift card's amount, in major units of the site's currency: at least this… */
export const GIFT_CARD_MIN_AMOUNT = 10;
/** …and at most this. */
export const GIFT_CARD_MAX_AMOUNT = 500;
/** The amounts the buying page offers as one tap (any whole amount in between is accepted). */
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 200] as const;
/** How many times a day one card's e-mail may be sent again. */
export const GIFT_CARD_RESENDS_PER_DAY = 3;
