import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("./production-builds.ts", import.meta.url));

/** Runs a fresh Node process (as main.ts starts) and reports which builds it loaded. */
function loadedBuilds(prepare: boolean, nodeEnv: string | undefined) {
  const script = `
    import { createRequire } from "node:module";
    const { useProductionBuilds, shopEnv } = await import(${JSON.stringify(MODULE)});
    if (${prepare}) useProductionBuilds();
    await import("react-router");
    await import("react-dom/server");
    const require = createRequire(process.cwd() + "/");
    console.log(JSON.stringify({
      reactRouter: import.meta.resolve("react-router"),
      // Files that ran: Node's CJS export analysis also lists (unrun) the other branch's file.
      react: Object.entries(require.cache)
        .filter(([file, module]) => module?.loaded && /react(-dom)?\\/cjs\\//.test(file))
        .map(([file]) => file),
      shopMode: shopEnv().NODE_ENV ?? null,
    }));`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env["RIDGELINE_NODE_ENV"];
  if (nodeEnv === undefined) delete env["NODE_ENV"];
  else env["NODE_ENV"] = nodeEnv;
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script],
    { env, encoding: "utf8" },
  );
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as {
    reactRouter: string;
    react: string[];
    shopMode: string | null;
  };
}

describe("the server's React and React Router builds", () => {
  it("are the production builds once main.ts has prepared the process, in any shop mode", () => {
    for (const mode of [undefined, "development", "production"]) {
      const loaded = loadedBuilds(true, mode);
      expect(loaded.reactRouter).toContain("/react-router/dist/production/");
      expect(loaded.react.length).toBeGreaterThan(0);
      expect(loaded.react.every((file) => file.includes(".production."))).toBe(true);
      // The shop's own mode is untouched: unset stays unset (config's default, development).
      expect(loaded.shopMode).toBe(mode ?? "");
    }
  }, 60_000);

  it("would be the development builds without it (what the test guards against)", () => {
    const loaded = loadedBuilds(false, undefined);
    expect(loaded.reactRouter).toContain("/react-router/dist/development/");
    expect(loaded.react.some((file) => file.includes(".development."))).toBe(true);
  }, 60_000);
});
