// The auth feature's server-only door (decision 0087): what other features' loaders and
// actions may use of its *.server.ts modules.

export {
  accountRefusal,
  accountSession,
  signInCarryingEmail,
  signInPath,
  takeCarriedEmail,
} from "./account-session.server";
