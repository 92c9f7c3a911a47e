/** The globs the import-cycle check reads, from the repository's root. */
export declare const CHECKED: string[];
/** The import cycles among the files `globs` match under `root`, each as paths from `root`. */
export declare function findCycles(root: string, globs?: string[]): Promise<string[][]>;
