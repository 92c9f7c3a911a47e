import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        // Fewer, larger scripts (decision 0047): a page asked for 26 to 37 files, most under
        // 2 kB, and on a phone's connection each costs a round trip before the page is usable.
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: one file, the same on every page and release.
            { name: "framework", test: /[\\/]node_modules[\\/]/, priority: 20 },
            // The app's modules that two or more routes share (design system, i18n, shell).
            { name: "shared", minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
