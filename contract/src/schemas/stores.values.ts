// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
export const STORE_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
