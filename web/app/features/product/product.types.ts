import type { PageMessages } from "../../lib/i18n";
import type {
  ProductDetails,
  Question,
  RecommendationItem,
  ReviewList,
  SizeChart,
} from "@ridgeline/contract";
import type { ChosenStore, StoreSearch } from "../stores";
import type { ReserveForm } from "./reserve-in-store.server";

/** What the product page's loader gives the page, and the quickshop dialog that loads it too. */
export interface ProductPageData {
  product: ProductDetails;
  /** For a guest, the sign-in page coming back here: writing and voting need an account. */
  signIn: string | null;
  storeSearch: StoreSearch | null;
  chosenStore: ChosenStore | null;
  /** Reserve and collect's form at the chosen store (`?reserve=1`), with its bot check. */
  reserveForm: ReserveForm | null;
  /** Back on the page after adding to the bag without JavaScript (`?added=1&upc=…`). */
  added: AddedItem | null;
  /** The community form just sent (`?posted=`), for its confirmation. */
  posted: string | null;
  reviews: ReviewList | null;
  sizeChart: SizeChart["charts"][number] | null;
  sizeChartOpen: boolean;
  questions: Question[];
  recommendations: { similar: RecommendationItem[]; completeTheLook: RecommendationItem[] };
  messages: PageMessages;
}

/** Adding to the bag refused: the message to show and the field it is about. */
export interface AddToBagProblem {
  error: string;
  field: string;
}

/** A size just put in the bag, for the confirmation that shows it. */
export interface AddedItem {
  upc: string;
  qty: number;
}

/** The answer to an add made in place (quickshop, the product page with JavaScript). */
export type AddToBagAnswer = AddToBagProblem | ({ added: true; productId: string } & AddedItem);
