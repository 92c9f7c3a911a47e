/** The store's VCL (ops/varnish/ridgeline.vcl). */
export declare const VCL_FILE: string;
/** varnishd's path (on PATH or in /usr/sbin), or null when Varnish is not installed. */
export declare function findVarnishd(): string | null;
/** The VCL with its backend (and, given `purgers`, its purge ACL) replaced. */
export declare function renderVcl(
  source: string,
  options: { host: string; port: number; purgers?: string[] },
): string;
/** A running throw-away Varnish; stop() ends it and deletes its dir. */
export interface RunningVarnish {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  workDir: string;
  /** Its -n dir, for varnishlog and varnishadm. */
  name: string;
  stop(): Promise<void>;
}
/** Starts varnishd (-F) on a free loopback port in front of `backend` ("host:port"). */
export declare function startVarnish(options: {
  backend: string;
  purgers?: string[];
  vclFile?: string;
}): Promise<RunningVarnish>;
