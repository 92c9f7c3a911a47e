import type { ContactCaseInput, ContactCategory } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import type { RequestScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import { caseAcknowledgement } from "./help-mail.helpers";
import { checkTopic, contactCategories, sequenceNumber } from "./help.helpers";
import { insertContactCase, nextHelpNumber } from "./help.tables";

export interface ContactService {
  /** The form's categories with their subjects, in the language of the request's site. */
  categories(language: string): { categories: ContactCategory[] };
  /**
   * Opens a case: the bot check, the topic (VAL400 at `category` or `subject`), a gapless
   * number per site, the row and the acknowledgement e-mail in one transaction.
   */
  createCase(
    input: ContactCaseInput,
    scope: RequestScope,
    clientAddress: string,
  ): Promise<{ caseNumber: string }>;
}

export function createContactService(deps: {
  db: Db;
  mailer: Mailer;
  /** The bot check of the contact form (with a page without JavaScript's lane). */
  verifyBot: (response: string | undefined, clientAddress: string) => Promise<void>;
}): ContactService {
  const { db, mailer } = deps;
  return {
    categories: (language) => ({ categories: contactCategories(language) }),

    async createCase(input, scope, clientAddress) {
      const { site } = scope;
      const labels = checkTopic(input.category, input.subject, site.language);
      await deps.verifyBot(input.recaptcha_response, clientAddress);
      const caseNumber = await db.transaction(async (tx) => {
        const caseNo = sequenceNumber(
          "C",
          site.siteId,
          await nextHelpNumber(tx, "case", site.siteId),
        );
        await insertContactCase(tx, {
          caseNo,
          siteId: site.siteId,
          category: input.category,
          subject: input.subject,
          name: input.name,
          email: input.email,
          orderNo: input.orderNumber ?? null,
          message: input.message,
          consumerNo:
            scope.shopper && scope.shopper.consumerType !== "GUEST"
              ? scope.shopper.consumerNo
              : null,
          locale: site.locale,
        });
        await mailer.enqueue(
          tx,
          caseAcknowledgement({
            caseNo,
            email: input.email,
            name: input.name,
            subjectLabel: `${labels.category}: ${labels.subject}`,
            message: input.message,
            language: site.language,
          }),
        );
        return caseNo;
      });
      return { caseNumber };
    },
  };
}
