import { randomBytes } from "node:crypto";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import { brokenPasswordRules, wordLanguage, type WordLanguage } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { mailLink, type Mailer } from "../../platform/mail/mailer";
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { SiteScope } from "../../platform/http/request-scope";
import { emailKey, hashCode } from "./accounts.service";
import {
  insertPasswordReset,
  redeemPasswordReset,
  revokeChainsOf,
  selectConsumerByEmail,
  selectFamilyOfSession,
  selectLivePasswordReset,
  selectPasswordHash,
  updatePassword,
} from "./consumers.tables";
import { hashToken } from "./identity.service";
import { hashPassword, verifyPassword, type PasswordCost } from "../../platform/security/passwords";

/** How long a forgot-password link works. */
export const RESET_LINK_SECONDS = 60 * 60;

export interface PasswordsService {
  /** Needs the current password; signs out every other session of the shopper. */
  change(
    consumerNo: string,
    accessToken: string,
    input: { currentPassword: string; newPassword: string; confirmPassword?: string | undefined },
  ): Promise<void>;
  /** Mails a reset link when the e-mail has an account; says nothing either way. */
  requestReset(email: string, site: SiteScope): Promise<void>;
  /** Sets the password from a reset link, lifts a lockout and signs out every session. */
  reset(input: {
    token: string;
    newPassword: string;
    confirmPassword?: string | undefined;
  }): Promise<void>;
}

function checkNewPassword(newPassword: string, confirmPassword: string | undefined): void {
  if (confirmPassword !== undefined && confirmPassword !== newPassword)
    throw new AppError("FE340", { field: "confirmPassword" });
  const broken = brokenPasswordRules(newPassword);
  if (broken.includes("length")) throw new AppError("FE872", { field: "newPassword" });
  if (broken.length > 0)
    throw new AppError("VAL400", {
      field: "newPassword",
      message:
        "Password does not meet requirements: it needs an upper-case letter, a lower-case letter and a digit.",
    });
}

/** The reset e-mail's words, per language (issue 26: it was English on every site). */
const RESET_WORDS: Readonly<
  Record<
    WordLanguage,
    { subject: string; hello(name: string): string; asked: string; choose: string; once: string }
  >
> = {
  en: {
    subject: "Reset your Ridgeline password",
    hello: (name) => `Hello ${name},`,
    asked:
      "Someone (we hope you) asked to reset the password of your Ridgeline account. Choose a new one within the hour:",
    choose: "Choose a new password",
    once: "The link works once. If you did not ask, ignore this e-mail: your password stays as it is.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Ridgeline",
    hello: (name) => `Bonjour ${name},`,
    asked:
      "Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Ridgeline. Choisissez-en un nouveau dans l’heure :",
    choose: "Choisir un nouveau mot de passe",
    once: "Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  de: {
    subject: "Setzen Sie Ihr Ridgeline-Passwort zurück",
    hello: (name) => `Hallo ${name},`,
    asked:
      "Jemand (hoffentlich Sie) möchte das Passwort Ihres Ridgeline-Kontos zurücksetzen. Wählen Sie innerhalb einer Stunde ein neues:",
    choose: "Neues Passwort wählen",
    once: "Der Link funktioniert einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.",
  },
};

function resetMessage(to: string, firstName: string, url: string, locale: string) {
  const words = RESET_WORDS[wordLanguage(locale)];
  return {
    to,
    subject: words.subject,
    text: `${words.hello(firstName)}\n\n${words.asked}\n\n${url}\n\n${words.once}`,
    html: `<p>${escapeHtml(words.hello(firstName))}</p>
<p>${escapeHtml(words.asked)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(words.choose)}</a></p>
<p>${escapeHtml(words.once)}</p>`,
  };
}

/**
 * Guesses at the current password through a stolen session: a few per account and hour. Each
 * check costs a password hash too, so this also bounds the CPU one session can spend.
 */
export const CHANGE_PASSWORD_ATTEMPTS: RateRule = {
  name: "change-password-account",
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many attempts to change the password. Please try again in an hour.",
};

export function createPasswordsService(deps: {
  db: Db;
  mailer: Mailer;
  passwordCost: PasswordCost;
  limits: RateLimits;
  /** The shop's public origin, which mail links are built on. */
  publicOrigin: string;
}): PasswordsService {
  return {
    async change(consumerNo, accessToken, input) {
      await deps.limits.check(CHANGE_PASSWORD_ATTEMPTS, consumerNo);
      const stored = await selectPasswordHash(deps.db, consumerNo);
      if (!stored) throw new AppError("PRO404");
      if (!(await verifyPassword(input.currentPassword, stored)))
        throw new AppError("AUT450", { field: "currentPassword" });
      checkNewPassword(input.newPassword, input.confirmPassword);
      if (await verifyPassword(input.newPassword, stored))
        throw new AppError("AUT451", { field: "newPassword" });
      const hash = await hashPassword(input.newPassword, deps.passwordCost);
      const keep = await selectFamilyOfSession(deps.db, hashToken(accessToken));
      await deps.db.transaction(async (tx) => {
        // Another change (or a reset) that landed since the check above wins: this one was
        // checked against a password that is no longer the account's (PRO415).
        if (!(await updatePassword(tx, consumerNo, hash, stored)))
          throw new AppError("PRO415", {
            message: "The password was changed meanwhile. Please sign in again and retry.",
          });
        await revokeChainsOf(tx, consumerNo, keep);
      });
    },

    async requestReset(email, site) {
      const consumer = await selectConsumerByEmail(deps.db, emailKey(email));
      if (!consumer) return;
      const token = randomBytes(32).toString("base64url");
      const url = mailLink(deps.publicOrigin, `/${site.locale}/reset-password?token=${token}`);
      await deps.db.transaction(async (tx) => {
        await insertPasswordReset(tx, {
          tokenHash: hashCode(token),
          consumerNo: consumer.consumer_no,
          expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
        });
        await deps.mailer.enqueue(
          tx,
          resetMessage(consumer.email, consumer.first_name, url, site.locale),
        );
      });
    },

    async reset(input) {
      checkNewPassword(input.newPassword, input.confirmPassword);
      const tokenHash = hashCode(input.token);
      const consumerNo = await selectLivePasswordReset(deps.db, tokenHash);
      if (!consumerNo) throw new AppError("AUT402", { field: "token" });
      // Refused before the link is spent, so the shopper can try another password with it.
      const stored = await selectPasswordHash(deps.db, consumerNo);
      if (stored && (await verifyPassword(input.newPassword, stored)))
        throw new AppError("AUT452", { field: "newPassword" });
      const hash = await hashPassword(input.newPassword, deps.passwordCost);
      await deps.db.transaction(async (tx) => {
        if ((await redeemPasswordReset(tx, tokenHash)) !== consumerNo)
          throw new AppError("AUT402", { field: "token" });
        await updatePassword(tx, consumerNo, hash);
        await revokeChainsOf(tx, consumerNo, null);
      });
    },
  };
}
