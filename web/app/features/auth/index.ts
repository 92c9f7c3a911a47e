// The auth feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export type { AuthView } from "./AuthDialog";
export { AuthDialog, loadAuthDialog } from "./auth-dialog.lazy";
export { PasswordChecklist } from "./PasswordChecklist";
export type { AccountProblem } from "./auth.types";
export { default as authCss } from "./auth.css?url";
