import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./scripts/precompress.mjs";

export default {
  appDirectory: "app",
  // WEB_BUILD_OUT: another build beside the usual one (engineers building while journeys run);
  // the server reads it with WEB_BUILD_DIR=web/<that>.
  buildDirectory: process.env["WEB_BUILD_OUT"] ?? "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Brotli and gzip copies of the client assets, made once here rather than per request.
  async buildEnd({ reactRouterConfig }) {
    const { files, before, after } = await precompress(
      join(reactRouterConfig.buildDirectory, "client"),
    );
    process.stdout.write(
      `precompressed ${files} client files: ${before} bytes, ${after} as brotli\n`,
    );
  },
} satisfies Config;
