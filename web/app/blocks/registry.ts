import { createElement, type ComponentType, type ReactNode } from "react";
import type { ContentType } from "@ridgeline/contract";
import { deferredIsland } from "../lib/deferred-island";
import { Espot } from "./espot/Espot";
import { Experience } from "./experience/Experience";
import { FilterBlock } from "./filter-block/FilterBlock";
import { Segmentation } from "./segmentation/Segmentation";
import {
  BlockComponentsContext,
  preloadBlockCode,
  type BlockComponent,
  type BlockProps,
} from "./block-context";

export type { BlockProps };

/**
 * How a block's code reaches the browser (issue 28 "Light", decision 0093):
 * - `never`: nothing to answer (a picture, rich text): the server's HTML stays, no code comes;
 * - `used`: code when the shopper points at, touches, focuses or clicks it (the click is held
 *   and made again: a linked card's promotion click);
 * - `near`: code when it scrolls near (carousels that rotate, forms, galleries);
 * - `now`: code with the page (what moves or shows by itself at once: pop-up, promo bar).
 */
export type BlockLoading = "never" | "used" | "near" | "now";

type Loader<K extends ContentType> = () => Promise<ComponentType<BlockProps<K>>>;

function entry<K extends ContentType>(
  load: Loader<K>,
  loading: BlockLoading,
): ComponentType<BlockProps<K>> {
  // A block that holds blocks (a collection's cards) swaps in with its children's code already
  // there, so they render at once instead of leaving their places empty meanwhile.
  const withChildren: Loader<K> = () => load();
  return deferredIsland(withChildren, {
    ...(loading === "now" ? { until: "near", margin: "100000px" } : { until: loading }),
    prepare: (props: BlockProps<K>) =>
      preloadBlockCode(
        BLOCKS as Partial<Record<ContentType, BlockComponent>>,
        props.block as Record<string, unknown>,
      ),
  });
}

/**
 * Every display block by its content type: one folder per block (`blocks/<kebab-name>/`), its
 * component loaded on its own, so a page fetches the code of the blocks it renders and no other.
 * Types not listed here are not display blocks (pages, menus, footers are read by their pages).
 */
export const BLOCKS: { [K in ContentType]?: ComponentType<BlockProps<K>> } = {
  // Static: nothing to answer, no code in the browser.
  picture: entry(() => import("./picture/Picture").then((m) => m.Picture), "never"),
  spacer: entry(() => import("./spacer/Spacer").then((m) => m.Spacer), "never"),
  richTextBlock: entry(
    () => import("./rich-text-block/RichTextBlock").then((m) => m.RichTextBlock),
    "used",
  ),
  linkedCard: entry(() => import("./linked-card/LinkedCard").then((m) => m.LinkedCard), "used"),
  collection: entry(() => import("./collection/Collection").then((m) => m.Collection), "near"),
  multiLinkCard: entry(
    () => import("./multi-link-card/MultiLinkCard").then((m) => m.MultiLinkCard),
    "never",
  ),
  iconAndText: entry(
    () => import("./icon-and-text/IconAndText").then((m) => m.IconAndText),
    "never",
  ),
  accordion: entry(() => import("./accordion/Accordion").then((m) => m.Accordion), "never"),
  videoPlayer: entry(() => import("./video-player/VideoPlayer").then((m) => m.VideoPlayer), "near"),
  hostedVideoPlayer: entry(
    () => import("./hosted-video-player/HostedVideoPlayer").then((m) => m.HostedVideoPlayer),
    "near",
  ),
  olapicGallery: entry(
    () => import("./olapic-gallery/OlapicGallery").then((m) => m.OlapicGallery),
    "near",
  ),
  widgetGallery: entry(
    () => import("./widget-gallery/WidgetGallery").then((m) => m.WidgetGallery),
    "near",
  ),
  promoBar: entry(() => import("./promo-bar/PromoBar").then((m) => m.PromoBar), "now"),
  // Its one control is the close button; a bar closed before is hidden by the head's script.
  benefitBar: entry(() => import("./benefit-bar/BenefitBar").then((m) => m.BenefitBar), "used"),
  secondaryNav: entry(
    () => import("./secondary-nav/SecondaryNav").then((m) => m.SecondaryNav),
    "used",
  ),
  // Plain components, hydrated with the page: a deferred island would keep its children's
  // server HTML unhydrated for good, and an island's Suspense boundary is thrown away (the
  // content blinks out, a layout shift) when the personal data arrives before its code.
  espot: Espot,
  productRecommendation: entry(
    () =>
      import("./product-recommendation/ProductRecommendation").then((m) => m.ProductRecommendation),
    "near",
  ),
  upsell: entry(() => import("./upsell/Upsell").then((m) => m.Upsell), "near"),
  articleGrid: entry(() => import("./article-grid/ArticleGrid").then((m) => m.ArticleGrid), "near"),
  // As the espot: they only choose which child blocks show (each its own island).
  filterBlock: FilterBlock,
  segmentation: Segmentation,
  experience: Experience,
  popup: entry(() => import("./popup/Popup").then((m) => m.Popup), "now"),
  dialog: entry(() => import("./dialog/Dialog").then((m) => m.Dialog), "used"),
  newsletterForm: entry(
    () => import("./newsletter-form/NewsletterForm").then((m) => m.NewsletterForm),
    "near",
  ),
  eventSignup: entry(() => import("./event-signup/EventSignup").then((m) => m.EventSignup), "near"),
};

/** Hands the registry down to every list of blocks below (the layout wraps its pages in it). */
export function BlocksProvider(props: { children: ReactNode }): ReactNode {
  return createElement(
    BlockComponentsContext,
    { value: BLOCKS as Partial<Record<ContentType, BlockComponent>> },
    props.children,
  );
}
