import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      treeshake: {
        // A feature's doors (features/<area>/index.ts, index.server.ts; decision 0087) only pass
        // on their feature's modules. Said so, a page that takes one thing through a door is not
        // counted as using the rest: without it the layout's header pieces (mini-cart, sign-in
        // dialog, in-store bar) were moved into the shared script, since checkout, account and
        // legal pages take other things through the same doors.
        moduleSideEffects: [
          {
            test: /[\\/]app[\\/]features[\\/][^\\/]+[\\/]index(\.server)?\.ts$/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Fewer, larger scripts (decision 0047): a page asked for 26 to 37 files, most under
        // 2 kB, and on a phone's connection each costs a round trip before the page is usable.
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: one file, the same on every page and release.
            { name: "framework", test: /[\\/]node_modules[\\/]/, priority: 20 },
            // The design system, i18n and libraries four or more routes use; a feature's modules
            // go with the pages that use them, so a product page is not sent the order view's
            // code (decision 0089).
            {
              name: "shared",
              test: /[\\/](app[\\/](lib|ui)|contract[\\/]src)[\\/]/,
              minShareCount: 4,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
