import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** A demo store employee (the associate login's list), as seed/store-employees.ts makes it. */
export interface StoreEmployeeSeed {
  storeId: string;
  storeEmployeeId: string;
  firstName: string;
  lastName: string;
}

/** Deletes the store employees before a reload of the demo data: all of them are demo data. */
export async function clearStoreEmployeeSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from store_employees");
}

/** Writes the demo store employees. */
export async function importStoreEmployeeSeed(
  tx: Queryable,
  employees: readonly StoreEmployeeSeed[],
): Promise<void> {
  await insertColumns(tx, "store_employees", {
    store_id: col("text", employees, (e) => e.storeId),
    store_employee_id: col("text", employees, (e) => e.storeEmployeeId),
    first_name: col("text", employees, (e) => e.firstName),
    last_name: col("text", employees, (e) => e.lastName),
  });
}
