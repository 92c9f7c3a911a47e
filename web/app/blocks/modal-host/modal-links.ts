import { buildPath, type ContentMode, type ResolvedBlocks } from "@ridgeline/contract";

export type ModalDocument = ResolvedBlocks["modal"];

/** The query a `?query#modal-…` link carries (without `?`), or null for a `#modal…` link. */
export function linkQuery(href: string): string | null {
  if (!href.startsWith("?")) return null;
  const end = href.indexOf("#");
  return href.slice(1, end === -1 ? undefined : end);
}

/**
 * The current query with a link's merged in: each parameter the link names takes the link's
 * values, every other parameter of the page stays as it was.
 */
export function mergeQuery(
  current: URLSearchParams | string,
  addition: URLSearchParams | string,
): URLSearchParams {
  const merged = new URLSearchParams(current);
  const added = new URLSearchParams(addition);
  for (const key of new Set(added.keys())) merged.delete(key);
  for (const [key, value] of added) merged.append(key, value);
  return merged;
}

/**
 * `GET_MODAL`'s path, written out (the tests check it against the contract): the contract's
 * endpoints carry their schemas, which would bring the validation library to the browser with
 * the modal host's code.
 */
const MODAL_PATH = "/:mode/caas/v1/canvas/modal/:siteId/:modalId";

/** Where a modal document is read (001 §7 "modals", contract `GET_MODAL`). */
export function modalPath(
  siteId: string,
  modalId: string,
  language: string,
  mode: ContentMode = "publish",
): string {
  const path = buildPath(MODAL_PATH, { mode, siteId, modalId });
  return `${path}?${new URLSearchParams({ language }).toString()}`;
}

/** The modal document of a `GET_MODAL` answer (`{ meta, document }`), or null for anything else. */
export function readModalAnswer(answer: unknown): ModalDocument | null {
  if (typeof answer !== "object" || answer === null || !("document" in answer)) return null;
  const document: unknown = answer.document;
  if (typeof document !== "object" || document === null) return null;
  const candidate = document as Partial<ModalDocument>;
  if (candidate.type !== "modal" || typeof candidate.id !== "string") return null;
  if (typeof candidate.title !== "string" || typeof candidate.modalId !== "string") return null;
  return {
    ...candidate,
    blocks: Array.isArray(candidate.blocks) ? candidate.blocks : [],
  } as ModalDocument;
}
