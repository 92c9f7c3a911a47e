import type { ResolvedBlocks } from "@ridgeline/contract";

/** A members' benefit bar with a logo, a picture behind, an info icon, links and a close button. */
export const BENEFIT_BAR_FIXTURE: ResolvedBlocks["benefitBar"] = {
  type: "benefitBar",
  id: "members-benefit-bar",
  name: "Members bar, winter",
  logo: { url: "/images/logos/ridgeline-club.svg", alt: "Ridgeline Club" },
  backgroundImage: "/images/banners/snow-texture.jpg",
  backgroundColor: "stone",
  alignment: "left",
  title: "Members ship free",
  subtitle: "Free shipping and 60-day returns on every order",
  infoIcon: { url: "/images/icons/info.svg" },
  // Typed as the contract's links (see NavTarget).
  targets: [
    { id: "join", text: "Join free", url: "/en-us/sign-up" },
    { id: "details", text: "Details", url: "#modal-club-details" },
  ] as unknown as ResolvedBlocks["benefitBar"]["targets"],
  showCloseButton: true,
};
