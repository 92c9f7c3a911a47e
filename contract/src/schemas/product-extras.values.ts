// Plain values of this area that pages need in the browser, kept apart from the zod schemas
// so the client bundle does not carry zod (decision 0047).
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
