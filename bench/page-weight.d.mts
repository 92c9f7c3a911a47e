/** Gzip budgets per template and kind, in kB (decision 0047). */
export declare const BUDGETS_KB: Record<string, { js: number; css: number; html: number }>;
/** The scripts and stylesheets a document asks for before it is usable. */
export declare function assetsOf(html: string): { js: string[]; css: string[] };
/** The URL of each template on a running shop. */
export declare function templates(base: string): Promise<Record<string, string>>;
/** Every template's weight at `base` and what passes its budget. */
export declare function measure(base: string): Promise<{
  paths: Record<string, string>;
  results: Record<string, unknown>;
  rows: (string | number)[][];
  failures: string[];
}>;
/** The weights as a Markdown table. */
export declare function weightTable(rows: (string | number)[][]): string;
