import { codeWord, paymentName, wordLanguage, type CodeKind } from "@ridgeline/contract";
import { useParams } from "react-router";

/**
 * Codes in the page's language (tenders, shipping methods, states, reasons): the contract's one
 * list of words, which e-mails and PDFs read too (decision 0082). A page never shows a code.
 */
export function useCodeWord(): (kind: CodeKind, code: string) => string {
  const language = wordLanguage(useParams()["locale"]);
  return (kind, code) => codeWord(kind, code, language);
}

/**
 * An order's payment in the page's language: a card by its brand and last four ("Visa •••• 1111",
 * from the answer's `cardType` and `lastFour`), anything else by its tender's word.
 */
export function usePaymentName(): (tender: {
  code: string;
  additionalData: Record<string, string>;
}) => string {
  const language = wordLanguage(useParams()["locale"]);
  return (tender) =>
    paymentName(
      {
        method: tender.code,
        cardType: tender.additionalData["cardType"] ?? null,
        lastFour: tender.additionalData["lastFour"] ?? null,
      },
      language,
    );
}
