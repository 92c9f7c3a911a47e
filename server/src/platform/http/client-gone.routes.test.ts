// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { once } from "node:events";
import { connect, type AddressInfo, type Socket } from "node:net";
import type { Cart } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, errorOf, TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";
import { buildApp } from "../../app";
import { runForPage } from "./client-connection";

let t: TestApp;
let sku: { upc: string; style_id: string };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ upc: string; style_id: string }>(
    `select k.upc, k.style_id from skus k
       join inventory i on i.upc = k.upc and i.location_id = 'online' and i.quantity > 5
      order by k.upc limit 1`,
  );
  if (!row) throw new Error("the seed has no stocked SKU");
  sku = row;
});
afterAll(async () => {
  await t?.close();
});

async function newCart(): Promise<{ token: string; basketId: string }> {
  const token = await t.guestToken();
  const response = await t.call({ method: "POST", url: "/cart/v1/cart", token });
  expect(response.statusCode).toBe(201);
  return { token, basketId: (response.json() as Cart).basketId };
}

async function linesOf(cart: { token: string; basketId: string }): Promise<number> {
  const response = await t.call({
    method: "GET",
    url: `/cart/v1/cart/${cart.basketId}`,
    token: cart.token,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Cart).items.length;
}

const addBody = (basketId: string) =>
  JSON.stringify({ cartId: basketId, productId: sku.style_id, upc: sku.upc, qty: 1 });

describe("a cart write over a socket", () => {
  let server: FastifyInstance;
  let port: number;
  // Each add-to-cart waits here, after its body is read and before its handler runs, until
  // the test lets it go: the moment a slow server would still be busy with earlier requests.
  let arrived: (socket: Socket) => void = () => undefined;
  let letGo: Promise<void> = Promise.resolve();
  let handled: () => void = () => undefined;
  beforeAll(async () => {
    server = await buildApp({ config: t.config, db: t.db });
    server.addHook("preHandler", async (request) => {
      if (request.url.startsWith("/cart/v1/item")) {
        arrived(request.raw.socket);
        await letGo;
      }
    });
    // An answer is on its way (onResponse never comes when nobody is left to answer).
    server.addHook("onSend", async (request, _reply, payload) => {
      if (request.url.startsWith("/cart/v1/item")) handled();
      return payload;
    });
    await server.listen({ host: "127.0.0.1", port: 0 });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * Sends an add-to-cart by hand; `leave` runs once the server holds the request, with the
   * client's socket and the server's end of it.
   */
  async function addOverSocket(
    cart: { token: string; basketId: string },
    leave: (client: Socket, server: Socket) => Promise<void>,
  ): Promise<void> {
    const held = new Promise<Socket>((resolve) => (arrived = resolve));
    let release: () => void = () => undefined;
    letGo = new Promise<void>((resolve) => (release = resolve));
    const over = new Promise<void>((resolve) => (handled = resolve));
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    socket.on("error", () => undefined);
    const body = addBody(cart.basketId);
    socket.write(
      [
        "POST /cart/v1/item HTTP/1.1",
        `host: 127.0.0.1:${port}`,
        `x-api-key: ${TEST_ACCESS_KEY}`,
        `authorization: Bearer ${cart.token}`,
        "content-type: application/json",
        `content-length: ${Buffer.byteLength(body)}`,
        "",
        body,
      ].join("\r\n"),
    );
    await leave(socket, await held);
    release();
    await over;
  }

  it("is not started when the client closed its connection while it waited", async () => {
    const cart = await newCart();
    await addOverSocket(cart, async (client, server) => {
      client.destroy();
      // The server has seen the connection go: from here on a write must not start.
      if (!server.destroyed) await once(server, "close");
    });
    expect(await linesOf(cart)).toBe(0);
  });

  it("is made when the client waits for the answer", async () => {
    const cart = await newCart();
    let reply = "";
    let socket: Socket | undefined;
    await addOverSocket(cart, async (client) => {
      socket = client;
      client.on("data", (chunk) => (reply += chunk.toString("utf8")));
    });
    await vi.waitFor(() => expect(reply).toMatch(/^HTTP\/1.1 200/));
    socket?.destroy();
    expect(await linesOf(cart)).toBe(1);
  });
});

describe("a page's in-process cart write", () => {
  const add = (cart: { token: string; basketId: string }) =>
    t.call({
      method: "POST",
      url: "/cart/v1/item",
      token: cart.token,
      headers: { "content-type": "application/json" },
      payload: addBody(cart.basketId),
    });

  it("is refused once the page's client is gone", async () => {
    const cart = await newCart();
    const page = new AbortController();
    page.abort();
    // Awaited inside: the page's work is what runs in its context (injection starts on await).
    const response = await runForPage(page.signal, async () => await add(cart));
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)?.errorId).toBe("GEN503");
    expect(await linesOf(cart)).toBe(0);
  });

  it("is made while the page's client waits", async () => {
    const cart = await newCart();
    const response = await runForPage(new AbortController().signal, async () => await add(cart));
    expect(response.statusCode, response.body).toBe(200);
    expect(await linesOf(cart)).toBe(1);
  });
});
