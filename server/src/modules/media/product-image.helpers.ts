// Draws stand-in product pictures: one SVG silhouette per product type, filled with a colourway.
// Shapes are hand-tuned paths on an 800 x 1000 canvas (the product tile's 4:5 ratio); garments
// face the viewer, footwear points right, and the right half of symmetric pieces is mirrored.

export interface ProductImageInput {
  productType: string;
  hex: string[];
  label?: string;
}

export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

const BACKGROUND = "#F5F5F3";
const FALLBACK_MAIN = "#8A8A8A";
const SHOE_SCALE = 1.12;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

interface Palette {
  main: string;
  second: string;
  accent: string;
  outline: string;
  seam: string;
  light: string;
  dark: string;
  id: string;
}
interface Drawing {
  body: string;
  floorY: number;
  floorWidth: number;
  /** Vertical nudge so low items (trainers) sit in the middle of the tile. */
  dy: number;
}

// Path data, kept apart from the drawing code so the code stays readable.
const D = {
  torso:
    "M335 212 Q400 250 465 212 L565 250 C560 320 552 380 550 430 L548 820 Q400 838 252 820 L250 430 C248 380 240 320 235 250 Z",
  vestTorso:
    "M340 212 Q400 250 460 212 L532 238 C522 300 532 380 556 432 L552 820 Q400 838 248 820 L244 432 C268 380 278 300 268 238 Z",
  armhole: "M270 240 C280 300 270 380 246 432",
  longSleeve: "M240 252 C195 262 172 300 165 360 L140 770 L222 782 L245 470 L250 430 Z",
  shortSleeve: "M240 252 C200 262 176 300 162 350 L140 445 L232 474 L250 420 Z",
  sleeveQuilt: "M160 455 L246 480 M154 550 L240 566 M148 645 L234 655",
  sleeveCuff: "M143 728 L140 770 L222 782 L225 740 Z",
  hood: "M318 262 C292 150 330 92 400 92 C470 92 508 150 482 262 Z",
  hoodInner: "M343 250 C334 172 362 128 400 128 C438 128 466 172 457 250 Q400 268 343 250 Z",
  drawcords: "M370 262 L366 360 M430 262 L434 360",
  standCollar: "M335 214 L330 168 Q400 152 470 168 L465 214 Q400 236 335 214 Z",
  crewNeck: "M337 214 Q400 254 463 214",
  shirtCollar: "M336 212 L398 262 L350 300 L318 232 Z",
  kangaroo: "M290 600 L510 600 L548 740 L252 740 Z",
  chestPocket: "M428 310 L500 310 L498 392 L430 392 Z",
  shirtPocket: "M290 330 L370 330 L370 420 L330 432 L290 420 Z",
  hemBand: "M252 792 L548 792 L548 820 Q400 838 252 820 Z",
  teeGraphic: "M330 450 L375 375 L400 410 L430 360 L480 450 Z",
  pants: "M268 170 L532 170 L550 880 L420 888 L403 420 L397 420 L380 888 L250 880 Z",
  pantsPocket: "M276 222 Q328 240 344 300",
  pantsSeams: "M262 600 Q320 620 384 604 M253 852 L382 860",
  waistband: "M268 170 L532 170 L533 214 L267 214 Z",
  fly: "M410 214 L410 350 Q410 372 398 384",
  shorts: "M262 270 L538 270 L568 640 L420 656 L403 500 L397 500 L380 656 L232 640 Z",
  shortsBand: "M262 270 L538 270 L540 318 L260 318 Z",
  cargoPocket: "M240 470 L300 470 L298 580 L236 584 Z",
  hikingBoot:
    "M185 748 C170 640 176 500 200 330 L215 305 Q300 288 380 300 L420 300 C430 380 470 480 540 560 C600 610 690 640 702 700 C708 730 702 745 690 748 Z",
  bootTongue: "M376 306 C380 266 418 248 450 258 C458 274 452 300 440 330 Z",
  bootToe: "M540 748 C560 690 640 664 692 690 C706 712 706 740 690 748 Z",
  bootHeel: "M185 748 C178 680 180 640 190 600 Q240 610 272 660 L286 748 Z",
  trailShoe:
    "M178 748 C170 700 172 640 192 590 C200 570 215 560 232 562 C280 570 320 590 350 592 C370 560 390 540 410 536 C470 560 540 600 610 626 C680 650 712 690 708 730 C706 742 700 748 690 748 Z",
  trailSwoosh: "M240 720 C320 650 440 630 600 660 L596 684 C450 660 336 676 262 736 Z",
  trailHeel: "M178 748 C170 700 172 650 186 610 L230 640 L244 748 Z",
  trailToe: "M612 748 C622 702 680 692 706 716 C710 735 704 746 690 748 Z",
  sneaker:
    "M180 748 C172 700 176 650 194 610 C204 596 218 590 236 592 C280 600 320 612 350 612 C372 590 394 578 414 576 C470 596 540 626 610 646 C676 664 706 696 704 728 C702 742 696 748 686 748 Z",
  sneakerToe: "M600 748 C606 700 672 688 702 712 C708 732 702 746 690 748 Z",
  sneakerPanel: "M300 720 C360 660 450 650 540 672 L520 706 C450 694 380 706 336 740 Z",
  sneakerTab: "M178 690 L208 690 L212 746 L182 746 Z",
  winterBoot:
    "M192 748 C180 600 186 400 206 250 L440 250 C446 350 462 450 522 540 C600 600 690 630 704 690 C710 725 704 745 690 748 Z",
  winterShell:
    "M188 748 C182 700 184 650 188 612 Q320 596 420 606 C500 612 560 590 600 600 C660 620 700 650 706 700 C710 728 702 745 690 748 Z",
  winterShellSeam: "M192 626 Q320 612 420 622 C500 628 560 606 598 616",
  furCuff:
    "M196 262 C180 230 200 196 228 206 C240 180 270 178 284 198 C300 176 334 178 342 200 C358 178 392 182 398 206 C420 190 456 206 448 240 C460 262 440 290 420 286 L214 296 C192 296 184 278 196 262 Z",
  foot: "M10 -310 C80 -312 118 -250 116 -170 C114 -100 96 -40 92 40 C88 120 100 200 92 260 C84 310 46 330 0 330 C-46 330 -84 306 -88 256 C-92 200 -78 120 -84 40 C-90 -40 -110 -120 -104 -190 C-98 -260 -60 -308 10 -310 Z",
  toeStrap: "M-124 -210 C-40 -238 60 -238 128 -210 L126 -146 C60 -172 -40 -172 -122 -146 Z",
  instepStrap: "M-112 -20 C-30 -52 50 -52 118 -20 L116 54 C50 26 -30 26 -110 54 Z",
  heelStrap: "M-94 50 L-90 200 C-86 300 86 300 90 200 L94 50",
  backpack:
    "M260 260 C260 190 330 170 400 170 C470 170 540 190 540 260 L560 790 C560 830 530 845 490 845 L310 845 C270 845 240 830 240 790 Z",
  packPocket:
    "M285 560 L515 560 C530 560 536 572 536 586 L540 780 C540 800 526 812 506 812 L294 812 C274 812 260 800 260 780 L264 586 C264 572 270 560 285 560 Z",
  packStrap: "M262 260 C218 300 212 480 236 640",
  mountain: "M-34 20 L-10 -12 L2 4 L14 -14 L36 20 Z",
  duffel: "M240 430 L560 430 C700 430 700 770 560 770 L240 770 C100 770 100 430 240 430 Z",
  duffelEnd: "M215 436 C140 450 140 750 215 764 C262 740 262 460 215 436 Z",
  hipPack: "M210 520 C230 440 570 440 590 520 C600 600 540 650 400 650 C260 650 200 600 210 520 Z",
  hipPocket:
    "M214 570 C300 600 500 600 586 570 C580 620 530 650 400 650 C270 650 220 620 214 570 Z",
  capCrown: "M200 640 C194 440 330 352 440 356 C560 360 622 452 620 640 Q410 660 200 640 Z",
  capBack: "M200 640 C194 440 330 352 440 356 C400 420 380 520 380 650 Q290 648 200 640 Z",
  capSeams: "M440 360 C400 420 380 520 380 648 M440 360 C500 440 520 540 522 648",
  capBill: "M520 640 C600 598 716 606 772 658 C730 690 620 692 520 668 Z",
  beanie: "M240 720 C228 430 330 300 400 300 C470 300 572 430 560 720 Z",
  beanieCuff: "M226 630 Q400 606 574 630 L578 770 Q400 792 222 770 Z",
  palm: "M-112 170 L-116 -60 C-116 -90 116 -90 112 -60 L108 170 Z",
  gloveCuff: "M-118 150 L114 150 L118 300 L-122 300 Z",
  gloveStitches: "M-40 -10 L-34 110 M0 -4 L0 112 M40 -10 L34 110",
  sock: "M0 0 L150 0 L150 400 C150 440 175 455 215 462 L300 476 C352 486 362 600 300 600 L110 600 C30 600 -12 540 0 460 Z",
  sockHeel: "M0 460 C-12 540 30 600 110 600 L118 600 C128 540 96 480 2 452 Z",
  sockToe: "M262 470 L300 476 C352 486 362 600 300 600 L250 600 C268 560 272 510 262 470 Z",
  tag: "M330 300 L470 300 L540 380 L540 760 C540 780 526 794 506 794 L294 794 C274 794 260 780 260 760 L260 380 Z",
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function parseHex(value: string): number[] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
}

function toHex(rgb: number[]): string {
  const clamp = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
  return `#${rgb.map((v) => clamp(v).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function mix(a: string, b: string, amount: number): string {
  const [ra, rb] = [parseHex(a) ?? [0, 0, 0], parseHex(b) ?? [0, 0, 0]];
  return toHex(ra.map((v, i) => v + ((rb[i] ?? 0) - v) * amount));
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = parseHex(hex) ?? [];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// Only well-formed hex colours reach the markup, so a bad value can neither break nor inject into it.
function buildPalette(input: ProductImageInput): Palette {
  const colours = input.hex.flatMap((h) => {
    const rgb = parseHex(h);
    return rgb ? [toHex(rgb)] : [];
  });
  const main = colours[0] ?? FALLBACK_MAIN;
  const dark = luminance(main) < 0.2;
  const second = colours[1] ?? mix(main, "#000000", 0.3);
  // Ids inside the SVG are made unique per picture, so several pictures can share one HTML page.
  let hash = 0x811c9dc5;
  for (const c of `${input.productType}|${colours.join()}`) {
    hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193);
  }
  return {
    main,
    second,
    accent: colours[2] ?? mix(second, luminance(second) < 0.5 ? "#FFFFFF" : "#111111", 0.45),
    outline: mix(main, "#000000", luminance(main) < 0.12 ? 0.6 : 0.5),
    seam: mix(main, dark ? "#FFFFFF" : "#000000", 0.3),
    light: mix(main, "#FFFFFF", 0.72),
    dark: mix(main, "#000000", 0.35),
    id: (hash >>> 0).toString(36),
  };
}

/** Small drawing vocabulary bound to one palette, so shape code reads as a list of parts. */
function makeKit(p: Palette) {
  const stroke = `stroke="${p.outline}" stroke-linejoin="round"`;
  const fill = (d: string, colour: string, extra = "") =>
    `<path d="${d}" fill="${colour}" ${stroke} stroke-width="4" ${extra}/>`;
  const line = (d: string, colour: string, width = 3, extra = "") =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
  return {
    p,
    fill,
    line,
    // The gradient overlay gives flat fills a little volume without another colour.
    shaded: (d: string, colour = p.main) =>
      fill(d, colour) + `<path d="${d}" fill="url(#shade-${p.id})"/>`,
    stitch: (d: string) => line(d, p.seam, 2.5, `stroke-dasharray="9 7"`),
    strap: (d: string, colour: string, width: number) =>
      line(d, p.outline, width + 8) + line(d, colour, width),
    dot: (x: number, y: number, r: number, colour: string) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" ${stroke} stroke-width="3"/>`,
    rect: (x: number, y: number, w: number, h: number, colour: string, extra = "") =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2 > 12 ? 8 : 4}" fill="${colour}" ${stroke} stroke-width="3" ${extra}/>`,
    logo: (x: number, y: number) =>
      `<rect x="${x - 44}" y="${y - 28}" width="88" height="56" rx="8" fill="${p.accent}" ${stroke} stroke-width="3"/><path d="${D.mountain}" transform="translate(${x} ${y})" fill="${p.main}"/>`,
  };
}
type Kit = ReturnType<typeof makeKit>;

const group = (transform: string, svg: string) => `<g transform="${transform}">${svg}</g>`;
const mirrored = (svg: string) => group("matrix(-1 0 0 1 800 0)", svg);
const drawing = (body: string, floorY: number, floorWidth: number, dy = 0): Drawing => ({
  body,
  floorY,
  floorWidth,
  dy,
});

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
  "hip-pack": (k) => {
    const parts = [
      k.strap("M40 500 C120 520 180 540 220 545", k.p.second, 38),
      k.strap("M580 545 C640 540 700 520 770 500", k.p.second, 38),
      k.rect(660, 490, 60, 56, k.p.accent, `transform="rotate(-12 690 518)"`),
      k.shaded(D.hipPack),
      k.fill(D.hipPocket, k.p.second),
      k.line("M240 520 Q400 478 560 520", k.p.dark, 6),
      k.dot(548, 516, 9, k.p.accent),
    ];
    return drawing(parts.join(""), 680, 250);
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
