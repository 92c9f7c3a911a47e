/**
 * The card frame (decision 0069): the provider's own page where a shopper types a card. The
 * store's pages hold only what it answers (token, last four digits, brand, BIN), the shape
 * PCI DSS SAQ A asks for. It works in the store's `<iframe>` with JavaScript (the token goes
 * to the parent page by `postMessage`) and, without, as a page of its own that hands the token
 * back to the store's `returnUrl` in a POST body, never in a URL (decision 0078). Each frame
 * serves one bag (`basketId`): its token pays for that bag's order once, within 30 minutes.
 */
import { BASKET_ID, safeRedirect } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import { escapeHtml } from "../../platform/mail/outbox-page";
import { PROVIDER_PATH } from "./payment-provider.service";
import type { ProviderWords } from "./provider-pages.data";

export const CARD_FRAME_PATH = `${PROVIDER_PATH}/card-frame`;

/** The message the frame posts to the store's page, to its own origin only. */
export const CARD_TOKEN_MESSAGE = "ridgeline:card-token";
export const CARD_FRAME_HEIGHT_MESSAGE = "ridgeline:card-frame-height";

/** What the store's page receives of a card: never the number or the security code. */
export interface CardFrameToken {
  token: string;
  lastFour: string;
  brand: string;
  bin: string;
}

export interface CardFrameForm {
  number: string;
  expiry: string;
  securityCode: string;
  holder: string;
}

/** A field's problem as the frame shows it next to the field. */
export interface CardFrameProblem {
  errorId: string;
  /** The field it is shown at; `form` above the button when it is about no one field. */
  field: keyof CardFrameForm | "form";
  message: string;
}

/**
 * The store's page to send the shopper back to without JavaScript: a path of the store's own
 * origin (the store's one redirect check, decision 0031), or null for anything else.
 */
export function frameReturnUrl(value: unknown): string | null {
  const checked = safeRedirect(value, "");
  return checked === "" ? null : checked;
}

/** "MM/YY", "MM / YYYY" or "MMYY" as a month and year; VAL400 on the expiry otherwise. */
export function parseExpiry(text: string): { month: number; year: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) {
    throw new AppError("VAL400", {
      field: "card.expiry",
      message: "card.expiry: Enter the expiry as MM/YY.",
    });
  }
  return { month: Number(match[1]), year: Number(match[2]) };
}

/**
 * The frame's field a sandbox error is about (`card.expirationYear` is the expiry field), with
 * a message in the frame's language: the vault's own messages are English, so other languages
 * say which field to check.
 */
export function problemOf(error: AppError, words: ProviderWords): CardFrameProblem {
  const field = error.field ?? "";
  const name: keyof CardFrameForm = field.endsWith("securityCode")
    ? "securityCode"
    : field.endsWith("holder")
      ? "holder"
      : /expir/i.test(field)
        ? "expiry"
        : "number";
  // The vault's expiry messages name its own fields (expirationMonth); the frame has one.
  const message =
    name === "expiry"
      ? error.errorId === "FE309"
        ? words.expiryRange
        : words.expiryFormat
      : words.lang === "en"
        ? error.message.replace(/^card\.\w+: /, "")
        : words.problem[name];
  return { errorId: error.errorId, field: name, message };
}

/** The bag a frame serves, as the store names it; null for anything that is not a bag's id. */
export function frameBasketId(value: unknown): string | null {
  return typeof value === "string" && BASKET_ID.safeParse(value).success ? value : null;
}

/** A text field of the form, as posted (a JSON body or a urlencoded form). */
export function formOf(
  body: unknown,
): CardFrameForm & { returnUrl: string | undefined; basketId: string | null } {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const text = (name: string, max: number) => {
    const value = record[name];
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  const returnUrl = record["returnUrl"];
  return {
    number: text("number", 40),
    expiry: text("expiry", 10),
    securityCode: text("securityCode", 8),
    holder: text("holder", 200),
    returnUrl: typeof returnUrl === "string" ? returnUrl : undefined,
    basketId: frameBasketId(record["basketId"]),
  };
}

/** The form's intent the store's billing page takes a card handed back by the frame with. */
export const CARD_HAND_BACK_INTENT = "cardFromFrame";

/**
 * The no-JavaScript way back to the store (decision 0078): a page whose one form posts the token
 * to the store's `returnUrl`. A redirect would have to put the token in the URL, where browser
 * history, proxies' logs and Referer headers keep it.
 */
export function cardHandBackPage(
  returnUrl: string,
  card: CardFrameToken,
  words: ProviderWords,
): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="${words.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(words.cardDetails)}</title>
<link rel="stylesheet" href="${PROVIDER_PATH}/provider.css">
<link rel="stylesheet" href="${CARD_FRAME_PATH}.css">
<script src="${CARD_FRAME_PATH}.js" defer></script></head>
<body><main class="card-frame" aria-label="${escapeHtml(words.cardDetails)}"><p class="brand">${escapeHtml(words.secureEntry)}</p>
<h1>${escapeHtml(words.cardDetails)}</h1>
<p role="status">${escapeHtml(words.cardReady(card.brand, card.lastFour))}</p>
<form method="post" action="${escapeHtml(returnUrl)}">${hidden("intent", CARD_HAND_BACK_INTENT)}${hidden(
    "cardToken",
    card.token,
  )}${hidden("lastFour", card.lastFour)}${hidden("brand", card.brand)}${hidden("bin", card.bin)}
<button type="submit">${escapeHtml(words.continueToShop)}</button>
</form></main></body>
</html>`;
}

/** The frame's look: the provider's stylesheet, and these few rules of its own. */
export const CARD_FRAME_CSS = `.framed body{background:#fff}
.framed .card-frame{margin:0;padding:.25rem;max-width:none;box-shadow:none;border-radius:0}
.framed h1{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.card-frame label{display:block;margin-top:.75rem;font-weight:600;font-size:.9rem}
.card-frame input{box-sizing:border-box;width:100%;margin-top:.25rem;padding:.6rem .75rem;border:1px solid #5b6875;border-radius:6px;font:inherit}
.card-frame input:focus-visible{outline:3px solid #2f6fde;outline-offset:1px}
.card-frame input[aria-invalid=true]{border-color:#b3261e}
.card-frame .row{display:flex;gap:.75rem}.card-frame .row>div{flex:1}
.card-frame .problem{margin:.25rem 0 0;color:#b3261e;font-size:.875rem}
.card-frame .problem:empty{display:none}
.card-frame form{display:block;margin-top:0}
.card-frame button{width:100%;margin-top:1rem}`;

const AUTOCOMPLETE: Record<keyof CardFrameForm, string> = {
  number: "cc-number",
  expiry: "cc-exp",
  securityCode: "cc-csc",
  holder: "cc-name",
};

function field(
  name: keyof CardFrameForm,
  words: ProviderWords,
  value: string,
  problem: CardFrameProblem | null,
  numeric: boolean,
): string {
  const label = words[name];
  const autocomplete = AUTOCOMPLETE[name];
  const mine = problem?.field === name ? problem : null;
  return `<div><label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" autocomplete="${autocomplete}" required${
    numeric ? ' inputmode="numeric"' : ""
  } value="${escapeHtml(value)}" aria-describedby="${name}-problem"${
    mine ? ' aria-invalid="true"' : ""
  }>
<p class="problem" id="${name}-problem" data-field="${name}">${escapeHtml(mine?.message ?? "")}</p></div>`;
}

/**
 * The frame's page. `values` keeps what the shopper typed after a refusal, except the number
 * and the security code (they are never written back into a page).
 */
export function cardFramePage(options: {
  returnUrl: string | null;
  basketId: string | null;
  words: ProviderWords;
  values?: Partial<CardFrameForm>;
  problem?: CardFrameProblem | null;
}): string {
  const { words } = options;
  const problem = options.problem ?? null;
  const values = options.values ?? {};
  const hidden =
    (options.returnUrl
      ? `<input type="hidden" name="returnUrl" value="${escapeHtml(options.returnUrl)}">`
      : "") +
    (options.basketId
      ? `<input type="hidden" name="basketId" value="${escapeHtml(options.basketId)}">`
      : "");
  // The language rides on the form's action, so the script's JSON post and the plain post
  // both answer in it; the script's own failure words come from the form's data attributes.
  return `<!doctype html>
<html lang="${words.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(words.cardDetails)}</title>
<link rel="stylesheet" href="${PROVIDER_PATH}/provider.css">
<link rel="stylesheet" href="${CARD_FRAME_PATH}.css">
<script src="${CARD_FRAME_PATH}.js" defer></script></head>
<body><main class="card-frame" aria-label="${escapeHtml(words.cardDetails)}"><p class="brand">${escapeHtml(words.secureEntry)}</p>
<h1>${escapeHtml(words.cardDetails)}</h1>
<form method="post" action="${CARD_FRAME_PATH}?lang=${words.lang}" novalidate data-not-checked="${escapeHtml(words.notChecked)}" data-try-again="${escapeHtml(words.tryAgain)}">${hidden}
${field("number", words, "", problem, true)}
<div class="row">${field("expiry", words, values.expiry ?? "", problem, true)}${field("securityCode", words, "", problem, true)}</div>
${field("holder", words, values.holder ?? "", problem, false)}
<p class="problem" role="alert" id="form-problem">${problem?.field === "form" ? escapeHtml(problem.message) : ""}</p>
<button type="submit">${escapeHtml(words.useCard)}</button>
</form></main></body>
</html>`;
}

/**
 * The frame's script (served as a file: the policy runs no inline script). In a frame it
 * tokenises with `fetch` and hands the token to the parent page, at the frame's own origin,
 * which is the store's; the page itself never holds the number. A card sent before the script
 * ran (a quick Enter on a slow line) comes back as the hand-back page: in a frame, that page
 * hands its token to the parent the same way instead of leading the frame to the store.
 */
export const CARD_FRAME_SCRIPT = `(function(){
var framed=window.parent!==window;
var form=document.querySelector("form");
if(!framed||!form)return;
var origin=window.location.origin;
document.documentElement.classList.add("framed");
var main=document.querySelector("main");
function height(){window.parent.postMessage({type:"${CARD_FRAME_HEIGHT_MESSAGE}",height:Math.ceil(main.getBoundingClientRect().height)},origin);}
if(form.elements.cardToken){
  var value=function(n){return form.elements[n].value;};
  form.hidden=true;
  height();
  window.parent.postMessage({type:"${CARD_TOKEN_MESSAGE}",token:value("cardToken"),lastFour:value("lastFour"),brand:value("brand"),bin:value("bin")},origin);
  return;
}
function show(field,message){
  document.querySelectorAll(".problem").forEach(function(p){p.textContent="";});
  document.querySelectorAll("input").forEach(function(i){i.removeAttribute("aria-invalid");});
  if(!message){height();return;}
  var input=document.getElementById(field);
  var slot=document.getElementById(field+"-problem")||document.getElementById("form-problem");
  slot.textContent=message;
  if(input){input.setAttribute("aria-invalid","true");input.focus();}
  height();
}
form.addEventListener("submit",function(event){
  event.preventDefault();
  var button=form.querySelector("button");button.disabled=true;
  var body={};new FormData(form).forEach(function(v,k){if(k!=="returnUrl")body[k]=String(v);});
  fetch(form.action,{method:"POST",headers:{"content-type":"application/json",accept:"application/json"},body:JSON.stringify(body),credentials:"same-origin"})
  .then(function(r){return r.json().then(function(j){return {ok:r.ok,json:j};});})
  .then(function(a){
    button.disabled=false;
    if(!a.ok){var p=(a.json.errorDetails||[])[0]||{};show(p.field||"form",p.message||form.dataset.notChecked);return;}
    show(null,null);
    ["number","securityCode"].forEach(function(n){document.getElementById(n).value="";});
    window.parent.postMessage({type:"${CARD_TOKEN_MESSAGE}",token:a.json.token,lastFour:a.json.lastFour,brand:a.json.brand,bin:a.json.bin},origin);
  })
  .catch(function(){button.disabled=false;show("form",form.dataset.tryAgain);});
});
height();
})();`;
