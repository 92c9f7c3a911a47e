/** The globs the import-cycle check reads, from the repository's root. */
export declare const CHECKED: string[];
/** The import cycles among the files `globs` match under `root`, each as paths from `root`. */
export declare function findCycles(root: string, globs?: string[]): Promise<string[][]>;
/**
 * A cycle among web features: the features in order (the last imports the first again) and,
 * for each step, an import that makes it as [importer, imported], paths from the root.
 */
export interface FeatureCycle {
  features: string[];
  imports: [importer: string, imported: string][];
}
/** The cycles among the web features (web/app/features/<feature>/) of the files `globs` match. */
export declare function findFeatureCycles(root: string, globs?: string[]): Promise<FeatureCycle[]>;
/** One feature cycle as the check prints it: the chain, then the import behind each step. */
export declare function describeFeatureCycle(cycle: FeatureCycle): string;
