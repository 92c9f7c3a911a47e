import { createElement as h, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { island, loadIslands } from "./island";

function Chart({ rows }: { rows: number }) {
  const lines = Array.from({ length: rows }, (_, row) =>
    h("tr", { key: row }, h("th", null, `Size ${row}`), h("td", null, "measure ".repeat(8))),
  );
  return h("table", null, h("tbody", null, lines));
}

/** The page as a browser without JavaScript reads it: what the server writes before any script. */
function render(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    let html = "";
    sink.on("data", (chunk: Buffer) => (html += chunk.toString()));
    sink.on("end", () => resolve(html));
    const { pipe } = renderToPipeableStream(h("main", null, node), {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

describe("islands", () => {
  it("render in place on the server once loaded, at any size (readable without JavaScript)", async () => {
    const SizeTable = island(async () => Chart);
    await loadIslands();
    for (const rows of [1, 10, 400]) {
      const html = await render(h(SizeTable, { rows }));
      expect(html).toContain(`<th>Size ${rows - 1}</th>`);
      // Nothing hidden to be revealed by a script.
      expect(html).not.toMatch(/<div hidden|\$RC\(|<template/);
    }
  });

  it("a failed load is tried again", async () => {
    let tries = 0;
    const Flaky = island(async () => {
      tries += 1;
      if (tries === 1) throw new Error("offline");
      return Chart;
    });
    await expect(Flaky.preload()).rejects.toThrow("offline");
    await expect(Flaky.preload()).resolves.toBe(Chart);
  });
});
