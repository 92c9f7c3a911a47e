import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ProductRecommendation } from "./ProductRecommendation";
import { RecommendationCard } from "./RecommendationCard";
import { RecommendationRail } from "./RecommendationRail";
import { cardFromBloomreach, cardFromTile } from "./recommendation-items";
import { RECOMMENDATION_BLOCK, bloomreachItem, tile } from "./product-recommendation.fixture";
import { renderInPage } from "../segmentation/render-in-page.fixture";

const count = (html: string, text: string) => html.split(text).length - 1;

describe("ProductRecommendation", () => {
  it("renders its title and a skeleton of one row (5 cards for 5-cards) on the server", () => {
    const html = renderInPage(
      createElement(ProductRecommendation, { block: RECOMMENDATION_BLOCK }),
    );
    expect(html).toMatch(/<h2[^>]*>Shells for the season<\/h2>/);
    expect(html).toContain('class="content-recs content-recs--5-cards"');
    expect(html).toContain("--recs-cards:5");
    expect(count(html, "content-recs__item--skeleton")).toBe(5);
    // The skeleton has the card's boxes: rating and quick shop places included.
    expect(count(html, '<div class="content-recs__rating"></div>')).toBe(5);
    expect(count(html, '<div class="content-recs__quickshop"></div>')).toBe(5);
    expect(html).toContain('aria-busy="true"');
  });

  it("leaves out the rating and quick shop places when they are off", () => {
    const html = renderInPage(
      createElement(ProductRecommendation, {
        block: {
          ...RECOMMENDATION_BLOCK,
          variant: "3-cards",
          showRatings: false,
          quickShopVisibility: "hidden",
          limit: 2,
        },
      }),
    );
    expect(count(html, "content-recs__item--skeleton")).toBe(2);
    expect(html).not.toContain("content-recs__rating");
    expect(html).not.toContain("content-recs__quickshop");
  });

  it("is not shown on the bag", () => {
    const html = renderInPage(
      createElement(ProductRecommendation, { block: RECOMMENDATION_BLOCK }),
      {
        scope: { page: "cart" },
      },
    );
    expect(html).toBe("");
  });
});

describe("RecommendationCard and its rail", () => {
  it("shows picture, name linking to the product, price and rating", () => {
    const html = renderInPage(
      createElement(
        RecommendationRail,
        { count: 1, across: 5 },
        createElement(RecommendationCard, {
          card: cardFromTile(tile(1)),
          locale: "en-us",
          showRatings: true,
          quickShop: false,
          onSelect: () => undefined,
        }),
      ),
    );
    expect(html).toContain('src="/media/jk-1.svg" alt="" width="400" height="500" loading="lazy"');
    expect(html).toContain('href="/en-us/p/ridge-shell-jacket-JK200001"');
    expect(html).toContain("Ridge shell jacket 1");
    expect(html).toContain("$150.00");
    expect(html).toContain("$200.00");
    expect(html).toContain('class="rating__stars"');
    expect(html).not.toContain("content-recs__arrow");
  });

  it("gives previous and next buttons when there are more cards than fit", () => {
    const cards = Array.from({ length: 4 }, (_, index) =>
      createElement(RecommendationCard, {
        key: index,
        card: cardFromTile(tile(index)),
        locale: "en-us",
        showRatings: false,
        quickShop: false,
        onSelect: () => undefined,
      }),
    );
    const html = renderInPage(createElement(RecommendationRail, { count: 4, across: 3 }, cards));
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
    expect(html).not.toContain("rating__stars");
  });

  it("shows a Bloomreach item's score without a count of reviews", () => {
    const card = cardFromBloomreach(bloomreachItem(1));
    if (!card) throw new Error("fixture");
    const html = renderInPage(
      createElement(RecommendationCard, {
        card,
        locale: "en-us",
        showRatings: true,
        quickShop: false,
        onSelect: () => undefined,
      }),
    );
    expect(html).toContain('class="rating__stars"');
    expect(html).not.toContain("rating__count");
  });
});
