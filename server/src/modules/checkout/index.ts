/** The checkout area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { createAttemptsService, type AttemptsService } from "./attempts.service";

export type { AttemptsService };

/** Placing orders: the saga's attempts under their idempotency keys (decision 0065). */
export const checkoutArea = defineArea()({
  name: "checkout",
  needs: {},
  create: ({ db }): AttemptsService => createAttemptsService({ db }),
});
