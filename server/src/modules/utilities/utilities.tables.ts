import type { Queryable } from "../../platform/database/db.types";

export interface StoreEmployeeRow {
  store_employee_id: string;
  first_name: string;
  last_name: string;
}

/** A store's active employees, by first name. */
export async function selectStoreEmployees(
  db: Queryable,
  storeId: string,
): Promise<StoreEmployeeRow[]> {
  return db.query<StoreEmployeeRow>(
    `select store_employee_id, first_name, last_name from store_employees
      where store_id = $1 and active
      order by first_name, store_employee_id`,
    [storeId],
  );
}
