import type { ResolvedBlocks } from "@ridgeline/contract";

/** A resolved newsletter pop-up, as the content service answers it. */
export function popupFixture(
  extra: Partial<ResolvedBlocks["popup"]> = {},
): ResolvedBlocks["popup"] {
  return {
    type: "popup",
    id: "newsletter-popup",
    name: "Spring Newsletter pop-up",
    minimizedTitle: "Get 10% off",
    maximizedTitle: "Join the club",
    title: "Hear it first",
    disclaimer: "<p>Unsubscribe at any time.</p>",
    disclaimerColor: "slate",
    logo: { url: "/images/logo.svg", alt: "Ridgeline", width: 120, height: 24 },
    logoSize: "small",
    paths: ["/"],
    targets: [{ text: "Shop new in", url: "/en-us/c/new-1234" }],
    ...extra,
  };
}
