import { createContext } from "react";

/**
 * The page head's one inline script (lib/closed-bars.server.ts) and the nonce a personal page's
 * policy allows it by (a kept page has none: its policy allows it by its hash). Given by the
 * server's entry; null in the browser, which hydrates the script without running it again.
 */
export interface HeadScript {
  nonce: string | undefined;
  html: string;
}

export const HeadScriptContext = createContext<HeadScript | null>(null);
