import { island } from "../../lib/island";

/**
 * The employee terms question over a page, asked once: its code comes only when it is asked
 * (issue 27).
 */
export const EmployeeTermsDialog = island(() =>
  import("./EmployeeTermsDialog").then((module) => module.EmployeeTermsDialog),
);
