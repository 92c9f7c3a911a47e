import { deepFreeze } from "@ridgeline/contract";

/** Answers marked shared, with their JSON as UTF-8 bytes once written (null until then). */
const shared = new WeakMap<object, Buffer | null>();

/**
 * Marks an answer that an area keeps and hands to every caller alike (a search answer per
 * index state, a product's details per document and stock): it is frozen, so no caller can
 * change it, and its JSON is written once, on its first send, instead of on every send
 * (decision 0051). Only for answers with nothing of one request or shopper in them.
 */
export function shareAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  if (!shared.has(answer)) shared.set(answer, null);
  return answer;
}

/** Whether `answer` was marked by `shareAnswer`. */
export function isSharedAnswer(answer: unknown): answer is object {
  return typeof answer === "object" && answer !== null && shared.has(answer);
}

/**
 * A shared answer's JSON as UTF-8, written on the first call and kept: bytes, so that neither
 * Fastify (its length) nor the socket (its encoding) goes through the text again per send.
 */
export function sharedAnswerBytes(answer: object): Buffer {
  let bytes = shared.get(answer);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(answer));
    shared.set(answer, bytes);
  }
  return bytes;
}

/** The JSON text of an answer, as `JSON.stringify` writes it; a shared answer's is kept. */
export function answerJson(answer: unknown): string {
  return isSharedAnswer(answer) ? sharedAnswerBytes(answer).toString() : JSON.stringify(answer);
}

/**
 * Shared answers built around values an area keeps (the category tree of a site, the sites
 * list): `build` runs once per kept value, and while that value lives every caller gets the
 * same shared answer (frozen, its JSON written once). A new kept value (the cache's version
 * moved) gets a new answer; the old one goes with it (weak).
 */
export function sharedAnswers<S extends object, T extends object>(
  build: (kept: S) => T,
): (kept: S) => T {
  const answers = new WeakMap<S, T>();
  return (kept) => {
    let answer = answers.get(kept);
    if (!answer) {
      answer = shareAnswer(build(kept));
      answers.set(kept, answer);
    }
    return answer;
  };
}
