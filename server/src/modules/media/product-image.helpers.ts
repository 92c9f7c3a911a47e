import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from "../catalog";
// Draws stand-in product pictures: one SVG silhouette per product type, filled with a colourway.
// Shapes are hand-tuned paths on an 800 x 1000 canvas (the product tile's 4:5 ratio); garments
// face the viewer, footwear points right, and the right half of symmetric pieces is mirrored.

import { D } from "./silhouette-paths.data";
import {
  buildPalette,
  drawing,
  escapeXml,
  group,
  makeKit,
  mix,
  mirrored,
  type Drawing,
  type Kit,
  type Palette,
} from "./svg-kit.helpers";

export interface ProductImageInput {
  productType: string;
  hex: string[];
  label?: string;
}

const BACKGROUND = "#F5F5F3";
const SHOE_SCALE = 1.12;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

interface TopOptions {
  sleeves: "long" | "short" | "none";
  hood?: boolean;
  collar?: "stand" | "shirt" | "crew";
  zipTo?: number;
  fill?: string;
  quilted?: boolean;
  pocket?: "kangaroo" | "slash" | "chest";
  cuffs?: boolean;
}

function drawTop(k: Kit, o: TopOptions): Drawing {
  const { p } = k;
  const fill = o.fill ?? p.main;
  const parts: string[] = [];
  if (o.hood) parts.push(k.shaded(D.hood));
  if (o.sleeves !== "none") {
    let sleeve = k.shaded(o.sleeves === "long" ? D.longSleeve : D.shortSleeve, fill);
    if (o.quilted) sleeve += k.line(D.sleeveQuilt, p.seam);
    if (o.cuffs) sleeve += k.fill(D.sleeveCuff, p.second);
    if (o.sleeves === "short") sleeve += k.stitch("M146 425 L236 455");
    parts.push(sleeve, mirrored(sleeve));
  }
  parts.push(k.shaded(o.sleeves === "none" ? D.vestTorso : D.torso, fill));
  if (o.sleeves === "none")
    parts.push(k.line(D.armhole, p.second, 8), mirrored(k.line(D.armhole, p.second, 8)));
  for (let y = 310; o.quilted && y < 800; y += 78)
    parts.push(k.line(`M252 ${y} Q400 ${y + 14} 548 ${y}`, p.seam));
  if (o.hood) parts.push(k.fill(D.hoodInner, p.dark), k.line(D.drawcords, p.accent, 5));
  if (o.collar === "stand") parts.push(k.shaded(D.standCollar));
  if (o.collar === "crew") parts.push(k.line(D.crewNeck, p.second, 16));
  if (o.collar === "shirt") {
    parts.push(
      k.line("M400 250 L400 818", p.outline, 4),
      k.fill(D.shirtCollar, fill),
      mirrored(k.fill(D.shirtCollar, fill)),
    );
    for (let y = 320; y < 800; y += 90) parts.push(k.dot(412, y, 8, p.light));
  }
  if (o.zipTo) {
    const top = o.collar === "stand" ? 160 : 236;
    parts.push(
      k.line(`M400 ${top} L400 ${o.zipTo}`, p.second, 7),
      k.rect(391, top + 16, 18, 40, p.accent),
    );
  }
  if (o.pocket === "kangaroo") parts.push(k.fill(D.kangaroo, fill), k.stitch("M300 612 L500 612"));
  if (o.pocket === "slash")
    parts.push(
      k.line("M290 560 L318 690", p.second, 6),
      mirrored(k.line("M290 560 L318 690", p.second, 6)),
    );
  if (o.pocket === "chest")
    parts.push(k.fill(D.chestPocket, fill), k.line("M430 322 L498 322", p.second, 5));
  if (o.cuffs) parts.push(k.fill(D.hemBand, p.second));
  return drawing(parts.join(""), 860, 260);
}

function checkPattern(p: Palette): string {
  const band = `fill="${p.second}" opacity="0.55"`;
  return `<pattern id="check-${p.id}" width="96" height="96" patternUnits="userSpaceOnUse"><rect width="96" height="96" fill="${p.main}"/><rect width="34" height="96" ${band}/><rect width="96" height="34" ${band}/><path d="M62 0 V96 M0 62 H96" stroke="${p.accent}" stroke-width="4" opacity="0.8"/></pattern>`;
}

// Criss-cross lacing between the eyelet row and a parallel row shifted by `across` (towards the tongue).
function laces(k: Kit, from: number[], to: number[], count: number, across: number[]): string {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, ax = 0, ay = 0] = [...from, ...to, ...across];
  const eyelets = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t] as const;
  });
  let d = "";
  eyelets.forEach(([x, y], i) => {
    const next = eyelets[i + 1];
    if (next)
      d += `M${x} ${y} L${next[0] + ax} ${next[1] + ay} M${x + ax} ${y + ay} L${next[0]} ${next[1]} `;
  });
  return (
    k.line(d, k.p.outline, 9) +
    k.line(d, k.p.accent, 5) +
    eyelets.map(([x, y]) => k.dot(x, y, 7, k.p.light)).join("")
  );
}

/** A side-view shoe: lugged outsole, midsole of `sole` px, the upper and its overlays. */
function shoe(
  k: Kit,
  upper: string,
  sole: number,
  lug: number,
  extras: string[],
  behind = "",
): Drawing {
  const bottom = 748 + sole;
  let lugs = "M175 " + bottom;
  for (let x = 175; lug > 0 && x + 30 <= 695; x += 38)
    lugs += ` L${x + 4} ${bottom + lug} L${x + 26} ${bottom + lug} L${x + 30} ${bottom}`;
  const midsole = `M160 748 L712 748 C722 ${748 + sole / 2} 712 ${bottom} 690 ${bottom} L180 ${bottom} C160 ${bottom} 152 760 160 748 Z`;
  const outsole = lug > 0 ? k.fill(`${lugs} L695 ${bottom} Z`, k.p.dark) : "";
  const body = behind + outsole + k.fill(midsole, k.p.light) + k.shaded(upper) + extras.join("");
  // Side views are wide and short: enlarge them a little and centre them on the tile.
  const floorY = 700 + SHOE_SCALE * (70 + sole + lug);
  return drawing(
    group(`translate(400 700) scale(${SHOE_SCALE}) translate(-432 -700)`, body),
    floorY,
    320,
  );
}

const DRAWERS: Record<string, (k: Kit) => Drawing> = {
  jacket: (k) => drawTop(k, { sleeves: "long", hood: true, zipTo: 818, pocket: "slash" }),
  "insulated-jacket": (k) =>
    drawTop(k, { sleeves: "long", collar: "stand", zipTo: 818, quilted: true, pocket: "slash" }),
  vest: (k) =>
    drawTop(k, { sleeves: "none", collar: "stand", zipTo: 818, quilted: true, pocket: "slash" }),
  fleece: (k) =>
    drawTop(k, { sleeves: "long", collar: "stand", zipTo: 430, pocket: "chest", cuffs: true }),
  hoodie: (k) => drawTop(k, { sleeves: "long", hood: true, pocket: "kangaroo", cuffs: true }),
  tshirt: (k) => {
    const top = drawTop(k, { sleeves: "short", collar: "crew" });
    const graphic = `<path d="${D.teeGraphic}" fill="${k.p.second}"/><circle cx="452" cy="350" r="16" fill="${k.p.accent}"/>`;
    return { ...top, body: top.body + graphic };
  },
  "flannel-shirt": (k) => {
    const check = `url(#check-${k.p.id})`;
    const top = drawTop(k, { sleeves: "long", collar: "shirt", fill: check });
    const pocket = k.fill(D.shirtPocket, check) + k.line("M290 350 L370 350", k.p.outline, 3);
    return { ...top, body: checkPattern(k.p) + top.body + pocket + mirrored(pocket) };
  },
  pants: (k) => {
    const side = k.line(D.pantsPocket, k.p.seam, 4) + k.stitch(D.pantsSeams);
    const loops = [300, 400, 500].map((x) => k.rect(x - 7, 164, 14, 56, k.p.main)).join("");
    const details =
      k.fill(D.waistband, k.p.second) + loops + k.stitch(D.fly) + k.dot(400, 192, 9, k.p.accent);
    return drawing(k.shaded(D.pants) + side + mirrored(side) + details, 905, 230);
  },
  shorts: (k) => {
    const side =
      k.fill(D.cargoPocket, k.p.main) +
      k.line("M240 482 L300 482", k.p.second, 8) +
      k.stitch("M236 616 L378 630");
    const band =
      k.fill(D.shortsBand, k.p.second) + k.line("M380 296 Q400 360 420 296", k.p.accent, 5);
    const body = k.shaded(D.shorts) + side + mirrored(side) + band + k.stitch("M410 318 L410 440");
    // Drawn on the pants' grid, then enlarged so shorts fill the tile like the other garments.
    return drawing(group("translate(400 463) scale(1.3) translate(-400 -463)", body), 750, 300);
  },
  "hiking-boot": (k) =>
    shoe(
      k,
      D.hikingBoot,
      34,
      22,
      [
        k.fill(D.bootToe, k.p.second),
        k.fill(D.bootHeel, k.p.second),
        k.strap("M212 318 Q300 298 386 308", k.p.second, 18),
        k.stitch("M200 560 C300 520 420 520 520 548"),
        laces(k, [396, 332], [500, 540], 5, [26, -10]),
      ],
      k.fill(D.bootTongue, k.p.dark),
    ),
  "trail-shoe": (k) => ({
    ...shoe(k, D.trailShoe, 46, 16, [
      k.fill(D.trailSwoosh, k.p.accent),
      k.fill(D.trailHeel, k.p.second),
      k.fill(D.trailToe, k.p.second),
      k.line("M160 772 L712 772", k.p.accent, 6),
      laces(k, [424, 568], [574, 632], 4, [8, -22]),
    ]),
    dy: -140,
  }),
  sneaker: (k) => ({
    ...shoe(k, D.sneaker, 44, 0, [
      k.fill(D.sneakerToe, k.p.second),
      k.fill(D.sneakerPanel, k.p.second),
      k.fill(D.sneakerTab, k.p.accent),
      k.stitch("M172 772 L708 772"),
      laces(k, [428, 602], [574, 656], 4, [8, -20]),
    ]),
    dy: -150,
  }),
  sandal: (k) => {
    const sandal = [
      group("translate(0 14)", k.fill(D.foot, k.p.second)),
      k.fill(D.foot, mix(k.p.second, "#FFFFFF", 0.35)),
      k.stitch("M-70 280 C-40 310 40 310 70 280"),
      k.strap(D.heelStrap, k.p.main, 26),
      k.shaded(D.toeStrap),
      k.shaded(D.instepStrap),
      k.rect(58, -34, 46, 62, k.p.accent),
    ].join("");
    const pair =
      group("translate(528 480) rotate(7) scale(0.9)", sandal) +
      group("translate(272 480) scale(-0.9 0.9) rotate(7)", sandal);
    return drawing(pair, 840, 270);
  },
  "winter-boot": (k) =>
    shoe(k, D.winterBoot, 40, 20, [
      k.fill(D.winterShell, k.p.second),
      k.stitch(D.winterShellSeam),
      laces(k, [418, 310], [468, 520], 5, [24, -6]),
      k.fill(D.furCuff, k.p.light),
    ]),
  backpack: (k) => {
    const strap = k.strap(D.packStrap, k.p.second, 30);
    const parts = [
      strap,
      mirrored(strap),
      k.strap("M370 178 C368 118 432 118 430 178", k.p.second, 12),
      k.shaded(D.backpack),
      k.line("M268 330 Q400 296 532 330", k.p.second, 7),
      k.fill(D.packPocket, k.p.second),
      k.line("M276 596 Q400 576 524 596", k.p.main, 6),
      k.line("M330 564 L330 808 M470 564 L470 808", k.p.dark, 10),
      k.logo(400, 414),
      k.dot(310, 322, 9, k.p.accent) + k.dot(300, 593, 9, k.p.accent),
    ];
    return drawing(parts.join(""), 862, 230);
  },
  duffel: (k) => {
    const parts = [
      k.strap("M300 450 C300 320 500 320 500 450", k.p.second, 22),
      k.shaded(D.duffel),
      k.fill(D.duffelEnd, k.p.second),
      mirrored(k.fill(D.duffelEnd, k.p.second)),
      k.line("M300 434 L300 768 M500 434 L500 768", k.p.second, 22),
      k.line("M250 470 Q400 452 550 470", k.p.dark, 6),
      k.dot(540, 470, 10, k.p.accent),
      k.logo(400, 590),
    ];
    return drawing(parts.join(""), 790, 300);
  },
  // A frying pan is an oval with one handle: a hip pack shows its belt as a loop with a buckle,
  // a zip along its top with pulls, and a front pocket, so it reads as a bag at tile size.
  "hip-pack": (k) => {
    const pull = (x: number, y: number, turn: number) =>
      k.rect(x - 9, y, 18, 46, k.p.accent, `transform="rotate(${turn} ${x} ${y})"`);
    const parts = [
      k.strap(D.hipBelt, k.p.second, 34),
      k.line("M120 430 C110 360 220 300 400 296", k.p.seam, 3, `stroke-dasharray="9 7"`),
      k.fill(D.hipBuckle, k.p.dark),
      k.rect(374, 278, 52, 24, k.p.accent),
      k.shaded(D.hipPack),
      k.line(D.hipZip, k.p.dark, 8),
      k.stitch("M206 572 C250 500 330 478 400 478 C470 478 550 500 594 572"),
      pull(548, 478, -28),
      pull(584, 506, -38),
      k.fill(D.hipPocket, k.p.second),
      k.line("M252 612 C320 594 480 594 548 612", k.p.dark, 5),
      k.logo(400, 548),
    ];
    // Wide and short: enlarged a little, like the side-view shoes, to fill the tile.
    return drawing(
      group("translate(400 500) scale(1.08) translate(-400 -500)", parts.join("")),
      740,
      300,
    );
  },
  cap: (k) => {
    const parts = [
      k.shaded(D.capCrown),
      `<path d="${D.capBack}" fill="${k.p.second}" opacity="0.55"/>`,
      k.stitch(D.capSeams),
      k.shaded(D.capBill, k.p.second),
      k.logo(534, 532),
      k.dot(440, 356, 11, k.p.second),
    ];
    return drawing(parts.join(""), 690, 280);
  },
  beanie: (k) => {
    const ribs = [290, 345, 400, 455, 510].map(
      (x) => `M${x} 630 Q${400 + (x - 400) * 0.6} 420 400 318`,
    );
    const cuffRibs = Array.from(
      { length: 13 },
      (_, i) => `M${252 + i * 25} 640 L${252 + i * 25} 764`,
    );
    const pom = `<circle cx="400" cy="262" r="70" fill="${k.p.second}" stroke="${k.p.outline}" stroke-width="4" stroke-dasharray="6 5"/>`;
    const parts = [
      k.shaded(D.beanie),
      k.line(ribs.join(" "), k.p.seam),
      k.fill(D.beanieCuff, k.p.main),
      k.line(cuffRibs.join(" "), k.p.seam),
      k.rect(360, 670, 80, 56, k.p.accent),
      pom + `<circle cx="400" cy="262" r="50" fill="${k.p.second}" opacity="0.6"/>`,
    ];
    return drawing(parts.join(""), 800, 240);
  },
  gloves: (k) => {
    const finger = (x: number, top: number, w: number) =>
      `<rect x="${x}" y="${top}" width="${w}" height="${-top - 10}" rx="${w / 2}" fill="${k.p.main}" stroke="${k.p.outline}" stroke-width="4"/>`;
    const thumb = `<rect x="-30" y="-160" width="62" height="180" rx="31" fill="${k.p.main}" stroke="${k.p.outline}" stroke-width="4" transform="translate(-104 80) rotate(-30)"/>`;
    const glove = [
      finger(-112, -250, 56) + finger(-56, -286, 56) + finger(0, -268, 56) + finger(56, -214, 52),
      thumb,
      k.shaded(D.palm),
      k.line("M-110 -40 Q0 -10 110 -40", k.p.seam, 4),
      k.stitch(D.gloveStitches),
      k.fill(D.gloveCuff, k.p.second),
      k.rect(-40, 176, 80, 30, k.p.accent),
    ].join("");
    const pair =
      group("translate(290 540) rotate(-10)", glove) +
      group("translate(520 570) rotate(10) scale(-1 1)", glove);
    return drawing(pair, 900, 300);
  },
  socks: (k) => {
    const ribs = [25, 50, 75, 100, 125].map((x) => `M${x} 8 L${x} 72`).join(" ");
    const sock = [
      k.shaded(D.sock),
      k.fill(D.sockHeel, k.p.second),
      k.fill(D.sockToe, k.p.second),
      k.fill("M0 0 L150 0 L150 80 L0 80 Z", k.p.second),
      k.line(ribs, k.p.dark, 3),
      k.line("M20 200 L130 200 M20 230 L130 230", k.p.accent, 8),
    ].join("");
    return drawing(group("translate(320 200)", sock) + group("translate(200 250)", sock), 870, 270);
  },
};

function drawTag(k: Kit): Drawing {
  const hole = `<circle cx="400" cy="360" r="22" fill="${BACKGROUND}" stroke="${k.p.outline}" stroke-width="4"/>`;
  const body = k.line("M400 250 C360 180 440 150 420 110", "#6B6B6B", 4) + k.shaded(D.tag) + hole;
  return drawing(
    body + k.line("M310 560 L490 560 M310 610 L450 610 M310 660 L470 660", k.p.seam, 10),
    820,
    200,
  );
}

/** Renders the product type's silhouette in the colourway as a standalone SVG document. */
export function drawProductImage(input: ProductImageInput): string {
  const p = buildPalette(input);
  const kit = makeKit(p);
  const drawer = DRAWERS[input.productType];
  const art = drawer ? drawer(kit) : drawTag(kit);
  const label = input.label
    ? `<text x="400" y="960" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#6B6B6B">${escapeXml(input.label)}</text>`
    : "";
  const shade = `<linearGradient id="shade-${p.id}" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>`;
  const blur = `<filter id="blur-${p.id}" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>`;
  const shadow = `<ellipse cx="400" cy="${art.floorY}" rx="${art.floorWidth}" ry="24" fill="#000000" opacity="0.14" filter="url(#blur-${p.id})"/>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" viewBox="0 0 ${PRODUCT_IMAGE_WIDTH} ${PRODUCT_IMAGE_HEIGHT}">`,
    `<defs>${shade}${blur}</defs>`,
    `<rect width="${PRODUCT_IMAGE_WIDTH}" height="${PRODUCT_IMAGE_HEIGHT}" fill="${BACKGROUND}"/>`,
    group(`translate(0 ${art.dy})`, shadow + art.body),
    label,
    `</svg>`,
  ].join("\n");
}
