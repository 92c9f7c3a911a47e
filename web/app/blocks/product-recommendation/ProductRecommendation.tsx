import { RECOMMENDATION_CARDS } from "@ridgeline/contract";
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useShellData } from "../../lib/shell-data";
import type { BlockProps } from "../block-context";
import { useContentScope } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { background } from "../shared/block-style";
import { pushBlockEvent } from "../shared/tag-manager";
import { useRunningExperience, type RunningExperience } from "../experience/experience-context";
import { RecommendationCard, RecommendationCardSkeleton } from "./RecommendationCard";
import { RecommendationRail } from "./RecommendationRail";
import {
  bloomreachCards,
  impressionRecords,
  reportsImpression,
  type RecommendationCardData,
} from "./recommendation-items";
import { storeRecommendations } from "./recommendation-source";
import recsCss from "./product-recommendation.css?url";

declare global {
  interface Window {
    /** Bloomreach's recommendations, one array of items per widget index (001 §7). */
    BrRecommendations?: unknown[];
  }
}

type Loaded = { status: "loading" } | { status: "loaded"; cards: RecommendationCardData[] };

/**
 * Recommended products (001 §2, §3, §4 "Recommendations"): 3, 5 or 6 cards across on large
 * screens, a scroll-snapping rail on small ones. The items come in the browser once the code
 * has (Bloomreach's window array at `bloomreachIndex` when it has one, else the store's own for
 * `source`), a skeleton of the same size holding their place; none at all hides the block. Not
 * shown on the bag (quick shop). Its impression is reported once, when it is seen with items
 * and the experience it is in is not Control.
 */
export function ProductRecommendation({
  block,
  experience,
}: BlockProps<"productRecommendation"> & { experience?: RunningExperience | null }): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const currency = useShellData()?.site.currency ?? "USD";
  const inExperience = useRunningExperience();
  const running = experience ?? inExperience;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const root = useRef<HTMLElement>(null);
  const reported = useRef(false);
  const hidden = scope.page === "cart";
  const { source, limit, bloomreachIndex } = block;
  const list = block.name ?? block.title ?? block.id;

  useEffect(() => {
    if (hidden) return;
    const controller = new AbortController();
    const fromBloomreach = bloomreachCards(window.BrRecommendations, bloomreachIndex);
    const place = { locale: scope.locale, path: scope.path, currency };
    const cards = fromBloomreach
      ? Promise.resolve(fromBloomreach.slice(0, limit))
      : storeRecommendations(source, limit, place, controller.signal);
    cards.then(
      (found) => setLoaded({ status: "loaded", cards: found }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`product recommendation ${block.id}: no items`, error);
        setLoaded({ status: "loaded", cards: [] });
      },
    );
    return () => controller.abort();
  }, [hidden, source, limit, bloomreachIndex, scope.locale, scope.path, currency, block.id]);

  const cards = useMemo(() => (loaded.status === "loaded" ? loaded.cards : []), [loaded]);
  const variant = running?.variant ?? null;
  useEffect(() => {
    const element = root.current;
    if (
      !element ||
      !reportsImpression({ reported: reported.current, cards: cards.length, variant })
    )
      return;
    if (typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || reported.current) return;
        reported.current = true;
        observer.disconnect();
        pushBlockEvent("view_item_list", {
          experienceId: running?.experienceId ?? null,
          ecommerce: {
            item_list_name: list,
            items: impressionRecords(cards, list, source.categoryId ?? null),
          },
        });
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [cards, variant, list, source.categoryId, running?.experienceId]);

  if (hidden || (loaded.status === "loaded" && cards.length === 0)) return null;
  const across = RECOMMENDATION_CARDS[block.variant];
  const quickShop = block.quickShopVisibility === "visible";
  const style = { ...background(block.backgroundColor), "--recs-cards": across } as CSSProperties;
  const categoryId = source.categoryId ?? null;
  const select = (card: RecommendationCardData, index: number) => () => {
    const items = impressionRecords([card], list, categoryId).map((record) => ({
      ...record,
      position: index + 1,
    }));
    pushBlockEvent("select_item", { ecommerce: { item_list_name: list, items } });
  };
  return (
    <section
      ref={root}
      className={`content-recs content-recs--${block.variant}`}
      style={style}
      aria-busy={loaded.status === "loading" || undefined}
    >
      <BlockStylesheet href={recsCss} />
      <Heading
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
        className="content-recs__title"
      />
      <p className="visually-hidden" role="status">
        {loaded.status === "loading" ? t("blocks.loading") : ""}
      </p>
      {loaded.status === "loading" ? (
        <ul className="content-recs__track">
          {Array.from({ length: Math.min(across, limit) }, (_, index) => (
            <RecommendationCardSkeleton
              key={index}
              showRatings={block.showRatings}
              quickShop={quickShop}
            />
          ))}
        </ul>
      ) : (
        <RecommendationRail count={cards.length} across={across}>
          {cards.map((card, index) => (
            <RecommendationCard
              key={`${card.tile.productId}-${index}`}
              card={card}
              locale={scope.locale}
              showRatings={block.showRatings}
              quickShop={quickShop}
              onSelect={select(card, index)}
            />
          ))}
        </RecommendationRail>
      )}
    </section>
  );
}
