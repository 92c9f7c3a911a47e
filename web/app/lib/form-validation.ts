import { createElement, useEffect, useId, useRef } from "react";
import type { MessageKey, Translate } from "./i18n";
import { useT } from "./i18n";

/**
 * The page's own validation messages, in its language, instead of the browser's (issue 11
 * point 7: a French page showed Chromium's English "Please fill out this field"). Without
 * JavaScript the browser checks the fields as the markup says (required, maxlength, type) and
 * the server's catalogue messages show after a send; once the page runs, `<OwnValidation />`
 * turns the browser's bubbles off (`noValidate`) and checks the same constraints itself on
 * send, writing a message beside each field it refuses, as the server's messages are written.
 */

/** The constraint failures of a field, as the browser's `ValidityState` names them. */
export type ValidityFacts = Pick<
  ValidityState,
  | "valueMissing"
  | "typeMismatch"
  | "patternMismatch"
  | "tooShort"
  | "tooLong"
  | "rangeUnderflow"
  | "rangeOverflow"
  | "stepMismatch"
  | "badInput"
  | "customError"
>;

/** What a message needs to know about the refused field. */
export interface FieldFacts {
  name: string;
  /** `input`'s type ("email", "checkbox", "date"…), or "select" / "textarea". */
  type: string;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  min?: string | undefined;
  max?: string | undefined;
  /** The page's own message set by `setCustomValidity`, already in its language. */
  custom?: string | undefined;
}

/** A field whose empty value has words of its own ("Please choose a rating"). */
const WHEN_MISSING: Record<string, MessageKey> = {
  rating: "formError.rating",
  upc: "formError.size",
  isTermsConfirmed: "formError.terms",
  policy: "formError.policy",
  birthDate: "formError.birthDateRequired",
};

/** A field whose wrong value has words of its own: the ones the server uses for that field. */
const WHEN_WRONG: Record<string, MessageKey> = {
  email: "formError.email",
  login: "formError.email",
  username: "formError.email",
  postalCode: "formError.postalCodeProfile",
  number: "formError.cardNumber",
  securityCode: "formError.securityCode",
  pin: "formError.giftCard",
  phone: "formError.addressPhone",
  password: "formError.password",
  newPassword: "formError.password",
  birthDate: "formError.birthDate",
  preferredShoeSize: "formError.shoeSize",
  firstName: "formError.name",
  lastName: "formError.name",
};

const PASSWORDS = new Set(["password", "newPassword"]);

/** The page's message for a field the browser's constraints refuse, in the translator's language. */
export function validationMessage(
  validity: ValidityFacts,
  field: FieldFacts,
  t: Translate,
): string {
  if (validity.customError && field.custom) return field.custom;
  if (validity.valueMissing) {
    const own = WHEN_MISSING[field.name];
    if (own) return t(own);
    if (field.type === "checkbox") return t("form.check");
    if (field.type === "radio" || field.type === "select") return t("form.choose");
    return t("form.required");
  }
  if (validity.tooShort && PASSWORDS.has(field.name)) return t("formError.passwordShort");
  const own = WHEN_WRONG[field.name];
  if (own) return t(own);
  if (validity.typeMismatch) return t(field.type === "email" ? "formError.email" : "form.pattern");
  if (validity.tooShort) return t("form.tooShort", { min: field.minLength ?? 0 });
  if (validity.tooLong) return t("form.tooLong", { max: field.maxLength ?? 0 });
  if (validity.rangeUnderflow) return t("form.rangeUnder", { min: field.min ?? "" });
  if (validity.rangeOverflow) return t("form.rangeOver", { max: field.max ?? "" });
  if (validity.badInput) return t(field.type === "date" ? "form.date" : "form.number");
  if (validity.patternMismatch) return t("form.pattern");
  return t("form.invalid");
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const OWN = "data-own-error";

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

function factsOf(control: Control): FieldFacts {
  const type = control instanceof HTMLInputElement ? control.type : control.localName;
  const limits =
    control instanceof HTMLSelectElement
      ? {}
      : {
          minLength: control.minLength >= 0 ? control.minLength : undefined,
          maxLength: control.maxLength >= 0 ? control.maxLength : undefined,
        };
  const range = control instanceof HTMLInputElement ? { min: control.min, max: control.max } : {};
  return { name: control.name, type, ...limits, ...range, custom: control.validationMessage };
}

/** Where a field's message goes: its field group, its fieldset (radios), or its label. */
function hostOf(control: Control): Element {
  const group =
    control.type === "radio"
      ? control.closest("fieldset")
      : control.closest(".field-group, label, fieldset");
  return group ?? control.parentElement ?? control;
}

/** The id of a field's message: unique per form (`prefix`), so pages with many forms keep them apart. */
function messageId(prefix: string, control: Control): string {
  return `${prefix}-${control.name}-own-error`;
}

/** Takes a field's message away and gives back its own description and state. */
function clearField(form: HTMLFormElement, prefix: string, control: Control): void {
  const id = messageId(prefix, control);
  form.querySelector(`[${OWN}="${CSS.escape(id)}"]`)?.remove();
  const related = control.name
    ? form.querySelectorAll<Control>(`[name="${CSS.escape(control.name)}"]`)
    : [control];
  for (const field of related) {
    if (field.getAttribute("aria-invalid") === "true" && field.hasAttribute("data-own-invalid"))
      field.removeAttribute("aria-invalid");
    field.removeAttribute("data-own-invalid");
    const described = (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((token) => token && token !== id);
    if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  }
}

function showField(prefix: string, control: Control, text: string): void {
  const id = messageId(prefix, control);
  const message = document.createElement("span");
  message.className = "field-error";
  message.id = id;
  message.setAttribute(OWN, id);
  message.setAttribute("data-testid", `own-error-${control.name}`);
  message.textContent = text;
  const host = hostOf(control);
  // Inside a label the message would become part of the field's name; it is its description.
  if (host.closest("label")) message.setAttribute("aria-hidden", "true");
  host.append(message);
  if (!control.hasAttribute("aria-invalid")) {
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("data-own-invalid", "");
  }
  const described = control.getAttribute("aria-describedby");
  control.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
}

/**
 * Checks every field of the form; writes the page's message beside each refused one (one per
 * radio group) and says whether all passed. The first refused field gets the focus.
 */
function checkForm(form: HTMLFormElement, prefix: string, t: Translate): boolean {
  const seen = new Set<string>();
  let first: Control | null = null;
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.willValidate) continue;
    const key = element.type === "radio" ? `radio:${element.name}` : `field:${element.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    clearField(form, prefix, element);
    if (element.validity.valid) continue;
    showField(prefix, element, validationMessage(element.validity, factsOf(element), t));
    first ??= element;
  }
  first?.focus();
  return first === null;
}

/**
 * Put inside a form: once the page runs, the form checks its fields with the page's messages in
 * its language and the browser's own bubbles are off. A refused send goes nowhere (the form's
 * own submit handlers, a bot check or a router submit, never run); a message goes as soon as
 * its field is corrected. Renders a hidden marker only.
 */
export function OwnValidation() {
  const t = useT();
  const marker = useRef<HTMLSpanElement>(null);
  const prefix = `own${useId().replace(/[^\w-]/g, "")}`;
  useEffect(() => {
    const form = marker.current?.closest("form");
    if (!form) return;
    form.noValidate = true;
    const onSubmit = (event: SubmitEvent) => {
      if (checkForm(form, prefix, t)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onChange = (event: Event) => {
      const control = event.target;
      if (!(control instanceof Element) || !isControl(control)) return;
      if (!form.querySelector(`[${OWN}="${CSS.escape(messageId(prefix, control))}"]`)) return;
      if (control.validity.valid) clearField(form, prefix, control);
    };
    form.addEventListener("submit", onSubmit);
    form.addEventListener("input", onChange);
    form.addEventListener("change", onChange);
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("input", onChange);
      form.removeEventListener("change", onChange);
    };
  }, [t, prefix]);
  // JSX without the syntax (this file is .ts): the ref is attached to the span, never read here.
  // eslint-disable-next-line react-hooks/refs
  return createElement("span", { hidden: true, ref: marker, "data-own-validation": "" });
}
