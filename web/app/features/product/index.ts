// The product feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { QuickShop } from "./QuickShop";
export { default as productCss } from "./product.css?url";
