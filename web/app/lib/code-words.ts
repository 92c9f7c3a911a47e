import { codeWord, wordLanguage, type CodeKind } from "@ridgeline/contract";
import { useParams } from "react-router";

/**
 * Codes in the page's language (tenders, shipping methods, states, reasons): the contract's one
 * list of words, which e-mails and PDFs read too (decision 0082). A page never shows a code.
 */
export function useCodeWord(): (kind: CodeKind, code: string) => string {
  const language = wordLanguage(useParams()["locale"]);
  return (kind, code) => codeWord(kind, code, language);
}
