import type { ProductTile } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { cartItemFixture } from "./cart-item.fixture";
import { cartItemRecord, pageType, tileRecord } from "./analytics";

describe("pageType", () => {
  it.each([
    ["/en-us", "Home"],
    ["/en-us/", "Home"],
    ["/en-us/p/summit-jacket-JK000001", "Product Detail"],
    ["/en-us/c/men-1000", "Product List"],
    ["/en-us/cart", "Cart"],
    ["/en-us/account/orders", "Account"],
    ["/en-us/search", "Search"],
    ["/en-us/searchhub/boots", "Search Hub"],
    ["/en-us/order-confirmation", "Order Confirmation"],
    ["/en-us/checkout", "Checkout"],
    ["/en-us/help/contact-us", "Other"],
  ])("%s is %s", (path, type) => {
    expect(pageType(path)).toBe(type);
  });

  it("is Error for a page that says it is not available, whatever its path", () => {
    expect(pageType("/en-us/p/gone-JK000001", true)).toBe("Error");
  });
});

describe("tileRecord", () => {
  const tile: ProductTile = {
    productId: "JK000001",
    name: "Summit Jacket",
    url: "/en-us/p/summit-jacket-JK000001",
    image: { url: "/i.svg", alt: "", width: 800, height: 1000 },
    colors: [
      {
        colorVariantId: "JK000001BLK",
        label: "Black",
        hex: "#111",
        image: { url: "/i.svg", alt: "", width: 800, height: 1000 },
      },
    ],
    price: {
      currency: "USD",
      lowCurrent: 89.99,
      highCurrent: 129,
      lowOriginal: 129,
      highOriginal: 129,
    },
    rating: { score: 4.5, reviewsCount: 10 },
    badge: null,
  };

  it("marks a markdown with the amount saved and carries the list position", () => {
    const product = tileRecord(tile, {
      list: "Product List",
      position: 3,
      category: "Jackets",
      categoryId: "110001",
    });
    expect(product).toMatchObject({
      colorCode: "JK000001BLK",
      colorDescription: "Black",
      onSale: true,
      discountType: "markdown",
      originalPrice: 129,
      price: 89.99,
      saleDiscountAmount: 39.01,
      position: 3,
      list: "Product List",
      catalogCategory: "110001",
    });
  });
});

describe("cartItemRecord", () => {
  const item = cartItemFixture({
    qty: 3,
    price: {
      amount: 150,
      original: 200,
      current: 150,
      highOriginal: 200,
      highCurrent: 150,
      rowTotal: 450,
      priceAfterItemDiscount: 450,
      priceAfterOrderDiscount: 450,
      proratedPrice: 450,
      currency: "USD",
    },
  });

  it("records a marked-down line with its colour, size and quantity, and no free gift", () => {
    expect(cartItemRecord(item)).toMatchObject({
      colorCode: "AB123456BLK",
      colorDescription: "Black",
      sizeCode1: "M",
      originalPrice: 200,
      price: 150,
      saleDiscountAmount: 50,
      onSale: true,
      markedDown: true,
      freeGift: false,
      quantity: 3,
      stockStatus: "in stock",
    });
  });

  it("takes a change's quantity instead of the line's", () => {
    expect(cartItemRecord(item, 1).quantity).toBe(1);
    const full = { ...item, price: { ...item.price, original: 150 } };
    expect(cartItemRecord(full)).toMatchObject({ markedDown: false, onSale: false });
  });
});
