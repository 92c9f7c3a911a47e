import { segmentsOf } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { IdentityArea } from "../identity";
import type { LoyaltyArea } from "../loyalty";
import type { ProgramsArea } from "../programs";
import type { AudienceSegments } from "./audience-query.helpers";

/**
 * A customer's segments (001 §6) as the store knows them from their account: signed in, a
 * loyalty member or not, an employee, a programme's member, an athlete. The bag's segments
 * belong to a page's request, not to an account: none here. Null for no such customer.
 */
export function accountSegments(deps: {
  identity: IdentityArea;
  loyalty: LoyaltyArea;
  programs: ProgramsArea;
}): AudienceSegments {
  return {
    async qualified(customerNo) {
      let consumerType: string;
      try {
        ({ consumerType } = await deps.identity.accounts.profile(customerNo));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
      const [membership, details] = await Promise.all([
        deps.loyalty.membership(customerNo),
        deps.programs.programs.details(customerNo),
      ]);
      const prosumer = details.prosumer?.program;
      return new Set(
        segmentsOf({
          signedIn: true,
          loyaltyMember: membership !== null,
          employee: consumerType === "EMPLOYEE" || details.employee !== null,
          wranx: prosumer === "WRANX",
          ipa: prosumer === "IPA",
          athlete: details.athlete !== null,
          bagEmpty: null,
        }),
      );
    },
  };
}
