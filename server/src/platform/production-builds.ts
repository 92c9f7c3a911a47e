import { register } from "node:module";

/**
 * The shop's own mode (NODE_ENV as the operator set it, "" when unset), kept here once the
 * process has switched its libraries to their production builds: config reads it from here, and
 * forked server processes inherit it with the rest of the environment.
 */
export const SHOP_ENV = "RIDGELINE_NODE_ENV";

/**
 * React Router's package.json points every condition at `dist/development` (remix-run/react-router
 * #12532, #14102): the server would render with its development build, dev warnings and checks
 * included. This hook sends each of those files to the same file of `dist/production`.
 */
const HOOK = `
const DEV = "/node_modules/react-router/dist/development/";
const PROD = "/node_modules/react-router/dist/production/";
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEV) ? { ...resolved, url: resolved.url.replace(DEV, PROD) } : resolved;
}
`;

/**
 * Makes this process load the production builds of React and React Router, whatever the shop's
 * mode: the web build is always Vite's production build, and development builds cost a product
 * page a share of its CPU (bench/README.md). React picks its build from NODE_ENV when first
 * loaded, so this runs before anything imports it (main.ts, then the server by dynamic import).
 * The shop's own NODE_ENV stays readable through `shopEnv`.
 */
export function useProductionBuilds(env: NodeJS.ProcessEnv = process.env): void {
  if (env[SHOP_ENV] === undefined) env[SHOP_ENV] = env["NODE_ENV"] ?? "";
  env["NODE_ENV"] = "production";
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}

/** The environment as the operator gave it: NODE_ENV is the shop's mode, not the libraries'. */
export function shopEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const mode = env[SHOP_ENV];
  return mode === undefined ? env : { ...env, NODE_ENV: mode };
}
