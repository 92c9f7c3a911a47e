/**
 * Body and foot measurements behind the size charts, in centimetres (inches are derived).
 * Size ids are those of the seed's size runs (seed/data/product-types.json).
 */
export type Gender = "men" | "women" | "kids";

export interface SizeRunChart {
  measurements: readonly string[];
  rows: readonly {
    sizeId: string;
    label: string;
    cm: Readonly<Record<string, number>>;
    conversions?: Readonly<Record<string, string>>;
  }[];
}

const APPAREL = ["XS", "S", "M", "L", "XL", "XXL"];

function apparel(chest: number[], waist: number[], hip: number[]): SizeRunChart {
  return {
    measurements: ["chest", "waist", "hip"],
    rows: APPAREL.map((sizeId, i) => ({
      sizeId,
      label: sizeId,
      cm: { chest: chest[i] ?? 0, waist: waist[i] ?? 0, hip: hip[i] ?? 0 },
    })),
  };
}

/** US sizes in half steps from `first`; foot length grows about 8.5 mm per full size. */
function footwear(
  first: number,
  last: number,
  firstCm: number,
  ukOffset: number,
  euOf: (us: number) => number,
): SizeRunChart {
  const rows = [];
  for (let us = first; us <= last; us += 0.5) {
    const sizeId = String(us);
    rows.push({
      sizeId,
      label: sizeId,
      cm: { footLength: Math.round((firstCm + (us - first) * 0.85) * 10) / 10 },
      conversions: { US: sizeId, UK: String(us - ukOffset), EU: String(euOf(us)) },
    });
  }
  return { measurements: ["footLength"], rows };
}

const roundHalf = (value: number) => Math.round(value * 2) / 2;

export const SIZE_RUN_CHARTS: Record<string, SizeRunChart> = {
  "apparel-men": apparel(
    [86, 91, 97, 104, 112, 120],
    [71, 76, 82, 89, 97, 105],
    [86, 91, 97, 104, 112, 120],
  ),
  "apparel-women": apparel(
    [80, 85, 90, 96, 103, 110],
    [62, 67, 72, 78, 85, 92],
    [87, 92, 97, 103, 110, 117],
  ),
  "apparel-kids": {
    measurements: ["height", "chest", "waist"],
    rows: [
      { sizeId: "XS", label: "XS (6)", cm: { height: 116, chest: 60, waist: 55 } },
      { sizeId: "S", label: "S (7/8)", cm: { height: 128, chest: 66, waist: 58 } },
      { sizeId: "M", label: "M (10/12)", cm: { height: 146, chest: 74, waist: 63 } },
      { sizeId: "L", label: "L (14/16)", cm: { height: 160, chest: 82, waist: 68 } },
      { sizeId: "XL", label: "XL (18)", cm: { height: 170, chest: 88, waist: 72 } },
    ],
  },
  "footwear-men": footwear(7, 13, 25, 1, (us) => roundHalf(33 + us * 1.1)),
  "footwear-women": footwear(5, 11, 22, 2, (us) => roundHalf(30.5 + us * 1.1)),
  "footwear-kids": {
    measurements: ["footLength"],
    rows: [
      ["10C", "10 (Little Kid)", 16.5, "27"],
      ["11C", "11 (Little Kid)", 17.1, "28"],
      ["12C", "12 (Little Kid)", 18.0, "30"],
      ["13C", "13 (Little Kid)", 18.7, "31"],
      ["1Y", "1 (Big Kid)", 19.5, "32"],
      ["2Y", "2 (Big Kid)", 20.3, "33"],
      ["3Y", "3 (Big Kid)", 21.2, "34"],
      ["4Y", "4 (Big Kid)", 22.0, "36"],
      ["5Y", "5 (Big Kid)", 22.9, "37"],
      ["6Y", "6 (Big Kid)", 23.7, "38"],
    ].map(([sizeId = "", label = "", cm = 0, eu = ""]) => ({
      sizeId: String(sizeId),
      label: String(label),
      cm: { footLength: Number(cm) },
      conversions: { US: String(sizeId), EU: String(eu) },
    })),
  },
  "gloves-adult": {
    measurements: ["handCircumference"],
    rows: [
      { sizeId: "S", label: "S", cm: { handCircumference: 19 } },
      { sizeId: "M", label: "M", cm: { handCircumference: 21.5 } },
      { sizeId: "L", label: "L", cm: { handCircumference: 24 } },
      { sizeId: "XL", label: "XL", cm: { handCircumference: 26.5 } },
    ],
  },
  "gloves-kids": {
    measurements: ["handCircumference"],
    rows: [
      { sizeId: "S/M", label: "S/M", cm: { handCircumference: 15 } },
      { sizeId: "L/XL", label: "L/XL", cm: { handCircumference: 17.5 } },
    ],
  },
  "hat-two": {
    measurements: ["headCircumference"],
    rows: [
      { sizeId: "S/M", label: "S/M", cm: { headCircumference: 56 } },
      { sizeId: "L/XL", label: "L/XL", cm: { headCircumference: 60 } },
    ],
  },
  "socks-adult": {
    measurements: ["footLength"],
    rows: [
      { sizeId: "S", label: "S", cm: { footLength: 22 }, conversions: { EU: "35–38" } },
      { sizeId: "M", label: "M", cm: { footLength: 24.5 }, conversions: { EU: "39–42" } },
      { sizeId: "L", label: "L", cm: { footLength: 27 }, conversions: { EU: "43–46" } },
      { sizeId: "XL", label: "XL", cm: { footLength: 29.5 }, conversions: { EU: "47–49" } },
    ],
  },
  "socks-kids": {
    measurements: ["footLength"],
    rows: [
      { sizeId: "S", label: "S (Kids 9–12)", cm: { footLength: 16 }, conversions: { EU: "26–30" } },
      { sizeId: "M", label: "M (Kids 13–3)", cm: { footLength: 19 }, conversions: { EU: "31–35" } },
      { sizeId: "L", label: "L (Kids 4–7)", cm: { footLength: 22 }, conversions: { EU: "36–39" } },
    ],
  },
};

const CLOTHING = { men: "apparel-men", women: "apparel-women", kids: "apparel-kids" };
const SHOES = { men: "footwear-men", women: "footwear-women", kids: "footwear-kids" };

/** Which chart each product type uses per gender; one-size types have none. */
export const PRODUCT_TYPE_CHARTS: Record<string, Partial<Record<Gender, string>>> = {
  jacket: CLOTHING,
  "insulated-jacket": CLOTHING,
  vest: { men: "apparel-men", women: "apparel-women" },
  fleece: CLOTHING,
  hoodie: CLOTHING,
  tshirt: CLOTHING,
  "flannel-shirt": { men: "apparel-men", women: "apparel-women" },
  pants: CLOTHING,
  shorts: CLOTHING,
  "hiking-boot": SHOES,
  "trail-shoe": { men: "footwear-men", women: "footwear-women" },
  sneaker: SHOES,
  sandal: SHOES,
  "winter-boot": SHOES,
  backpack: {},
  duffel: {},
  "hip-pack": {},
  cap: { men: "hat-two", women: "hat-two" },
  beanie: {},
  gloves: { men: "gloves-adult", women: "gloves-adult", kids: "gloves-kids" },
  socks: { men: "socks-adult", women: "socks-adult", kids: "socks-kids" },
};
