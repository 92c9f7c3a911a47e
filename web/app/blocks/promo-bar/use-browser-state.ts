import { useSyncExternalStore } from "react";
import { readFlag } from "../shared/remembered";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the shopper asked for reduced motion: false on the server and while hydrating (the
 * same markup on both sides), the browser's answer from the next render on.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function subscribeStorage(onChange: () => void): () => void {
  // Another tab closing the same bar closes it here too.
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * A closed flag remembered in the browser (`remembered.ts`): false on the server and while
 * hydrating, since a kept page is the same for everyone; the stored answer once the page runs.
 */
export function useRememberedFlag(key: string): boolean {
  return useSyncExternalStore(
    subscribeStorage,
    () => readFlag(key),
    () => false,
  );
}
