import { ADD_ITEM, CREATE_CART, GET_CART } from "./schemas/cart.schema";
import { GET_CATALOG, GET_PRODUCT_DETAILS } from "./schemas/catalog.schema";
import { AUTO_SUGGEST, PRODUCT_SEARCH } from "./schemas/search.schema";
import { LIST_SITES, SERVER_TIME } from "./schemas/site.schema";
import { ISSUE_TOKEN } from "./schemas/token.schema";
import { GET_BOT_CHALLENGE, SIGN_IN, SIGN_OUT, SIGN_UP } from "./schemas/auth.schema";
import { GET_CONSUMER } from "./schemas/consumer.schema";
import {
  ANSWER_QUESTION,
  ASK_QUESTION,
  FLAG_REVIEW,
  LIST_QUESTIONS,
  LIST_REVIEWS,
  SUBMIT_REVIEW,
  TRANSLATE_REVIEW,
  VOTE_ANSWER,
  VOTE_REVIEW,
} from "./schemas/reviews.schema";
import { SUBSCRIBE_BACK_IN_STOCK } from "./schemas/notifications.schema";
import { SEARCH_COLLECTION_POINTS, SEARCH_STORES } from "./schemas/stores.schema";
import {
  PRODUCT_AVAILABILITY,
  PRODUCT_INVENTORY,
  STORE_PRODUCT_INVENTORY,
} from "./schemas/product-stock.schema";
import {
  COMPARE_PRODUCTS,
  GET_PRODUCT_SET,
  GET_PRODUCT_SETS,
  GET_SIZE_CHART,
  WIDGET_RECOMMENDATIONS,
} from "./schemas/product-extras.schema";
import {
  CREATE_ADDRESS,
  DELETE_ADDRESS,
  LIST_ADDRESSES,
  UPDATE_ADDRESS,
} from "./schemas/address.schema";
import {
  ADDRESS_RULES,
  COUNTRY_LIST,
  LIST_STORE_EMPLOYEES,
  LIST_UTILITY_STORES,
} from "./schemas/utilities.schema";

/** Every endpoint of the contract; the OpenAPI document lists exactly these. */
export const ENDPOINTS = [
  ISSUE_TOKEN,
  SIGN_UP,
  SIGN_IN,
  SIGN_OUT,
  GET_BOT_CHALLENGE,
  GET_CONSUMER,
  LIST_SITES,
  SERVER_TIME,
  GET_CATALOG,
  PRODUCT_SEARCH,
  GET_PRODUCT_DETAILS,
  AUTO_SUGGEST,
  CREATE_CART,
  GET_CART,
  ADD_ITEM,
  LIST_REVIEWS,
  SUBMIT_REVIEW,
  FLAG_REVIEW,
  VOTE_REVIEW,
  TRANSLATE_REVIEW,
  LIST_QUESTIONS,
  ASK_QUESTION,
  ANSWER_QUESTION,
  VOTE_ANSWER,
  SUBSCRIBE_BACK_IN_STOCK,
  SEARCH_STORES,
  SEARCH_COLLECTION_POINTS,
  PRODUCT_AVAILABILITY,
  PRODUCT_INVENTORY,
  STORE_PRODUCT_INVENTORY,
  GET_PRODUCT_SETS,
  GET_PRODUCT_SET,
  GET_SIZE_CHART,
  COMPARE_PRODUCTS,
  WIDGET_RECOMMENDATIONS,
  LIST_ADDRESSES,
  CREATE_ADDRESS,
  UPDATE_ADDRESS,
  DELETE_ADDRESS,
  COUNTRY_LIST,
  ADDRESS_RULES,
  LIST_UTILITY_STORES,
  LIST_STORE_EMPLOYEES,
] as const;
