import { createHash, randomBytes } from "node:crypto";
import {
  consentRecipients,
  type Subscription,
  type SubscriptionChannel,
  type SubscriptionType,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import {
  registeredShopper,
  type RequestScope,
  type SiteScope,
} from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import {
  confirmationMessage,
  emailRecipient,
  phoneRecipient,
  regionOf,
  type SignUpConsents,
} from "./subscriptions.helpers";
import {
  claimConfirmation,
  confirmPending,
  insertConfirmation,
  lockSubscription,
  needsDoubleOptin,
  selectSubscriptions,
  writeSubscription,
  type SubscriptionRow,
} from "./subscriptions.tables";

export interface SubscriptionChange {
  type: SubscriptionType;
  channel: SubscriptionChannel;
  optin: boolean;
  recipient?: string | undefined;
}

/** A shopper's e-mail and phone (+dialCode+number), where the profile knows them. */
export interface ShopperContact {
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

type SubscriptionList = { subscriptions: Subscription[] };

export interface SubscriptionsService {
  list(scope: RequestScope): Promise<SubscriptionList>;
  /** Opts in; e-mail subscriptions wait for their link where the site's country asks it. */
  subscribe(
    scope: RequestScope,
    items: {
      type: SubscriptionType;
      channel: SubscriptionChannel;
      recipient?: string | undefined;
    }[],
  ): Promise<SubscriptionList>;
  /** Opts in or out; an opt-out keeps the row with its optoutDate. */
  update(scope: RequestScope, changes: SubscriptionChange[]): Promise<SubscriptionList>;
  /** Uses a double opt-in link (single use, expiring; AUT402 otherwise). */
  confirm(token: string): Promise<SubscriptionList>;
  /**
   * The sign-up's consents become subscriptions of the new consumer (see
   * docs/decisions/0023-cards-subscriptions.md for the mapping). Runs in `tx` when given, so
   * the caller's sign-up and these commit together. Throws VAL400 naming `phone` for SMS
   * consent without a +dialCode+number phone, AUT453 naming `email` for a bad address.
   */
  /** Whether the shopper has any subscription row, opted in, pending or out. */
  hasAny(consumerNo: string): Promise<boolean>;
  /** A shopper's subscriptions, opted in, pending or out (000 §3 profile `subscriptions`). */
  of(consumerNo: string): Promise<Subscription[]>;
  subscribeAtSignUp(
    consumerNo: string,
    consents: SignUpConsents,
    site: SiteScope,
    contact: { email: string; phone?: string | null | undefined },
    tx?: Queryable,
  ): Promise<Subscription[]>;
}

const CONFIRMATION_TTL_SECONDS = 3 * 24 * 60 * 60;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function toView(row: SubscriptionRow): Subscription {
  return {
    type: row.type,
    channel: row.channel,
    optin: row.optin,
    doubleOptin: row.double_optin,
    optinDate: iso(row.optin_date),
    optoutDate: iso(row.optout_date),
    recipient: row.recipient,
    country: row.country.trim(),
    region: row.region,
  };
}

/** A recipient in its stored form, or the catalogue error naming `field`. */
function checkRecipient(channel: SubscriptionChannel, raw: string, field: string): string {
  if (channel === "email") {
    const email = emailRecipient(raw);
    if (!email) throw new AppError("AUT453", { field, message: `${field}: Email is not valid.` });
    return email;
  }
  const phone = phoneRecipient(raw);
  if (!phone) {
    throw new AppError("VAL400", {
      field,
      message: `${field}: An SMS subscription needs a phone as +dialCode+number (8 to 15 digits).`,
    });
  }
  return phone;
}

export function createSubscriptionsService(deps: {
  db: Db;
  mailer: Mailer;
  /** The shop's public origin, which mail links are built on. */
  publicOrigin: string;
  /** The profile's contact details, used when a request names no recipient (consumers area). */
  contactOf?: (consumerNo: string) => Promise<ShopperContact | null>;
  confirmationTtlSeconds?: number;
}): SubscriptionsService {
  const { db, mailer } = deps;
  const ttlSeconds = deps.confirmationTtlSeconds ?? CONFIRMATION_TTL_SECONDS;

  const listOf = async (consumerNo: string): Promise<SubscriptionList> => ({
    subscriptions: (await selectSubscriptions(db, consumerNo)).map(toView),
  });

  /**
   * Applies checked changes in `tx`, queueing one confirmation e-mail per recipient. `own` is
   * the shopper's own contact (the profile, or the sign-up's): it fills in a missing recipient,
   * and an e-mail address that is not the shopper's own always needs the double opt-in, so
   * nobody can sign someone else up for mail.
   */
  async function apply(
    tx: Queryable,
    consumerNo: string,
    site: SiteScope,
    changes: (SubscriptionChange & { field: string })[],
    own: ShopperContact | null,
  ): Promise<void> {
    const country = site.country.toUpperCase();
    const pending = new Map<string, SubscriptionType[]>();
    for (const change of changes) {
      const existing = await lockSubscription(tx, consumerNo, change.type, change.channel);
      if (!change.optin) {
        if (!existing) continue;
        // Already out: the first opt-out date stays.
        const wasOut = !existing.optin && existing.optout_date !== null;
        await writeSubscription(tx, {
          ...existing,
          optin: false,
          optinDate: "keep",
          optoutDate: wasOut ? "keep" : "now",
        });
        continue;
      }
      const given = change.recipient ?? null;
      const fromProfile = change.channel === "email" ? own?.email : own?.phone;
      const raw = given ?? existing?.recipient ?? fromProfile ?? null;
      if (raw === null) {
        throw new AppError("VAL400", {
          field: change.field,
          message: `${change.field}: Say where to send this subscription.`,
        });
      }
      const recipient = checkRecipient(change.channel, raw, change.field);
      if (existing?.optin && existing.recipient === recipient) continue;
      const ownEmail = own?.email ? emailRecipient(own.email) : null;
      const foreign = change.channel === "email" && recipient !== ownEmail;
      const double = foreign || (await needsDoubleOptin(tx, country, change.channel));
      const base = {
        consumer_no: consumerNo,
        type: change.type,
        channel: change.channel,
        recipient,
        country,
        region: regionOf(country),
        double_optin: double,
      };
      if (double) {
        // Pending until the link is used: not subscribed, no dates.
        await writeSubscription(tx, {
          ...base,
          optin: false,
          optinDate: "clear",
          optoutDate: "clear",
        });
        pending.set(recipient, [...(pending.get(recipient) ?? []), change.type]);
      } else {
        await writeSubscription(tx, {
          ...base,
          optin: true,
          optinDate: "now",
          optoutDate: "clear",
        });
      }
    }
    for (const [recipient, types] of pending) {
      const token = randomBytes(32).toString("base64url");
      await insertConfirmation(tx, {
        tokenHash: createHash("sha256").update(token).digest("hex"),
        consumerNo,
        channel: "email",
        recipient,
        types,
        ttlSeconds,
      });
      await mailer.enqueue(
        tx,
        confirmationMessage({
          publicOrigin: deps.publicOrigin,
          to: recipient,
          locale: site.locale,
          language: site.language,
          types,
          token,
        }),
      );
    }
  }

  async function change(
    scope: RequestScope,
    changes: SubscriptionChange[],
  ): Promise<SubscriptionList> {
    const { consumerNo } = registeredShopper(scope);
    const checked = changes.map((item, index) => {
      const field = `subscriptions.${index}.recipient`;
      // Checked before the transaction, so a bad recipient changes nothing.
      const recipient =
        item.recipient === undefined
          ? undefined
          : checkRecipient(item.channel, item.recipient, field);
      return { ...item, recipient, field };
    });
    // Another area's service is called before, not inside, this area's transaction.
    const own =
      checked.some((item) => item.optin) && deps.contactOf
        ? await deps.contactOf(consumerNo)
        : null;
    await db.transaction((tx) => apply(tx, consumerNo, scope.site, checked, own));
    return listOf(consumerNo);
  }

  return {
    list(scope) {
      return listOf(registeredShopper(scope).consumerNo);
    },

    subscribe(scope, items) {
      return change(
        scope,
        items.map((item) => ({ ...item, optin: true })),
      );
    },

    update(scope, changes) {
      return change(scope, changes);
    },

    async confirm(token) {
      const tokenHash = createHash("sha256").update(token).digest("hex");
      const confirmed = await db.transaction(async (tx) => {
        const link = await claimConfirmation(tx, tokenHash);
        if (!link || (await confirmPending(tx, link)) === 0) return null;
        return link;
      });
      if (!confirmed) {
        throw new AppError("AUT402", {
          field: "token",
          message:
            "This confirmation link has expired or was already used. Subscribe again for a new one.",
        });
      }
      const all = await listOf(confirmed.consumer_no);
      return {
        subscriptions: all.subscriptions.filter(
          (sub) =>
            sub.channel === confirmed.channel &&
            sub.recipient === confirmed.recipient &&
            confirmed.types.includes(sub.type),
        ),
      };
    },

    async hasAny(consumerNo) {
      return (await selectSubscriptions(db, consumerNo)).length > 0;
    },

    async of(consumerNo) {
      return (await selectSubscriptions(db, consumerNo)).map(toView);
    },

    async subscribeAtSignUp(consumerNo, consents, site, contact, tx) {
      const checked = consentRecipients(consents, contact);
      if (!checked.ok) {
        const { errorId, field, message } = checked.problem;
        throw new AppError(errorId, { field, message });
      }
      const changes = checked.subscriptions.map((item) => ({ ...item, optin: true }));
      if (changes.length === 0) return [];
      if (tx) await apply(tx, consumerNo, site, changes, contact);
      else await db.transaction((inner) => apply(inner, consumerNo, site, changes, contact));
      return (await selectSubscriptions(tx ?? db, consumerNo)).map(toView);
    },
  };
}
