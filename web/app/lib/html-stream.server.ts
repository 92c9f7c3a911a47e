import { Writable } from "node:stream";
import { bootAfterPaint, wholeTagsLength } from "./boot-after-paint.server";

/**
 * Where React writes a page: a Node Writable for `pipe()` whose bytes come out of a web
 * ReadableStream for the Response, a few chunks per page instead of one per 2 kB.
 *
 * React's Node renderer hands its destination a write per 2 kB view and per long string; through
 * a PassThrough and React Router's pump (which pauses at 16 kB) each of those was a chunk with
 * its own stream bookkeeping on every layer down to the socket: 60–80 per category page. Here
 * what React writes in one turn of the event loop is joined and enqueued once, so a page that
 * renders at once leaves in one or two chunks, and what a page streams later (deferred data)
 * still leaves as soon as it is written. The page is in memory already when React writes it,
 * so the writes are acknowledged at once; the joined chunks wait in the stream's queue for a
 * slow client.
 *
 * A reader that cancels (the client left) destroys the Writable, which React sees as a closed
 * destination and stops rendering.
 *
 * On its way the HTML is given its start after paint (`bootAfterPaint`): a tag cut by a
 * chunk's end waits for the next chunk.
 */
export function htmlStream(): { destination: Writable; body: ReadableStream<Uint8Array> } {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled = false;
  /** What followed the last chunk's last `>`: it goes with the next chunk. */
  let held: Buffer = Buffer.alloc(0);

  const flush = (last = false): void => {
    scheduled = false;
    if ((pending.length === 0 && !(last && held.length > 0)) || !controller) return;
    const bytes = Buffer.concat([held, ...pending], held.length + pendingBytes);
    pending = [];
    pendingBytes = 0;
    const cut = last ? bytes.length : wholeTagsLength(bytes);
    held = bytes.subarray(cut);
    if (cut > 0) controller.enqueue(bootAfterPaint(bytes.subarray(0, cut)));
  };

  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      callback();
    },
    final(callback) {
      flush(true);
      controller?.close();
      controller = null;
      callback();
    },
    destroy(error, callback) {
      if (error && controller) controller.error(error);
      controller = null;
      pending = [];
      held = Buffer.alloc(0);
      callback(error);
    },
  });

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      controller = null;
      destination.destroy();
    },
  });
  return { destination, body };
}
