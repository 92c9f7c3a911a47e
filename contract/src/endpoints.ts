import { ADD_ITEM, CREATE_CART, GET_CART } from "./schemas/cart.schema";
import { GET_CATALOG, GET_PRODUCT_DETAILS } from "./schemas/catalog.schema";
import { AUTO_SUGGEST, PRODUCT_SEARCH } from "./schemas/search.schema";
import { LIST_SITES, SERVER_TIME } from "./schemas/site.schema";
import { ISSUE_TOKEN } from "./schemas/token.schema";

/** Every endpoint of the contract; the OpenAPI document lists exactly these. */
export const ENDPOINTS = [
  ISSUE_TOKEN,
  LIST_SITES,
  SERVER_TIME,
  GET_CATALOG,
  PRODUCT_SEARCH,
  GET_PRODUCT_DETAILS,
  AUTO_SUGGEST,
  CREATE_CART,
  GET_CART,
  ADD_ITEM,
] as const;
