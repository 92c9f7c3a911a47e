import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";

/** An employee's standing with the employee discount terms (000 §6). */
export interface EmployeeTermsState {
  employee: boolean;
  acceptedAt: Date | null;
}

/**
 * The identity area's part of the employee discount: who is an employee (consumerType
 * EMPLOYEE) and whether they accepted the terms. The programmes area asks through this.
 */
export interface EmployeeTermsService {
  /** Null when the account does not exist. */
  state(consumerNo: string, db?: Queryable): Promise<EmployeeTermsState | null>;
  /** Records the acceptance (the first one counts); PRO404 for an unknown account. */
  accept(consumerNo: string): Promise<EmployeeTermsState>;
}

export function createEmployeeTermsService(deps: { db: Db }): EmployeeTermsService {
  async function state(consumerNo: string, db: Queryable = deps.db) {
    const rows = await db.query<{ employee: boolean; accepted_at: Date | string | null }>(
      `select consumer_type = 'EMPLOYEE' as employee, employee_terms_accepted_at as accepted_at
         from consumers where consumer_no = $1`,
      [consumerNo],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      employee: row.employee,
      acceptedAt: row.accepted_at === null ? null : new Date(row.accepted_at),
    };
  }
  return {
    state,
    async accept(consumerNo) {
      await deps.db.query(
        `update consumers set employee_terms_accepted_at = now()
          where consumer_no = $1 and consumer_type = 'EMPLOYEE'
            and employee_terms_accepted_at is null`,
        [consumerNo],
      );
      const after = await state(consumerNo);
      if (!after) throw new AppError("PRO404");
      return after;
    },
  };
}
