import { createContext, type ReactNode } from "react";

/**
 * What a site shows under its "page not found" message besides the message (issue 28: the
 * content of the fixed page `error-4xx`), handed down by the layout to every page's error
 * boundary, which sits below the blocks it cannot import.
 */
export const NotFoundExtras = createContext<ReactNode>(null);
