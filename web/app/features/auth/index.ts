// The auth feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { AuthDialog, type AuthView } from "./AuthDialog";
export { PasswordChecklist } from "./PasswordChecklist";
export type { AccountProblem } from "./auth.types";
export { default as authCss } from "./auth.css?url";
