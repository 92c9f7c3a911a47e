import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/root-redirect.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:locale/:file", "routes/sitemap-page.ts"),
  route(":locale", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    route("c/:categorySegment", "routes/category.tsx"),
    route("p/:productSegment", "routes/product.tsx"),
    route("cart", "routes/cart.tsx"),
    route("search", "routes/search.tsx"),
    route("suggest", "routes/suggest.ts"),
    route("stores", "routes/stores.tsx"),
    route("compare", "routes/compare.tsx"),
    route("sign-in", "routes/sign-in.tsx"),
    route("sign-up", "routes/sign-up.tsx"),
    route("sign-out", "routes/sign-out.ts"),
    route("account", "routes/account.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("account/payment-methods", "routes/account-payment-methods.tsx"),
    route("account/preferences", "routes/account-preferences.tsx"),
    route("subscription/confirm", "routes/subscription-confirm.tsx"),
    route("*", "routes/not-found.tsx", { id: "locale-not-found" }),
  ]),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
