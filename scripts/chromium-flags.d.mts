/** Debian's Chromium and the flags every headless run here uses (chromium-flags.mjs). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: readonly string[];
export const JOURNEY_CHROMIUM_PATH: string;
export const JOURNEY_CHROMIUM_FLAGS: readonly string[];
