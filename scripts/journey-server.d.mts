/** The store the browser journeys run against (journey-server.mjs). */
export const E2E_CONTENT_SECRET: string;
export function journeyPort(): number;
export function journeyServer(port?: number): {
  command: string;
  url: string;
  env: Record<string, string>;
};
