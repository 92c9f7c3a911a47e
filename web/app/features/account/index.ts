// The account feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { AccountNav } from "./AccountNav";
export { AccountError, AccountPage } from "./AccountPage";
export { default as accountCss } from "./account.css?url";
