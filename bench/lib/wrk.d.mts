export interface WrkResult {
  rps: number;
  p50: number | null;
  p99: number | null;
  requests: number;
  non2xx: number;
  errors: number;
}
export function hasWrk(): boolean;
export function parseWrk(report: string): WrkResult;
export function wrkLoad(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
}): Promise<WrkResult>;
