import type { ResolvedBlocks } from "@ridgeline/contract";

/** A resolved newsletter form, as the content service answers it. */
export function newsletterFixture(
  extra: Partial<ResolvedBlocks["newsletterForm"]> = {},
): ResolvedBlocks["newsletterForm"] {
  return {
    type: "newsletterForm",
    id: "spring-newsletter",
    title: "Hear it first",
    dynamic: true,
    showFormatHint: true,
    successText: "You are on the list.",
    policyText: '<p>I accept the <a href="/en-us/privacy">privacy policy</a>.</p>',
    ...extra,
  };
}
