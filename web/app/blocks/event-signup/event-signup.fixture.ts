import type { ResolvedBlocks } from "@ridgeline/contract";

/** A resolved two-day event signup that takes plus-ones. */
export function eventSignupFixture(
  extra: Partial<ResolvedBlocks["eventSignup"]> = {},
): ResolvedBlocks["eventSignup"] {
  return {
    type: "eventSignup",
    id: "trail-weekend",
    eventId: "trail-weekend",
    title: "Trail weekend",
    richText: "<p>Two days of running in the hills.</p>",
    startDate: "2026-06-06",
    endDate: "2026-06-07",
    enablePlusOne: true,
    submitCtaLabel: "Count me in",
    confirmationTitle: "See you on the trail",
    confirmationSubtitle: "We sent the details by e-mail.",
    ...extra,
  };
}
