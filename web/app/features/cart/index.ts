// The cart feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { CartTotals } from "./CartTotals";
export { MiniCart } from "./MiniCart";
export { default as cartCss } from "./cart.css?url";
export { default as miniCartCss } from "./mini-cart.css?url";
