import type { ResolvedBlocks } from "@ridgeline/contract";
import { richTextChild } from "../segmentation/render-in-page.fixture";

/** A hero experience: the baseline, a Control variant and a new message. */
export const EXPERIENCE: ResolvedBlocks["experience"] = {
  type: "experience",
  id: "home-hero-experience",
  experienceId: "exp-home-hero",
  baselines: [richTextChild("hero-baseline", "Gear for every trail")],
  variants: [
    { name: "Control", variantId: "v-control", targets: [richTextChild("hero-control", "Same")] },
    {
      name: "Winter message",
      variantId: "v-winter",
      targets: [richTextChild("hero-winter", "Ready for winter")],
    },
    { name: "Baseline", variantId: "v-base", targets: [] },
  ],
  trackingEvent: "experienceShown",
};
