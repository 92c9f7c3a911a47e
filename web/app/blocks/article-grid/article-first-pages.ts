import { createContext } from "react";
import type { ArticleSearchAnswer } from "./article-search";

/**
 * The first page of each article grid of a page, by the grid's block id, when the page's loader
 * read them (a content page does): the grid shows it in the server's HTML, as a page without
 * JavaScript and a search engine see it, rather than a skeleton until its code has come.
 */
export const ArticleFirstPages = createContext<Readonly<Record<string, ArticleSearchAnswer>>>({});
