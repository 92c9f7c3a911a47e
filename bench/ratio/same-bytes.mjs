/**
 * A reading beside the ratio bench's goals (not a goal): a bare Fastify route that answers the
 * kept product page's own bytes (its stored brotli copy and content type), started in the
 * bench's process, which waits while wrk or autocannon run. The bare Fastify JSON route answers
 * a few bytes; this one shows what sending a page's kilobytes costs on the same machine, so a
 * kept page's rate can be read against the framework sending the same answer.
 */
import { request } from "node:http";
import Fastify from "fastify";

/** The raw (still compressed) answer of `url` with `headers`. */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Starts the route on a free port; answers its URL, the bytes it sends and `close`. */
export async function startSameBytes(pageUrl, headers) {
  const page = await rawAnswer(pageUrl, headers);
  const app = Fastify({ logger: false });
  app.get("/page", (_request, reply) => {
    reply.header("content-type", page.headers["content-type"] ?? "text/html");
    if (page.headers["content-encoding"])
      reply.header("content-encoding", page.headers["content-encoding"]);
    return reply.send(page.body);
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url: `${address}/page`, bytes: page.body.length, close: () => app.close() };
}
