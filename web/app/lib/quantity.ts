/** The most a shopper can pick at once in a quantity menu (buy box, quick shop and the bag). */
export const MAX_PICK = 10;
