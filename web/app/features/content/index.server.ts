// The content feature's server door (decision 0087): how other features read content.
export {
  contentModeOf,
  documentOf,
  languageOfSite,
  loadCategoryContent,
  loadContentPage,
  loadProductContent,
  loadFixedPage,
  loadSiteContent,
  readContent,
  type ContentMode,
} from "./content.server";
