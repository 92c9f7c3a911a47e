import type { Channel, Currency } from "@ridgeline/contract";
import { AppError } from "../errors/app-error";

/** The shopper a valid token stands for. */
export interface Shopper {
  consumerNo: string;
  consumerType: "GUEST" | "REGISTERED" | "EMPLOYEE";
}

/** The site a request is for, chosen by its `locale` query parameter. */
export interface SiteScope {
  siteId: string;
  locale: string;
  language: string;
  country: string;
  currency: Currency;
}

/**
 * What a service may know about the request that called it. Services never see Fastify
 * objects; routes hand them this.
 */
export interface RequestScope {
  site: SiteScope;
  shopper: Shopper | null;
  correlationId: string;
  channel: Channel;
}

/**
 * The signed-in shopper of a request, for calls only a registered shopper may make (profile,
 * addresses, saved cards…). A guest, or no token, is refused with AUT432 (401).
 */
export function registeredShopper(
  scope: RequestScope,
): Shopper & { consumerType: "REGISTERED" | "EMPLOYEE" } {
  const shopper = scope.shopper;
  if (!shopper || shopper.consumerType === "GUEST")
    throw new AppError("AUT432", { message: "Sign in to use this." });
  return { ...shopper, consumerType: shopper.consumerType };
}
