import type { Channel, Currency } from "@ridgeline/contract";

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
