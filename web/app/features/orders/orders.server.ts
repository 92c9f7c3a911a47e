// What the order pages ask the API for and send it (issue 14): the account's orders, one order,
// the guest's look-up, cancel, return and the documents.
import {
  ApiError,
  CANCEL_ORDER,
  INVOICE_DOWNLOAD,
  ORDER_NUMBER,
  RETURN_LABEL,
  RETURN_LABEL_DOWNLOAD,
  RETURN_REASONS,
  type ApiClient,
  type ReturnReason,
} from "@ridgeline/contract";
import { data } from "react-router";

/**
 * Who the page acts for (decision 0077): the signed-in shopper (nothing more), or a guest with
 * the order's secret `st` (its confirmation link's or a mailed link's); the order's e-mail only
 * finds its status.
 */
export interface OrderAsker {
  orderNumber: string;
  st?: string;
}

/** A refusal the page shows: the catalogue code, its field and the API's own words. */
export interface OrderProblem {
  intent: string;
  errorId: string;
  field: string | null;
  message: string;
}

/** An API refusal (4xx) as the page's answer; anything else is thrown. */
export function orderRefusal(error: unknown, intent: string) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const detail = error.details[0];
  const problem: OrderProblem = {
    intent,
    errorId: error.errorId,
    field: detail?.field ?? null,
    message: detail?.message ?? error.message,
  };
  return data(problem, { status: error.status });
}

/** The lines and quantities a return form sent: `qty-{lineNo}` and `reason-{lineNo}`. */
export function returnLinesOf(
  form: FormData,
): { lineNo: number; qty: number; reason: ReturnReason }[] {
  const lines: { lineNo: number; qty: number; reason: ReturnReason }[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^qty-(\d{1,4})$/.exec(name);
    if (!match) continue;
    const lineNo = Number(match[1]);
    const qty = Number(value);
    if (!Number.isInteger(qty) || qty < 1 || qty > 1000) continue;
    const reason = String(form.get(`reason-${lineNo}`) ?? "");
    lines.push({
      lineNo,
      qty,
      reason: (RETURN_REASONS as readonly string[]).includes(reason)
        ? (reason as ReturnReason)
        : "OTHER",
    });
  }
  return lines;
}

/** A PDF for the browser to show or keep. */
export function pdfResponse(bytes: Uint8Array, name: string): Response {
  // A copy on its own ArrayBuffer: what a Response body takes.
  return new Response(new Uint8Array(bytes).buffer, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${name.replace(/[^A-Za-z0-9_.-]/g, "")}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}

/** Cancels the order; the API's answer is the order as it now is. */
export function cancelOrder(api: ApiClient, locale: string, asker: OrderAsker) {
  return api.call(CANCEL_ORDER, { query: { locale }, body: { ...asker } });
}

/** Starts a return of the form's lines. */
export function startReturn(api: ApiClient, locale: string, asker: OrderAsker, form: FormData) {
  return api.call(RETURN_LABEL, {
    params: { orderId: asker.orderNumber },
    query: { locale },
    body: {
      lines: returnLinesOf(form),
      ...(asker.st ? { st: asker.st } : {}),
    },
  });
}

/** The invoice (no number) or a credit note, as a PDF response. */
export async function documentPdf(
  api: ApiClient,
  locale: string,
  asker: OrderAsker,
  documentNumber: string | null,
): Promise<Response> {
  const { bytes } = await api.download(INVOICE_DOWNLOAD, {
    query: { locale },
    body: { ...asker, ...(documentNumber ? { documentNumber } : {}) },
  });
  return pdfResponse(bytes, documentNumber ?? `invoice-${asker.orderNumber}`);
}

/** A return's label, as a PDF response. */
export async function labelPdf(
  api: ApiClient,
  locale: string,
  asker: OrderAsker,
  returnNumber: string,
): Promise<Response> {
  const { bytes } = await api.download(RETURN_LABEL_DOWNLOAD, {
    query: { locale },
    body: { ...asker, returnNumber },
  });
  return pdfResponse(bytes, returnNumber);
}

/** An order number from a form or a path, upper-cased; null when it cannot be one. */
export function orderNumberOf(value: unknown): string | null {
  const parsed = ORDER_NUMBER.safeParse(
    String(value ?? "")
      .trim()
      .toUpperCase(),
  );
  return parsed.success ? parsed.data : null;
}

const DOCUMENT_FILE = /^(INV|CN)-[A-Z]{2,8}-\d{6,10}$/;
const RETURN_FILE = /^R[A-Z]{2,8}\d{8,12}-\d{2,3}$/;

/**
 * An order's file as a PDF response, named as its link names it: `invoice` (or the invoice's
 * number), a credit note's number, or a return's number for its label; null for anything else.
 */
export function orderFilePdf(
  api: ApiClient,
  locale: string,
  asker: OrderAsker,
  file: string,
): Promise<Response> | null {
  if (RETURN_FILE.test(file)) return labelPdf(api, locale, asker, file);
  if (file === "invoice" || DOCUMENT_FILE.test(file))
    return documentPdf(api, locale, asker, file === "invoice" ? null : file);
  return null;
}
