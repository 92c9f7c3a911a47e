import type { ResolvedBlocks } from "@ridgeline/contract";
import { newsletterFixture } from "../newsletter-form/newsletter-form.fixture";

/** A resolved dialog holding a newsletter form, with a picture on the left. */
export function dialogFixture(
  extra: Partial<ResolvedBlocks["dialog"]> = {},
): ResolvedBlocks["dialog"] {
  return {
    type: "dialog",
    id: "newsletter-dialog",
    title: "Join the newsletter",
    subtitle: "News and offers by e-mail",
    richText: "<p>Once a week, never more.</p>",
    media: { kind: "image", url: "/images/trail.jpg", alt: "A trail", width: 800, height: 600 },
    mediaPosition: "left-large",
    alignment: "center",
    newsletterForm: newsletterFixture(),
    targets: [{ text: "Read our privacy policy", url: "/en-us/privacy" }],
    ...extra,
  };
}
