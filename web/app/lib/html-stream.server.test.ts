import { createElement, Suspense, use, type ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlStream } from "./html-stream.server";

/** Renders `tree` through `htmlStream` as entry.server does; answers the chunks the body gave. */
async function render(tree: ReactNode): Promise<Uint8Array[]> {
  const { destination, body } = htmlStream();
  await new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady() {
        pipe(destination);
        resolve();
      },
      onShellError: reject,
    });
  });
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    chunks.push(read.value);
  return chunks;
}

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString("utf8");

/** Deterministic text with one- to four-byte UTF-8 characters, and HTML's own specials. */
function generatedText(seed: number, length: number): string {
  const alphabet = ["a", "Z", " ", "<", "&", '"', "é", "ß", "€", "中", "😀", "\u00a0"];
  let state = seed;
  let out = "";
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out += alphabet[state % alphabet.length];
  }
  return out;
}

function page(seed: number, items: number) {
  return createElement(
    "ul",
    null,
    Array.from({ length: items }, (_, i) =>
      createElement(
        "li",
        { key: i, className: `item-${i}`, title: generatedText(seed + i, 7) },
        generatedText(seed * 31 + i, (i * 13) % 90),
      ),
    ),
  );
}

describe("htmlStream", () => {
  it("gives the bytes React renders, for many generated pages with multi-byte text", async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const tree = page(seed, (seed * 37) % 400);
      expect(text(await render(tree))).toBe(renderToString(tree));
    }
  });

  it("sends a page rendered at once in one chunk, not one per 4 kB view", async () => {
    const chunks = await render(page(7, 3000));
    expect(Buffer.concat(chunks).length).toBeGreaterThan(100_000);
    expect(chunks.length).toBe(1);
  });

  it("still streams what a suspended part writes later, after the shell", async () => {
    let release: (value: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => (release = resolve));
    function Late() {
      return createElement("p", { id: "late" }, use(later));
    }
    const tree = createElement(
      "div",
      null,
      createElement("h1", null, "shell"),
      createElement(Suspense, { fallback: createElement("i", null, "wait") }, createElement(Late)),
    );
    const { destination, body } = htmlStream();
    await new Promise<void>((resolve) => {
      const { pipe } = renderToPipeableStream(tree, {
        onShellReady() {
          pipe(destination);
          resolve();
        },
      });
    });
    const reader = body.getReader();
    const first = await reader.read();
    const shell = Buffer.from(first.value ?? new Uint8Array()).toString("utf8");
    expect(shell).toContain("shell");
    expect(shell).toContain("wait");
    expect(shell).not.toContain("arrived");
    release("arrived");
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += Buffer.from(chunk.value).toString("utf8");
    expect(rest).toContain("arrived");
  });

  it("stops React when the reader cancels (the client left)", async () => {
    const never = new Promise<string>(() => undefined);
    function Stuck() {
      return createElement("p", null, use(never));
    }
    const errors: unknown[] = [];
    const { destination, body } = htmlStream();
    await new Promise<void>((resolve) => {
      const { pipe } = renderToPipeableStream(
        createElement(
          "div",
          null,
          createElement(Suspense, { fallback: "…" }, createElement(Stuck)),
        ),
        {
          onShellReady() {
            pipe(destination);
            resolve();
          },
          onError(error) {
            errors.push(error);
          },
        },
      );
    });
    const reader = body.getReader();
    await reader.read();
    await reader.cancel();
    for (let turn = 0; turn < 20 && errors.length === 0; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(destination.destroyed).toBe(true);
    expect(String(errors[0])).toContain("closed early");
  });
});
