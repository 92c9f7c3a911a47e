import { readGalleryAnswer, type GalleryAnswer } from "./gallery-photos";

/** How the browser reads a JSON answer of the store; tests give a stand-in. */
export type FetchJson = (path: string) => Promise<unknown>;

const fetchJson: FetchJson = async (path) => {
  const response = await fetch(path, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as unknown;
};

/** Answers asked for on this page, by path: two galleries of one product share one call. */
const ANSWERS = new Map<string, Promise<GalleryAnswer>>();

/**
 * The built-in gallery's photos (and a product's style id) from `/{locale}/gallery-photos`,
 * asked for once per path and page (deduplicated) and only when a gallery asks (lazy: its
 * block's code comes when it nears the viewport). A failed call is forgotten, so the next
 * gallery asks again; its caller logs it (001 §8).
 */
export function readGalleryPhotos(
  path: string,
  read: FetchJson = fetchJson,
): Promise<GalleryAnswer> {
  const held = ANSWERS.get(path);
  if (held) return held;
  const answer = read(path).then(readGalleryAnswer);
  ANSWERS.set(path, answer);
  answer.catch(() => ANSWERS.delete(path));
  return answer;
}

/** Forgets the answers read (tests). */
export function forgetGalleryPhotos(): void {
  ANSWERS.clear();
}
