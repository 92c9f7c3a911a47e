// The account feature's server-only door (decision 0087): what other features' loaders and
// actions may use of its *.server.ts modules.

export { pageWithQuery } from "./account.server";
