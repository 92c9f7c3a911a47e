import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { WebBuild } from "./http/web-handler.routes";

/** Loads the web app's production build (`npm run build`), or null when it has not been built. */
export async function loadWebBuild(
  buildDir: string,
): Promise<{ build: WebBuild; clientDir: string } | null> {
  const serverEntry = resolve(buildDir, "server/index.js");
  const clientDir = resolve(buildDir, "client");
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const getLoadContext = (build.entry.module as unknown as Record<string, unknown>)[
    "getLoadContext"
  ];
  if (typeof getLoadContext !== "function") {
    throw new Error(`${serverEntry} does not export getLoadContext from its entry.server`);
  }
  return {
    build: { build, getLoadContext: getLoadContext as WebBuild["getLoadContext"] },
    clientDir,
  };
}
