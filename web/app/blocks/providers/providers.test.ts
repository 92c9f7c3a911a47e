import { afterEach, describe, expect, it, vi } from "vitest";
import { olapicGallery, widgetScriptPath } from "./external-galleries";
import { galleryProviderFor, STORE_GALLERY } from "./gallery-provider";
import { hostedTextTracks, hostedVideoProviderFor } from "./hosted-video-provider";
import {
  allowedScriptUrl,
  forgetScripts,
  injectScript,
  providerGlobal,
  ProviderRefused,
  type ScriptHost,
} from "./load-script";
import { consentAllows, providerConfigOf, type ProviderConfig } from "./provider-config";
import type { Site } from "@ridgeline/contract";
import type { SiteContent } from "../../lib/content-data";
import { DEFAULT_SCOPE } from "../block-context";
import { contentScopeOf } from "../content-scope";

const ORIGIN = "https://widgets.example.com";
const OLAPIC = {
  origin: ORIGIN,
  consentCategory: "C0003",
  scriptPath: "/v2/olapic.js",
  globalName: "Olapic",
} as const;
const WIDGET = {
  origin: ORIGIN,
  consentCategory: "C0004",
  scriptPath: "/widget.js",
  defaultLocale: "en_US",
  locales: { "fr-ca": "fr_CA" },
} as const;
const HOSTED = {
  origin: "https://player.example.com",
  consentCategory: "C0003",
  scriptPath: "/player.js",
  globalName: "cloudinary",
} as const;
const CONFIG: ProviderConfig = { olapic: OLAPIC, widgetGallery: WIDGET, hostedVideo: HOSTED };
const allowAll = () => true;
const REQUEST = {
  containerId: "ugc",
  locale: "en-us",
  ids: { productId: null, categoryId: null },
  filter: "",
};

describe("provider configuration and consent", () => {
  it("is what the operator configured for the page, none by default; no consent the page did not give", () => {
    expect(providerConfigOf(DEFAULT_SCOPE)).toEqual({});
    const site = { siteId: "US", locale: "en-us" } as Site;
    const content = { mode: "publish", language: "en", flags: {}, providers: CONFIG };
    const scope = contentScopeOf(site, content as unknown as SiteContent, "/en-us/pages/x");
    expect(providerConfigOf(scope)).toBe(CONFIG);
    expect(consentAllows("C0003")).toBe(false);
    expect(consentAllows("C0004")).toBe(false);
  });

  it("uses a real gallery provider only when configured on https and consented to", () => {
    expect(galleryProviderFor("olapic", {}, allowAll)).toBe(STORE_GALLERY);
    expect(galleryProviderFor("olapic", CONFIG)).toBe(STORE_GALLERY);
    expect(galleryProviderFor("olapic", CONFIG, allowAll)).toMatchObject({
      kind: "external",
      name: "olapic",
    });
    expect(galleryProviderFor("widgetGallery", CONFIG, allowAll)).toMatchObject({
      name: "widgetGallery",
    });
    const plain = { olapic: { ...OLAPIC, origin: "http://widgets.example.com" } };
    expect(galleryProviderFor("olapic", plain, allowAll)).toBe(STORE_GALLERY);
    const granted: string[] = [];
    galleryProviderFor("widgetGallery", CONFIG, (category) => (granted.push(category), false));
    expect(granted).toEqual(["C0004"]);
  });

  it("uses the hosted player only with the flag, a public id, a configured provider and consent", () => {
    expect(hostedVideoProviderFor(true, "trail/intro", HOSTED, allowAll).kind).toBe("external");
    expect(hostedVideoProviderFor(false, "trail/intro", HOSTED, allowAll).kind).toBe("store");
    expect(hostedVideoProviderFor(true, "", HOSTED, allowAll).kind).toBe("store");
    expect(hostedVideoProviderFor(true, "trail/intro", undefined, allowAll).kind).toBe("store");
    expect(hostedVideoProviderFor(true, "trail/intro", HOSTED).kind).toBe("store");
  });

  it("refuses a script while consent is not granted, off its origin, or unconfigured", async () => {
    expect(() => allowedScriptUrl(OLAPIC, "/v2/olapic.js")).toThrow(/consent C0003/);
    expect(() => allowedScriptUrl(OLAPIC, "https://evil.example.net/x.js")).toThrow(
      ProviderRefused,
    );
    expect(() => allowedScriptUrl(undefined, "/x.js")).toThrow(/not configured/);
    const container = {} as HTMLElement;
    await expect(olapicGallery(OLAPIC).create(container, REQUEST)).rejects.toThrow(ProviderRefused);
  });
});

describe("injectScript", () => {
  afterEach(forgetScripts);

  function fakeHost() {
    const scripts: (HTMLScriptElement & { fire(type: string): void })[] = [];
    const host: ScriptHost = {
      createElement: () => {
        const listeners = new Map<string, () => void>();
        const script = {
          src: "",
          async: false,
          referrerPolicy: "",
          addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
          remove: vi.fn(),
          fire: (type: string) => listeners.get(type)?.(),
        };
        return script as unknown as HTMLScriptElement & { fire(type: string): void };
      },
      head: { append: (node) => scripts.push(node as (typeof scripts)[number]) },
    };
    return { host, scripts };
  }

  it("adds one async script per shared URL and resolves once it has run", async () => {
    const { host, scripts } = fakeHost();
    const first = injectScript(`${ORIGIN}/lib.js`, { shared: true, host });
    const second = injectScript(`${ORIGIN}/lib.js`, { shared: true, host });
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: `${ORIGIN}/lib.js`, async: true });
    scripts[0]?.fire("load");
    await expect(first).resolves.toBe(scripts[0]);
  });

  it("removes a script that failed and lets it be asked for again", async () => {
    const { host, scripts } = fakeHost();
    const failing = injectScript(`${ORIGIN}/lib.js`, { shared: true, host });
    scripts[0]?.fire("error");
    await expect(failing).rejects.toThrow(/did not load/);
    expect(scripts[0]?.remove).toHaveBeenCalled();
    injectScript(`${ORIGIN}/lib.js`, { shared: true, host }).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });
});

describe("adapters", () => {
  it("builds the widget's script from its base URL, container id, locale and tag", () => {
    expect(widgetScriptPath(WIDGET, { containerId: "ugc-1", locale: "fr-ca" }, "AB12CD34")).toBe(
      "/widget.js?containerId=ugc-1&locale=fr_CA&tag=AB12CD34",
    );
    expect(widgetScriptPath(WIDGET, { containerId: "ugc-1", locale: "de-de" }, null)).toBe(
      "/widget.js?containerId=ugc-1&locale=en_US",
    );
  });

  it("finds a provider's global only by a plain name and with the method it needs", () => {
    const scope = { Olapic: { create: () => null }, Broken: { create: 1 } };
    expect(providerGlobal("Olapic", "create", scope)).toBe(scope.Olapic);
    expect(providerGlobal("Broken", "create", scope)).toBeNull();
    expect(providerGlobal("constructor.prototype", "create", scope)).toBeNull();
  });

  it("gives the hosted player the page language's captions as default, chapters apart", () => {
    const tracks = [
      { src: "/v/en.vtt", label: "English", srclang: "en", kind: "captions" },
      { src: "/v/fr.vtt", label: "Français", srclang: "fr", kind: "captions" },
      { src: "/v/ch.vtt", label: "Chapters", srclang: "en", kind: "chapters" },
      { src: "/v/t.txt", label: "Transcript", srclang: "en", kind: "transcripts" },
    ] as const;
    const { textTracks, chapters } = hostedTextTracks(tracks, "fr");
    expect(textTracks).toEqual({
      captions: { label: "Français", language: "fr", url: "/v/fr.vtt", default: true },
      subtitles: [{ label: "English", language: "en", url: "/v/en.vtt" }],
    });
    expect(chapters).toEqual({ url: "/v/ch.vtt" });
  });
});
