import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API call as the contract knows it: the server validates with these schemas, the typed
 * client builds its calls from them and the OpenAPI document is generated from them.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
> {
  method: HttpMethod;
  /** Fastify-style path: `/cart/v1/cart/:basketId`. */
  path: string;
  summary: string;
  tag: string;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Status of a successful answer. */
  status: number;
  /** True when only a shopper holding a token may call it. */
  requiresToken: A;
  /**
   * True when the call finishes what the shopper already committed to (placing, completing or
   * cancelling an order, the order's confirmation): a busy server serves it first and never
   * refuses it for waiting (decision 0080).
   */
  completesFlow?: boolean;
}

export const NO_PARAMS = z.object({}).strict();
export const NO_QUERY = z.object({});
export const NO_BODY = z.undefined();

type Def<P, Q, B, R, A> = {
  status?: number;
  requiresToken?: A;
  completesFlow?: boolean;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
};

/** Declares an endpoint, filling the parts it does not use. */
export function endpoint<
  P extends z.ZodType = typeof NO_PARAMS,
  Q extends z.ZodType = typeof NO_QUERY,
  B extends z.ZodType = typeof NO_BODY,
  R extends z.ZodType = z.ZodType,
  const A extends boolean = false,
>(def: Def<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return {
    status: 200,
    ...def,
    requiresToken: (def.requiresToken ?? false) as A,
    params: (def.params ?? NO_PARAMS) as P,
    query: (def.query ?? NO_QUERY) as Q,
    body: (def.body ?? NO_BODY) as B,
  };
}

/** Base query every call may carry (spec 000 §7 preamble). */
export const LOCALE_QUERY = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}-[a-z0-9]{2,3}$/, "locale must look like en-us")
    .optional(),
});
