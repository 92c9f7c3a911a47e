import type { SignUpBody } from "./schemas/auth.schema";
import type { SubscriptionChannel, SubscriptionType } from "./schemas/subscriptions.schema";

/** The consents of a sign-up or enrolment form. */
export type SignUpConsents = NonNullable<SignUpBody["subscriptions"]>;

// Deliberately plain: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Spec 000 §5: a phone is stored as +dialCode+number; E.164 allows at most 15 digits.
const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

/** An e-mail recipient as stored: trimmed, lower case; null when it is not an address. */
export function emailRecipient(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

/** An SMS recipient in +dialCode+number form (8 to 15 digits); null otherwise. */
export function phoneRecipient(raw: string): string | null {
  const phone = raw.trim();
  return PHONE_PATTERN.test(phone) ? phone : null;
}

/** The subscriptions a sign-up's consents ask for; a consent left false asks for none. */
export function consentsToSubscriptions(
  consents: SignUpConsents,
): { type: SubscriptionType; channel: SubscriptionChannel }[] {
  const wanted: { type: SubscriptionType; channel: SubscriptionChannel }[] = [];
  if (consents.newsletterConsent) wanted.push({ type: "Newsletter", channel: "email" });
  if (consents.loyaltyNewsletterConsent) {
    wanted.push({ type: "LoyaltyNewsletter", channel: "email" });
  }
  if (consents.loyaltyEnrollment || consents.loyaltyConsent) {
    wanted.push({ type: "Loyalty", channel: "email" });
  }
  if (consents.smsNotificationConsent) wanted.push({ type: "Newsletter", channel: "sms" });
  return wanted;
}

/** Why a consent cannot be honoured: the catalogue code, the field and the message. */
export interface ConsentProblem {
  errorId: "AUT453" | "VAL400";
  field: "email" | "phone";
  message: string;
}

/**
 * The consents with the recipient each goes to, or the first one that has no valid
 * recipient. Checked before an account is saved, so a refused consent saves nothing.
 */
export function consentRecipients(
  consents: SignUpConsents,
  contact: { email: string; phone?: string | null | undefined },
):
  | {
      ok: true;
      subscriptions: {
        type: SubscriptionType;
        channel: SubscriptionChannel;
        recipient: string;
        field: "email" | "phone";
      }[];
    }
  | { ok: false; problem: ConsentProblem } {
  const subscriptions = [];
  for (const wanted of consentsToSubscriptions(consents)) {
    if (wanted.channel === "email") {
      const recipient = emailRecipient(contact.email);
      if (!recipient)
        return {
          ok: false,
          problem: { errorId: "AUT453", field: "email", message: "email: Email is not valid." },
        };
      subscriptions.push({ ...wanted, recipient, field: "email" as const });
    } else {
      const recipient = phoneRecipient(contact.phone ?? "");
      if (!recipient)
        return {
          ok: false,
          problem: {
            errorId: "VAL400",
            field: "phone",
            message:
              "phone: An SMS subscription needs a phone as +dialCode+number (8 to 15 digits).",
          },
        };
      subscriptions.push({ ...wanted, recipient, field: "phone" as const });
    }
  }
  return { ok: true, subscriptions };
}
