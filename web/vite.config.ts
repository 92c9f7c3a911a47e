import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * Modules of the dialogs pages load when first used (`*.lazy.ts` and islands, decision 0089):
 * kept out of the shared script, or every page would load them up front after all. So is what
 * only the consent banner's code and the blocks consent gates share (lib/consent-change.ts).
 */
const FIRST_USE =
  /[\\/]features[\\/](auth[\\/](AuthDialog|SignInForm|SignUpForm|ForgotPasswordForm|SignUpConsents|PasswordChecklist)|associates[\\/]EmployeeTermsDialog)\.tsx$|[\\/]lib[\\/]consent-change\.ts$/;

/**
 * Modules only the shopper's own pages use (account, orders, checkout, gift cards, help, the
 * bag's totals and delivery summary, the favourites page's cards, the words for codes, the bag's
 * analytics records): split among those pages
 * instead of sent with every page in the shared script (decision 0089).
 */
const OWN_PAGES =
  /[\\/](features[\\/](account|orders|checkout|giftcards|help)[\\/]|features[\\/]cart[\\/]CartTotals|features[\\/]favorites[\\/]FavoriteCard|ui[\\/]DeliverySummary|features[\\/]cart[\\/](LineProduct|ApproachingBar)|lib[\\/](delivery-summary|code-words|shop-errors|cart-analytics)|contract[\\/]src[\\/]code-words)/;

/** The shared code's groups besides "shared" itself (what every shop page uses). */
const SHARED_PARTS: [string, RegExp][] = [
  // The sign-in dialog's loader, which the header and two content blocks import: named before
  // "forms" (which matches all of features/auth/), or every page took the forms' script (5 kB)
  // for it; left to the bundler it joined the dialog's own chunk, and every page took that.
  ["auth-loader", /[\\/]features[\\/]auth[\\/]auth-dialog\.lazy\.ts$/],
  [
    "forms",
    /[\\/](lib[\\/](form-errors|form-validation|bot-check|address-layout|saved-form-key)|ui[\\/]BotCheckedForm|features[\\/]auth[\\/]|contract[\\/]src[\\/](address-layout|bot-check|schemas[\\/](auth|profile|help|reviews|aftersales)\.values))/,
  ],
  // The store finder before the listing, whose facets use it too: a product page's store stock
  // takes the finder's results, and named after the listing they took the listing's whole
  // script (5.7 kB) to every product page (decision 0105).
  ["stores", /[\\/]features[\\/]stores[\\/]/],
  [
    "listing",
    /[\\/]features[\\/](catalog[\\/](SearchFacets|ProductListing|CompareTray|CompareToggle|ProductTile|compare|search-filters|tile-view)|product[\\/]QuickShop)/,
  ],
  // What every page's first screen runs of the blocks: the promo and benefit bars' helpers (a
  // link, rich text, the browser's memory of what was closed) and what decides whether a pop-up
  // shows. Apart from "blocks", which they would otherwise bring to every page whole; before it,
  // since a group takes what its modules import that no group before it took.
  [
    "page-blocks",
    /[\\/]app[\\/]blocks[\\/](popup[\\/](popup-logic|popup-store)\.ts|shared[\\/](remembered\.ts|ContentLink\.tsx|RichText\.tsx)|promo-bar[\\/](promo-bar-logic|use-browser-state)\.ts)$/,
  ],
  // What content blocks share among themselves (issue 28): fetched with the first block whose
  // code comes, never with the page. Not the parts every page renders at once: the list, the
  // registry and scope, the containers that only choose children and their small helpers, the
  // phone menu's button, the modal links' gate (its host comes with the first modal link) and
  // what decides whether a pop-up shows (its code comes when one does).
  [
    "blocks",
    /[\\/]app[\\/]blocks[\\/](?!(Blocks\.tsx|block-context\.ts|registry\.ts|content-scope\.ts)$|(espot|segmentation|experience|filter-block)[\\/]|collection[\\/]heading-levels\.ts$|shared[\\/](Heading\.tsx|BlockStylesheet\.tsx|block-style\.ts|tag-manager\.ts)$|mega-menu[\\/]MobileMenuToggle\.tsx$|modal-host[\\/](ModalGate\.tsx|modal-click\.ts)$|popup[\\/](SitePopups\.tsx|popup-logic\.ts|popup-store\.ts)$|shared[\\/](remembered\.ts|ContentLink\.tsx|RichText\.tsx)$|promo-bar[\\/](promo-bar-logic|use-browser-state)\.ts$)/,
  ],
];

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    target: "es2022",
    // No list, beside each lazy import, of the files it imports to preload with it (0.8 kB on
    // every page, the files' hashed names): parts loaded later (dialogs, deferred islands)
    // fetch their imports when they run, a moment later.
    modulePreload: false,
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
            // Not `web-vitals`: the beacon's library comes after the page has loaded (0105).
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](?!web-vitals[\\/])/,
              priority: 20,
            },
            // The stylesheets' addresses (a few bytes each, named by a page's `links`): one small
            // file, so that naming a feature's stylesheet never brings that feature's code along.
            { name: "stylesheets", test: /\.css\?url$/, minShareCount: 2, priority: 15 },
            // The app's modules that two or more routes share (design system, i18n, shell), but
            // for the code of dialogs a page loads when first used (decision 0089).
            // The app's modules that two or more routes share, in a few groups by what they
            // serve, so a page loads the groups it uses: a product page no forms or listing code
            // (its forms and rails come when the shopper gets near them, decision 0091). The
            // core first: what it imports is the core's too.
            ...[["shared", null] as const, ...SHARED_PARTS].map(([name, part], index) => ({
              name,
              test: (id: string) =>
                /[\\/](app|contract[\\/]src)[\\/]/.test(id) &&
                !FIRST_USE.test(id) &&
                !OWN_PAGES.test(id) &&
                (part ? part.test(id) : !SHARED_PARTS.some(([, other]) => other.test(id))),
              minShareCount: 2,
              priority: 14 - index,
            })),
          ],
        },
      },
    },
  },
});
