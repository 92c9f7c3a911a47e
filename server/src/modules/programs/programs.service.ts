import { type Currency, type Program, type ProgramDetails } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EmployeeTermsService } from "../identity";
import {
  employeeDiscountMinor,
  programDetails,
  remainingMinor,
  spendYear,
} from "./programs.helpers";
import {
  addSpend,
  giveBackAllowanceRows,
  refundAllowanceRow,
  selectMemberships,
  spendAllowanceRow,
} from "./programs.tables";

/** An order-level discount a cart shows (000 §3 promoSummary, level ORDER). */
export interface OrderDiscount {
  promotionId: string;
  promotionName: string;
  amountMinor: number;
}

export const EMPLOYEE_DISCOUNT_ID = "EMPLOYEE_DISCOUNT";

export interface ProgramsService {
  /** The profile's programme fields: spend per programme this year and the identity list. */
  details(consumerNo: string): Promise<ProgramDetails>;
  /** An employee accepts the discount terms; anyone else is refused (VAL400). */
  acceptEmployeeTerms(consumerNo: string): Promise<{ acceptedAt: Date }>;
  /**
   * The employee discount a cart of this shopper gets: only an EMPLOYEE who accepted the
   * terms, only in the currency of their allowance, never past what is left of the annual cap.
   */
  employeeDiscount(
    consumerNo: string,
    currency: Currency,
    itemTotalMinor: number,
    db?: Queryable,
  ): Promise<OrderDiscount | null>;
  /** Counts a purchase against a programme's allowance of this year (for order placement). */
  recordSpend(
    consumerNo: string,
    program: Program,
    amountMinor: number,
    tx?: Queryable,
  ): Promise<void>;
  /**
   * Counts a placed order against the annual caps of the professional programmes the shopper
   * belongs to (WRANX, IPA: their spend banners), in the order's transaction so it counts once.
   * A cap kept in another currency is not counted in this one.
   */
  recordPurchase(
    tx: Queryable,
    purchase: { consumerNo: string; currency: Currency; amountMinor: number },
  ): Promise<void>;
  /**
   * Pays an order with a programme's credit (the athlete's allowance), against the order's
   * reference, in the caller's transaction: PYT400 when what is left this year no longer covers
   * it, also when two orders spend it at once. The same reference twice counts once.
   */
  spendAllowance(
    tx: Queryable,
    spend: { consumerNo: string; program: Program; amountMinor: number; reference: string },
  ): Promise<void>;
  /** Gives back what a reference spent of any allowance, to the year it was taken from; once. */
  giveBackAllowance(tx: Queryable, reference: string): Promise<void>;
  /** Gives part of an allowance spend back (a return's refund); throws when it has less left. */
  refundAllowance(
    tx: Queryable,
    part: { consumerNo: string; program: Program; reference: string; amountMinor: number },
  ): Promise<void>;
}

/** The professional programmes (000 §6), whose members' purchases count against a cap. */
const PROFESSIONAL_PROGRAMS: ReadonlySet<Program> = new Set<Program>(["WRANX", "IPA"]);

export function createProgramsService(deps: {
  db: Db;
  employeeTerms: EmployeeTermsService;
  /** The employee discount, a whole percentage (EMPLOYEE_DISCOUNT_PERCENT). */
  employeeDiscountPercent: number;
  now?: () => Date;
}): ProgramsService {
  const now = deps.now ?? (() => new Date());
  return {
    async details(consumerNo) {
      const year = spendYear(now());
      return programDetails(await selectMemberships(deps.db, consumerNo, year), year);
    },

    async acceptEmployeeTerms(consumerNo) {
      const before = await deps.employeeTerms.state(consumerNo);
      if (!before) throw new AppError("PRO404");
      if (!before.employee)
        throw new AppError("VAL400", {
          field: "isEmployeeDiscountTCAccepted",
          message: "Only employees have employee discount terms to accept.",
        });
      const after = await deps.employeeTerms.accept(consumerNo);
      return { acceptedAt: after.acceptedAt ?? now() };
    },

    async employeeDiscount(consumerNo, currency, itemTotalMinor, db = deps.db) {
      if (itemTotalMinor <= 0 || deps.employeeDiscountPercent <= 0) return null;
      const terms = await deps.employeeTerms.state(consumerNo, db);
      if (!terms?.employee || !terms.acceptedAt) return null;
      const year = spendYear(now());
      const membership = (await selectMemberships(db, consumerNo, year)).find(
        (row) => row.program === "EMPLOYEE",
      );
      if (!membership || membership.currency !== currency) return null;
      const amountMinor = employeeDiscountMinor(
        itemTotalMinor,
        deps.employeeDiscountPercent,
        remainingMinor(membership),
      );
      if (amountMinor <= 0) return null;
      return {
        promotionId: EMPLOYEE_DISCOUNT_ID,
        promotionName: `Employee discount ${deps.employeeDiscountPercent}%`,
        amountMinor,
      };
    },

    async recordSpend(consumerNo, program, amountMinor, tx = deps.db) {
      if (!Number.isInteger(amountMinor) || amountMinor <= 0) return;
      await addSpend(tx, { consumerNo, program, year: spendYear(now()), amountMinor });
    },

    async recordPurchase(tx, { consumerNo, currency, amountMinor }) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return;
      const year = spendYear(now());
      for (const membership of await selectMemberships(tx, consumerNo, year))
        if (
          PROFESSIONAL_PROGRAMS.has(membership.program) &&
          membership.allowance_kind === "CAP" &&
          membership.currency === currency
        )
          await addSpend(tx, { consumerNo, program: membership.program, year, amountMinor });
    },

    async spendAllowance(tx, spend) {
      if (!Number.isSafeInteger(spend.amountMinor) || spend.amountMinor <= 0) return;
      if (!(await spendAllowanceRow(tx, { ...spend, year: spendYear(now()) })))
        throw new AppError("PYT400", {
          field: "payment_method_id",
          message: "The athlete allowance left no longer covers the amount it was to pay.",
        });
    },

    giveBackAllowance: (tx, reference) => giveBackAllowanceRows(tx, reference),
    async refundAllowance(tx, part) {
      if (!Number.isSafeInteger(part.amountMinor) || part.amountMinor <= 0) return;
      if (!(await refundAllowanceRow(tx, part)))
        throw new Error(`allowance spend ${part.reference} has not ${part.amountMinor} to refund`);
    },
  };
}
