// The favorites feature's server-only door (decision 0087): what other features' loaders and
// actions may use of its *.server.ts modules.

export { readSavedFavorites } from "./favorites.server";
