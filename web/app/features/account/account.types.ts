/** An account form the API refused, as its page shows it: the code and the field it names. */
export interface AccountProblem {
  intent: string;
  errorId: string;
  field: string | null;
  values: Record<string, string>;
}
