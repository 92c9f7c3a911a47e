import { DE_BLOCKS } from "./blocks/de";
import { EN_BLOCKS } from "./blocks/en";
import { FR_BLOCKS } from "./blocks/fr";
import type { Language } from "../languages";
import { DE_ACCOUNT } from "./account/de";
import { EN_ACCOUNT } from "./account/en";
import { FR_ACCOUNT } from "./account/fr";
import { DE_ADDRESSES } from "./addresses/de";
import { EN_ADDRESSES } from "./addresses/en";
import { FR_ADDRESSES } from "./addresses/fr";
import { DE_ASSOCIATES } from "./associates/de";
import { EN_ASSOCIATES } from "./associates/en";
import { FR_ASSOCIATES } from "./associates/fr";
import { DE_AUTH } from "./auth/de";
import { EN_AUTH } from "./auth/en";
import { FR_AUTH } from "./auth/fr";
import { DE_CART } from "./cart/de";
import { EN_CART } from "./cart/en";
import { FR_CART } from "./cart/fr";
import { DE_CATALOG } from "./catalog/de";
import { DE_CHECKOUT } from "./checkout/de";
import { EN_CHECKOUT } from "./checkout/en";
import { FR_CHECKOUT } from "./checkout/fr";
import { EN_CATALOG } from "./catalog/en";
import { FR_CATALOG } from "./catalog/fr";
import { DE_COMPARE } from "./compare/de";
import { DE_CONSENT } from "./consent/de";
import { EN_CONSENT } from "./consent/en";
import { FR_CONSENT } from "./consent/fr";
import { EN_COMPARE } from "./compare/en";
import { FR_COMPARE } from "./compare/fr";
import { DE_DELIVERY } from "./delivery/de";
import { EN_DELIVERY } from "./delivery/en";
import { FR_DELIVERY } from "./delivery/fr";
import { DE_ENROL } from "./enrol/de";
import { EN_ENROL } from "./enrol/en";
import { FR_ENROL } from "./enrol/fr";
import { DE_ERROR } from "./error/de";
import { EN_ERROR } from "./error/en";
import { FR_ERROR } from "./error/fr";
import { DE_FAVORITES } from "./favorites/de";
import { EN_FAVORITES } from "./favorites/en";
import { FR_FAVORITES } from "./favorites/fr";
import { DE_FORM_ERRORS } from "./form-errors/de";
import { EN_FORM_ERRORS } from "./form-errors/en";
import { FR_FORM_ERRORS } from "./form-errors/fr";
import { DE_HELP } from "./help/de";
import { EN_HELP } from "./help/en";
import { FR_HELP } from "./help/fr";
import { DE_GIFTCARDS } from "./giftcards/de";
import { EN_GIFTCARDS } from "./giftcards/en";
import { FR_GIFTCARDS } from "./giftcards/fr";
import { DE_HOME } from "./home/de";
import { EN_HOME } from "./home/en";
import { FR_HOME } from "./home/fr";
import { DE_LEGAL } from "./legal/de";
import { EN_LEGAL } from "./legal/en";
import { FR_LEGAL } from "./legal/fr";
import { DE_LISTING } from "./listing/de";
import { EN_LISTING } from "./listing/en";
import { FR_LISTING } from "./listing/fr";
import { DE_ORDERS } from "./orders/de";
import { EN_ORDERS } from "./orders/en";
import { FR_ORDERS } from "./orders/fr";
import { DE_PASSWORD } from "./password/de";
import { EN_PASSWORD } from "./password/en";
import { FR_PASSWORD } from "./password/fr";
import { DE_PAYMENTS } from "./payments/de";
import { EN_PAYMENTS } from "./payments/en";
import { FR_PAYMENTS } from "./payments/fr";
import { DE_PREFERENCES } from "./preferences/de";
import { EN_PREFERENCES } from "./preferences/en";
import { FR_PREFERENCES } from "./preferences/fr";
import { DE_PRODUCT } from "./product/de";
import { EN_PRODUCT } from "./product/en";
import { FR_PRODUCT } from "./product/fr";
import { DE_PROFILE } from "./profile/de";
import { EN_PROFILE } from "./profile/en";
import { FR_PROFILE } from "./profile/fr";
import { DE_REVIEWS } from "./reviews/de";
import { EN_REVIEWS } from "./reviews/en";
import { FR_REVIEWS } from "./reviews/fr";
import { DE_SEARCH } from "./search/de";
import { EN_SEARCH } from "./search/en";
import { FR_SEARCH } from "./search/fr";
import { DE_SHELL } from "./shell/de";
import { EN_SHELL } from "./shell/en";
import { FR_SHELL } from "./shell/fr";
import { DE_STORE_PICKER } from "./store-picker/de";
import { EN_STORE_PICKER } from "./store-picker/en";
import { FR_STORE_PICKER } from "./store-picker/fr";
import { DE_STORES } from "./stores/de";
import { EN_STORES } from "./stores/en";
import { FR_STORES } from "./stores/fr";

/**
 * Every namespace's dictionaries, by language. Only server modules import them (i18n.server): a
 * page's loaders send the browser its own language's text of the namespaces they name, so no
 * dictionary is ever part of the browser's JavaScript.
 */
export const DICTIONARIES = {
  account: { en: EN_ACCOUNT, fr: FR_ACCOUNT, de: DE_ACCOUNT },
  addresses: { en: EN_ADDRESSES, fr: FR_ADDRESSES, de: DE_ADDRESSES },
  associates: { en: EN_ASSOCIATES, fr: FR_ASSOCIATES, de: DE_ASSOCIATES },
  auth: { en: EN_AUTH, fr: FR_AUTH, de: DE_AUTH },
  cart: { en: EN_CART, fr: FR_CART, de: DE_CART },
  catalog: { en: EN_CATALOG, fr: FR_CATALOG, de: DE_CATALOG },
  checkout: { en: EN_CHECKOUT, fr: FR_CHECKOUT, de: DE_CHECKOUT },
  compare: { en: EN_COMPARE, fr: FR_COMPARE, de: DE_COMPARE },
  consent: { en: EN_CONSENT, fr: FR_CONSENT, de: DE_CONSENT },
  delivery: { en: EN_DELIVERY, fr: FR_DELIVERY, de: DE_DELIVERY },
  enrol: { en: EN_ENROL, fr: FR_ENROL, de: DE_ENROL },
  error: { en: EN_ERROR, fr: FR_ERROR, de: DE_ERROR },
  favorites: { en: EN_FAVORITES, fr: FR_FAVORITES, de: DE_FAVORITES },
  "form-errors": { en: EN_FORM_ERRORS, fr: FR_FORM_ERRORS, de: DE_FORM_ERRORS },
  help: { en: EN_HELP, fr: FR_HELP, de: DE_HELP },
  giftcards: { en: EN_GIFTCARDS, fr: FR_GIFTCARDS, de: DE_GIFTCARDS },
  home: { en: EN_HOME, fr: FR_HOME, de: DE_HOME },
  blocks: { en: EN_BLOCKS, fr: FR_BLOCKS, de: DE_BLOCKS },
  legal: { en: EN_LEGAL, fr: FR_LEGAL, de: DE_LEGAL },
  listing: { en: EN_LISTING, fr: FR_LISTING, de: DE_LISTING },
  orders: { en: EN_ORDERS, fr: FR_ORDERS, de: DE_ORDERS },
  password: { en: EN_PASSWORD, fr: FR_PASSWORD, de: DE_PASSWORD },
  payments: { en: EN_PAYMENTS, fr: FR_PAYMENTS, de: DE_PAYMENTS },
  preferences: { en: EN_PREFERENCES, fr: FR_PREFERENCES, de: DE_PREFERENCES },
  product: { en: EN_PRODUCT, fr: FR_PRODUCT, de: DE_PRODUCT },
  profile: { en: EN_PROFILE, fr: FR_PROFILE, de: DE_PROFILE },
  reviews: { en: EN_REVIEWS, fr: FR_REVIEWS, de: DE_REVIEWS },
  search: { en: EN_SEARCH, fr: FR_SEARCH, de: DE_SEARCH },
  shell: { en: EN_SHELL, fr: FR_SHELL, de: DE_SHELL },
  "store-picker": { en: EN_STORE_PICKER, fr: FR_STORE_PICKER, de: DE_STORE_PICKER },
  stores: { en: EN_STORES, fr: FR_STORES, de: DE_STORES },
} satisfies Record<string, Record<Language, Readonly<Record<string, string>>>>;

/** A group of UI text that the pages using it ask for by name (`pageMessages`). */
export type Namespace = keyof typeof DICTIONARIES;

/** Every key of every namespace, from the English dictionaries. */
export type MessageKey = {
  [N in Namespace]: keyof (typeof DICTIONARIES)[N]["en"];
}[Namespace];
