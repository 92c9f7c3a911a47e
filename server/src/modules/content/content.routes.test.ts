// databases: postgres — business rules kept in transactions; what PGlite's transactions keep, the event bus and the demo reload prove (decision 0100)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

/** The content service's calls (issue 28, spec 001 §7), on documents this file saves. */
let t: TestApp;
const SITE = "GB";
let n = 0;
const id = (stem: string) => `${stem}-${++n}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const save = (documents: unknown[], site = SITE) =>
  t.services.content.write.save(site, documents, "ada");
const publish = (ids: string[], site = SITE) => t.services.content.write.publish(site, ids, "ada");
const previewToken = (site = SITE, seconds = 600) =>
  t.services.content.token("preview", site, "ada", seconds);
const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: "GET", url, headers });

describe("publish and preview", () => {
  it("answers a published page resolved, and its draft only in preview with a token", async () => {
    const card = id("card");
    const page = id("page");
    await save([
      { type: "linkedCard", id: card, title: { en: "Live title", fr: "Titre", de: "Titel" } },
      { type: "page", id: page, slug: page, title: "Page", blocks: [{ $ref: card }] },
    ]);
    await publish([card, page]);
    await save([{ type: "linkedCard", id: card, title: { en: "Draft title" } }]);

    const live = await get(`/publish/caas/v1/canvas/page/${SITE}/${page}`);
    expect(live.statusCode).toBe(200);
    expect(live.json().document.blocks[0]).toMatchObject({
      type: "linkedCard",
      title: "Live title",
    });
    expect(live.headers["cache-control"]).toContain("public");
    expect(live.headers["etag"]).toBeTruthy();
    const again = await get(`/publish/caas/v1/canvas/page/${SITE}/${page}`, {
      "if-none-match": String(live.headers["etag"]),
    });
    expect(again.statusCode).toBe(304);

    const refused = await get(`/preview/caas/v1/canvas/page/${SITE}/${page}`);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)?.errorId).toBe("CNT401");
    const otherSite = await get(`/preview/caas/v1/canvas/page/${SITE}/${page}`, {
      "x-preview-token": previewToken("US"),
    });
    expect(otherSite.statusCode).toBe(401);
    // A signature changed in its first character (the last one's low bits may be padding).
    const [payload, signature = ""] = previewToken().split(".");
    const forged = `${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(
      (await get(`/preview/caas/v1/canvas/page/${SITE}/${page}`, { "x-preview-token": forged }))
        .statusCode,
    ).toBe(401);

    const preview = await get(`/preview/caas/v1/canvas/page/${SITE}/${page}`, {
      "x-preview-token": previewToken(),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().document.blocks[0].title).toBe("Draft title");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
    // The token may also come in the query, as a preview link carries it.
    const linked = await get(
      `/preview/caas/v1/canvas/page/${SITE}/${page}?previewToken=${previewToken()}`,
    );
    expect(linked.json().document.blocks[0].title).toBe("Draft title");
  });

  it("falls back to the site's language, then English, per field", async () => {
    const card = id("card");
    await save(
      [
        {
          type: "linkedCard",
          id: card,
          title: { en: "Boots", de: "Stiefel" },
          subtitle: { fr: "Seulement" },
        },
      ],
      "DE",
    );
    await publish([card], "DE");
    const german = (await get(`/publish/caas/v1/canvas/fragment/${card}?siteId=DE`)).json()
      .document;
    expect(german).toMatchObject({ title: "Stiefel", subtitle: "Seulement" });
    const french = (
      await get(`/publish/caas/v1/canvas/fragment/${card}?siteId=DE&language=fr`)
    ).json().document;
    expect(french).toMatchObject({ title: "Stiefel", subtitle: "Seulement" });
    const english = (
      await get(`/publish/caas/v1/canvas/fragment/${card}?siteId=DE&language=en`)
    ).json();
    expect(english.document.title).toBe("Boots");
    expect(english.meta).toMatchObject({
      siteId: "DE",
      language: "en",
      mode: "publish",
      version: 1,
    });
  });

  it("answers the catalogue's 404 for unknown ids, sites and pages", async () => {
    for (const url of [
      `/publish/caas/v1/canvas/fragment/no-such-doc?siteId=${SITE}`,
      `/publish/caas/v1/canvas/page/${SITE}/no-such-page`,
      `/publish/caas/v1/canvas/augmentedpage/XX/cart`,
      `/publish/caas/v1/canvas/category/${SITE}/99999999`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)?.errorId, url).toBe("CNT404");
    }
    expect(
      (await get(`/publish/caas/v1/canvas/augmentedpage/${SITE}/not-a-fixed-page`)).statusCode,
    ).toBe(400);
    expect((await get(`/draft/caas/v1/canvas/menu/${SITE}`)).statusCode).toBe(400);
  });
});

describe("references", () => {
  it("are resolved at any depth, and a missing or circular one is refused naming the field", async () => {
    const [a, b, c] = [id("a"), id("b"), id("c")];
    await save([
      { type: "richTextBlock", id: c, richText: "<p>deep</p>" },
      { type: "collection", id: b, items: [{ $ref: c }] },
      { type: "collection", id: a, items: [{ $ref: b }, { type: "spacer", id: id("inline") }] },
    ]);
    await publish([a, b, c]);
    const deep = (await get(`/publish/caas/v1/canvas/fragment/${a}?siteId=${SITE}`)).json()
      .document;
    expect(deep.items[0].items[0]).toMatchObject({
      type: "richTextBlock",
      richText: "<p>deep</p>",
    });
    expect(deep.items[1].type).toBe("spacer");

    await expect(
      save([{ type: "collection", id: id("x"), items: [{ $ref: "nowhere-1" }] }]),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/items\.0: refers to nowhere-1, which does not exist/),
    });
    await expect(save([{ type: "collection", id: c, items: [{ $ref: a }] }])).rejects.toMatchObject(
      {
        message: expect.stringMatching(
          new RegExp(`${c}: items\\.0: reference circle: ${c} → ${a} → ${b} → ${c}`),
        ),
      },
    );
    // Nothing of a refused save is kept.
    expect(
      (
        await get(`/preview/caas/v1/canvas/fragment/${c}?siteId=${SITE}`, {
          "x-preview-token": previewToken(),
        })
      ).json().document.type,
    ).toBe("richTextBlock");
  });

  it("refuses raw CSS, bad URLs and hostile rich text at save, naming the field and the rule", async () => {
    const cases: [unknown, RegExp][] = [
      [
        { type: "linkedCard", id: id("css"), titleColor: "red;background:url(x)" },
        /titleColor: must be #rgb/,
      ],
      [
        { type: "linkedCard", id: id("url"), targets: [{ text: "x", url: "javascript:alert(1)" }] },
        /targets\.0\.url: must be a store path/,
      ],
      [
        { type: "richTextBlock", id: id("xss"), richText: { en: '<p onclick="x()">hi</p>' } },
        /richText\.en: rich text: onclick/,
      ],
      [
        { type: "richTextBlock", id: id("script"), richText: "<script>alert(1)</script>" },
        /richText: rich text: <script>/,
      ],
      [{ type: "nonsense", id: id("type") }, /type: /],
      [{ type: "spacer", id: "Not An Id" }, /id: must be lowercase/],
    ];
    for (const [document, rule] of cases)
      await expect(save([document])).rejects.toMatchObject({
        message: expect.stringMatching(rule),
      });
  });
});

describe("versions, rollback and schedules", () => {
  it("keeps every publish with who, and rolls back to an earlier version", async () => {
    const card = id("card");
    await save([{ type: "linkedCard", id: card, title: "One" }]);
    await publish([card]);
    await save([{ type: "linkedCard", id: card, title: "Two" }]);
    await publish([card]);
    const versions = await t.services.content.write.versions(SITE, card);
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([
      [2, "ada"],
      [1, "ada"],
    ]);
    expect(await t.services.content.write.rollback(SITE, card, null, "grace")).toBe(3);
    const live = (await get(`/publish/caas/v1/canvas/fragment/${card}?siteId=${SITE}`)).json();
    expect(live.document.title).toBe("One");
    expect(live.meta.version).toBe(3);
    expect((await t.services.content.write.versions(SITE, card))[0]).toMatchObject({
      note: "rollback to 1",
      publishedBy: "grace",
    });
  });

  it("publishes and unpublishes at their times, and preview shows a moment ahead", async () => {
    const card = id("card");
    await save([{ type: "linkedCard", id: card, title: "Now" }]);
    await publish([card]);
    await save([{ type: "linkedCard", id: card, title: "Later" }]);
    const at = new Date(Date.now() + 3_600_000);
    await t.services.content.write.schedule(
      SITE,
      card,
      { publishAt: at, unpublishAt: new Date(at.getTime() + 3_600_000) },
      "ada",
    );
    const url = `/fragment/${card}?siteId=${SITE}`;
    expect((await get(`/publish/caas/v1/canvas${url}`)).json().document.title).toBe("Now");
    const ahead = (when: Date) =>
      get(
        `/preview/caas/v1/canvas${url}&previewDateTime=${encodeURIComponent(when.toISOString())}`,
        { "x-preview-token": previewToken() },
      );
    expect((await ahead(new Date(at.getTime() + 1000))).json().document.title).toBe("Later");
    expect((await ahead(new Date(at.getTime() + 3_600_001))).statusCode).toBe(404);
    expect(
      (await get(`/publish/caas/v1/canvas${url}&previewDateTime=${at.toISOString()}`)).statusCode,
    ).toBe(400);

    // Due: shown at once in publish mode, and written down by the schedule job as a version.
    await t.services.content.write.schedule(
      SITE,
      card,
      { publishAt: new Date(Date.now() - 1000) },
      "ada",
    );
    expect((await get(`/publish/caas/v1/canvas${url}`)).json().document.title).toBe("Later");
    expect(await t.services.content.write.runSchedules()).toContain(SITE);
    expect((await t.services.content.write.versions(SITE, card))[0]).toMatchObject({
      version: 2,
      note: "schedule",
    });
    await t.services.content.write.schedule(
      SITE,
      card,
      { unpublishAt: new Date(Date.now() - 1) },
      "ada",
    );
    expect((await get(`/publish/caas/v1/canvas${url}`)).statusCode).toBe(404);
  });
});

describe("the other calls", () => {
  it("answer a product's own content, else its style's, else the site's default; a page, else an article", async () => {
    const [own, style, fallback] = [id("own"), id("style"), id("default")];
    await save(
      [
        { type: "productContent", id: own, productId: "ABCD1234XY" },
        { type: "productContent", id: style, productId: "ABCD1234" },
        { type: "productContent", id: fallback, productId: "default" },
      ],
      "CA",
    );
    await publish([own, style, fallback], "CA");
    const of = async (productId: string) =>
      (await get(`/publish/caas/v1/canvas/product/CA/${productId}`)).json().document.id;
    expect(await of("ABCD1234XY")).toBe(own);
    expect(await of("ABCD1234ZZ")).toBe(style);
    expect(await of("WXYZ9876")).toBe(fallback);
    const article = {
      type: "article",
      id: id("article"),
      slug: id("only-an-article"),
      title: "An article",
      date: "2026-05-01",
      picture: { url: "/images/categories/jacket-men.svg", alt: "A jacket" },
    };
    await save([article], "CA");
    await publish([article.id], "CA");
    const found = await get(`/publish/caas/v1/canvas/page/CA/${article.slug}`);
    expect(found.json().document).toMatchObject({ type: "article", id: article.id });
  });

  it("search articles by tag with facets, children, popups and the showcase", async () => {
    const tag = `tag-${++n}`;
    const articles = [1, 2, 3].map((k) => ({
      type: "article",
      id: id("article"),
      slug: id("story"),
      title: { en: `Story ${k}` },
      date: `2026-0${k}-01`,
      picture: { url: "/images/categories/jacket-men.svg", alt: "A jacket" },
      tags: [
        { id: tag, label: "Hiking" },
        ...(k === 3 ? [{ id: `${tag}-x`, label: "Camping" }] : []),
      ],
    }));
    await save(articles);
    await publish(articles.map((a) => a.id));
    const found = (
      await get(`/publish/caas/v1/canvas/search/${SITE}/article?initialQuery=${tag}&limit=2`)
    ).json();
    expect(found.numFound).toBe(3);
    expect(found.result.map((a: { title: string }) => a.title)).toEqual(["Story 3", "Story 2"]);
    expect(found.result[0].url).toBe(`/en-gb/articles/${articles[2]?.slug}`);
    expect(found.facets).toEqual([{ id: `${tag}-x`, label: "Camping", count: 1 }]);
    const filtered = (
      await get(
        `/publish/caas/v1/canvas/search/${SITE}/article?initialQuery=${tag}&tagId=${tag}-x&offset=0`,
      )
    ).json();
    expect(filtered.numFound).toBe(1);

    const parent = id("help");
    await save([
      { type: "page", id: parent, slug: parent, title: "Help" },
      { type: "page", id: id("faq"), slug: id("faq"), title: "FAQ", parentSlug: parent },
    ]);
    await publish([]);
    const children = (await get(`/publish/caas/v1/canvas/children/${SITE}/${parent}`)).json();
    expect(children.children.map((c: { title: string }) => c.title)).toEqual(["FAQ"]);

    const showcase = await get(`/preview/caas/v1/canvas/showcase/${SITE}/article?limit=10`, {
      "x-preview-token": previewToken(),
    });
    expect(showcase.statusCode).toBe(200);
    expect(showcase.json().results[0]).toMatchObject({ referrers: 0, name: expect.any(String) });
    expect(
      (
        await get(`/preview/caas/v1/canvas/showcase/${SITE}/article?limit=15`, {
          "x-preview-token": previewToken(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("needs an editor token for the editor's calls, and records who", async () => {
    const card = id("card");
    const body = { documents: [{ type: "linkedCard", id: card, title: "By API" }] };
    const refused = await t.call({
      method: "PUT",
      url: `/editor/content/v1/sites/${SITE}/documents`,
      payload: body,
    });
    expect(refused.statusCode).toBe(401);
    const preview = await t.call({
      method: "PUT",
      url: `/editor/content/v1/sites/${SITE}/documents`,
      payload: body,
      headers: { "x-editor-token": previewToken() },
    });
    expect(preview.statusCode).toBe(401);
    const editor = t.services.content.token("editor", "*", "lin", 300);
    const saved = await t.call({
      method: "PUT",
      url: `/editor/content/v1/sites/${SITE}/documents`,
      payload: body,
      headers: { "x-editor-token": editor },
    });
    expect(saved.json()).toEqual({ saved: [card] });
    const published = await t.call({
      method: "POST",
      url: `/editor/content/v1/sites/${SITE}/publish`,
      payload: { ids: [card] },
      headers: { "x-editor-token": editor },
    });
    expect(published.json().published).toEqual([{ id: card, version: 1 }]);
    expect((await t.services.content.write.versions(SITE, card))[0]?.publishedBy).toBe("lin");
    const bad = await t.call({
      method: "PUT",
      url: `/editor/content/v1/sites/${SITE}/documents`,
      payload: { documents: [{ type: "linkedCard", id: card, titleColor: "expression(x)" }] },
      headers: { "x-editor-token": editor },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)?.message).toMatch(new RegExp(`${card}: titleColor`));
  });
});
