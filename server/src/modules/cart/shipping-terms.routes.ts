import { SHIPPING_TERMS } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/database/db.types";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { selectPromotionRows } from "./promotions.tables";
import { freeShippingFrom, shippingTermsOf } from "./shipping/shipping-terms.helpers";

/** The site's shipping terms (the help pages' `/policies/shipping-terms`), from the real data. */
export async function shippingTermsRoutes(app: FastifyInstance, db: Db): Promise<void> {
  registerEndpoint(app, SHIPPING_TERMS, async ({ scope }) => {
    const { site } = scope;
    const rows = await selectPromotionRows(db, site.siteId);
    const now = new Date();
    return shippingTermsOf(site.locale, site.language, freeShippingFrom(rows, now), (code) =>
      freeShippingFrom(rows, now, code),
    );
  });
}
