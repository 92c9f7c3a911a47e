import type { ResolvedBlocks } from "@ridgeline/contract";
import { richTextChild } from "./render-in-page.fixture";

/** A segmentation block: loyalty members and employees see their own message, others the baseline. */
export const SEGMENTATION: ResolvedBlocks["segmentation"] = {
  type: "segmentation",
  id: "home-segmented-message",
  segments: [
    {
      id: "loyaltyMember",
      targets: [
        richTextChild("loyalty-message", "Members save more"),
        richTextChild("x", "Second"),
      ],
    },
    { id: "employee", targets: [richTextChild("employee-message", "Staff picks")] },
  ],
  baselines: [richTextChild("everyone-message", "Welcome")],
};
