export type Database = "pglite" | "postgres";
export declare const DATABASES: readonly Database[];
/** The glob the API projects cover (every file it matches gets a database list). */
export declare const API_GLOB: string;
/** A test file's markers: the databases it runs on, whether it shares the worker's app. */
export declare function markersOf(source: string): {
  databases: Database[];
  shared: boolean;
  error?: string;
};
/** Every API test file (paths from the repository root, sorted) with its markers. */
export declare function apiFiles(
  base?: string,
): { file: string; databases: Database[]; shared: boolean; error?: string }[];
/** The `api` (fresh app per file) and `api-shared` include lists for one database. */
export declare function apiIncludes(
  database: Database,
  base?: string,
): { fresh: string[]; shared: string[] };
