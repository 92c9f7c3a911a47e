import { z } from "zod";

/**
 * The outside services of the content blocks (issue 28 "Outside services"): the two social
 * galleries' providers and the hosted video player. An operator names them in
 * `CONTENT_PROVIDERS` (JSON, docs/operations.md "Content"); one left out is off and the block's built-in
 * implementation serves. Their origins join the pages' Content-Security-Policy, and a provider's
 * script runs only with the consent category it names.
 */

/** An https origin and nothing more (`https://widgets.example.com`). */
const HTTPS_ORIGIN = z
  .string()
  .max(200)
  .regex(
    /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/,
    "must be an https origin like https://widgets.example.com (no path, no wildcard)",
  );

/** A path on that origin (`/v2/widget.js`): no scheme, host, query or `..`. */
const ORIGIN_PATH = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9._~@+\-/]*$/, "must be a path like /v2/widget.js")
  .refine((path) => !path.split("/").includes(".."), "must not climb out with ..");

/** A JavaScript global's name (`OlapicSDK`, `cloudinary.videoPlayer`). */
const GLOBAL_NAME = z
  .string()
  .max(80)
  .regex(/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/, "must be a global's name like OlapicSDK");

/** A provider's locale (`fr_CA`, `en`). */
const PROVIDER_LOCALE = z.string().regex(/^[a-z]{2}(?:[_-][A-Z]{2})?$/, "must look like fr_CA");

const scriptProvider = {
  origin: HTTPS_ORIGIN,
  /** C0003 functional or C0004 targeting (001 §3); the required and analytics ones never. */
  consentCategory: z.enum(["C0003", "C0004"]),
  scriptPath: ORIGIN_PATH,
};

export const contentProvidersSchema = z
  .object({
    olapic: z
      .object({ ...scriptProvider, globalName: GLOBAL_NAME })
      .strict()
      .optional(),
    widgetGallery: z
      .object({
        ...scriptProvider,
        locales: z.record(z.string().regex(/^[a-z]{2}-[a-z]{2}$/), PROVIDER_LOCALE).optional(),
        defaultLocale: PROVIDER_LOCALE,
      })
      .strict()
      .optional(),
    hostedVideo: z
      .object({ ...scriptProvider, stylePath: ORIGIN_PATH.optional(), globalName: GLOBAL_NAME })
      .strict()
      .optional(),
  })
  .strict();

export type ContentProviders = z.output<typeof contentProvidersSchema>;

/** The origins a page's policy must allow for these providers, each once. */
export function contentProviderOrigins(providers: ContentProviders): string[] {
  return [
    ...new Set(
      [providers.olapic, providers.widgetGallery, providers.hostedVideo].flatMap((provider) =>
        provider ? [provider.origin] : [],
      ),
    ),
  ];
}
