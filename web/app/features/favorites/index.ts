// The favorites feature's door (decision 0087): what other features may use of it, safe in
// the browser. Inside the feature, import the files themselves.

export { FavoriteToggle } from "./FavoriteToggle";
export { default as favoritesCss } from "./favorites.css?url";
