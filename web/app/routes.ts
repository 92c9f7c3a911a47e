import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every URL of the shop, each pointing at its feature's route module (features/<area>/*.route.*).
export default [
  index("features/shell/root-redirect.route.tsx"),
  route("robots.txt", "features/seo/robots-txt.route.ts"),
  route("sitemap.xml", "features/seo/sitemap-index.route.ts"),
  route("sitemaps/:locale/:file", "features/seo/sitemap-page.route.ts"),
  route("associate-login", "features/associates/associate-login-redirect.route.ts"),
  // The id is the layout's first one: pages, i18n and the canonical link read its data by it.
  route(":locale", "features/shell/locale-layout.route.tsx", { id: "routes/locale-layout" }, [
    index("features/catalog/home.route.tsx"),
    route("c/:categorySegment", "features/catalog/category.route.tsx"),
    route("p/:productSegment", "features/product/product.route.tsx"),
    route("cart", "features/cart/cart.route.tsx"),
    // What a shared page shows of its shopper, after first paint (decision 0088).
    route("personal", "features/shell/personal.route.ts"),
    // What the header's mini cart shows, for its fetcher (a resource route: no page).
    route("cart/summary", "features/cart/cart-summary.route.ts"),
    // Checkout (issue 13, decision 0069): one route per step, then the order's confirmation.
    route("checkout/shipping", "features/checkout/checkout-shipping.route.tsx"),
    route("checkout/billing", "features/checkout/checkout-billing.route.tsx"),
    route("checkout/summary", "features/checkout/checkout-summary.route.tsx"),
    route("order-confirmation", "features/checkout/order-confirmation.route.tsx"),
    route("search", "features/catalog/search.route.tsx"),
    route("suggest", "features/catalog/suggest.route.ts"),
    route("stores", "features/stores/stores.route.tsx"),
    route("compare", "features/catalog/compare.route.tsx"),
    route("sign-in", "features/auth/sign-in.route.tsx"),
    route("sign-up", "features/auth/sign-up.route.tsx"),
    route("sign-out", "features/auth/sign-out.route.ts"),
    route("forgot-password", "features/auth/forgot-password.route.tsx"),
    route("reset-password", "features/auth/reset-password.route.tsx"),
    route("account", "features/account/account.route.tsx"),
    route("favorites", "features/favorites/favorites.route.tsx"),
    route("favorites/shared/:shareToken", "features/favorites/favorites-shared.route.tsx"),
    route("account/addresses", "features/account/account-addresses.route.tsx"),
    route("account/payment-methods", "features/account/account-payment-methods.route.tsx"),
    route("account/preferences", "features/account/account-preferences.route.tsx"),
    route("account/password", "features/account/account-password.route.tsx"),
    route("account/reservations", "features/account/account-reservations.route.tsx"),
    // After the order (issue 14): the account's orders, one order and its files, the guest's
    // look-up and the return label's e-mailed link.
    route("account/orders", "features/orders/account-orders.route.tsx"),
    route("account/orders/:orderNo", "features/orders/account-order.route.tsx"),
    route("account/orders/:orderNo/files/:file", "features/orders/order-file.route.ts"),
    route("order-lookup", "features/orders/order-lookup.route.tsx"),
    route("order-lookup/file", "features/orders/order-lookup-file.route.ts"),
    route("returns/:returnNo/label", "features/orders/return-label.route.ts"),
    // Gift cards sold (decision 0076): buying one, anyone's balance check (the recipient's
    // e-mail links there), and the account's balance check and list.
    route("gift-card", "features/giftcards/gift-card.route.tsx"),
    route("gift-card/balance", "features/giftcards/gift-card-balance.route.tsx"),
    route("account/gift-cards", "features/giftcards/account-gift-cards.route.tsx"),
    route("enrol", "features/auth/enrol.route.tsx"),
    route("account/profile", "features/account/account-profile.route.tsx"),
    route("subscription/confirm", "features/account/subscription-confirm.route.tsx"),
    route("associate-login", "features/associates/associate-login.route.tsx"),
    route("employee-terms", "features/associates/employee-terms.route.ts"),
    // A consent choice sent without JavaScript, and a signed-in shopper's proof of it (issue 29).
    route("consent", "features/consent/consent.route.ts"),
    // The store's experiments: a page's experience blocks report what they showed (issue 29).
    route("experiments/exposure", "features/experiments/exposure.route.ts"),
    route("personalisation", "features/experiments/personalisation.route.ts"),
    // Help (issue 14): contact, returns, shipping terms, the loyalty programme, warranty claims,
    // events and the account's back-in-stock alerts (features/help, decision 0073).
    route("help/contact-us", "features/help/contact-us.route.tsx"),
    route("help/returns/how-to-return", "features/help/how-to-return.route.tsx"),
    route("help/warranty", "features/help/warranty.route.tsx"),
    route("policies/shipping-terms", "features/help/shipping-terms.route.tsx"),
    route("xplr-pass", "features/help/xplr-pass.route.tsx"),
    route("events/:eventId", "features/help/event.route.tsx"),
    route("account/notifications", "features/help/notification-settings.route.tsx"),
    // The legal pages (000 §2): one module, one route per page (features/legal/legal-types.ts).
    route("brand-terms", "features/legal/legal.route.tsx", { id: "legal-brand-terms" }),
    route("loyalty-terms", "features/legal/legal.route.tsx", { id: "legal-loyalty-terms" }),
    route("sale-terms", "features/legal/legal.route.tsx", { id: "legal-sale-terms" }),
    route("sms-terms", "features/legal/legal.route.tsx", { id: "legal-sms-terms" }),
    route("associate-discount-terms", "features/legal/legal.route.tsx", {
      id: "legal-associate-discount-terms",
    }),
    route("privacy", "features/legal/legal.route.tsx", { id: "legal-privacy" }),
    // Content (issue 28, decision 0093): content pages, articles, the editor's preview, and
    // the reads the blocks make in the browser (resource routes).
    route("pages/:slug", "features/content/content-page.route.tsx"),
    route("articles/:slug", "features/content/article.route.tsx"),
    route("content-preview", "features/content/content-preview.route.tsx"),
    route("block-data/:kind", "features/content/block-data.route.ts"),
    route("gallery-photos", "features/content/gallery-photos.route.ts"),
    route("*", "features/shell/not-found.route.tsx", { id: "locale-not-found" }),
  ]),
  route("*", "features/shell/outside-site-not-found.route.tsx", { id: "not-found" }),
] satisfies RouteConfig;
