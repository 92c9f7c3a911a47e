import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { detailRecord } from "../../lib/analytics";
import { pushBlockEvent } from "../shared/tag-manager";
import type { UpsellItem } from "./upsell-items";

/** One size to put in the bag. */
export interface BagAdd {
  item: UpsellItem;
  upc: string;
}

/** What became of an item's last add: in the bag, on its way, or refused with a message. */
export type AddOutcome =
  { state: "adding" } | { state: "added" } | { state: "failed"; error: string };

/** The product page's answer to an add made in place (features/product AddToBagAnswer). */
type AddAnswer = { added: true } | { error: string; field: string };

/**
 * Adds upsell items to the bag with the store's own add: the product page's action
 * (`intent=add`, answered in place with `inPlace=1`), one item after another through one
 * fetcher. The header's bag count follows by itself (the shell asks for it again after a form).
 */
export function useAddToBag(): {
  add: (adds: readonly BagAdd[]) => void;
  outcomes: Readonly<Record<string, AddOutcome>>;
  busy: boolean;
} {
  const fetcher = useFetcher<AddAnswer>();
  const [queue, setQueue] = useState<readonly BagAdd[]>([]);
  const [outcomes, setOutcomes] = useState<Record<string, AddOutcome>>({});
  // The add on its way and the answer the fetcher held before it (a new one means it came).
  const sent = useRef<{ add: BagAdd; before: unknown } | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    const current = sent.current;
    if (current && fetcher.data !== current.before) {
      sent.current = null;
      const answer = fetcher.data;
      const id = current.add.item.id;
      if (answer && "added" in answer) {
        setOutcomes((all) => ({ ...all, [id]: { state: "added" } }));
        const { product } = current.add.item;
        const size = product.variants.find((variant) => variant.upc === current.add.upc);
        pushBlockEvent("add_to_cart", {
          ecommerce: {
            currency: product.prices.currency,
            value: product.prices.current,
            items: [{ ...detailRecord(product), sizeCode1: size?.sizeId ?? null, quantity: 1 }],
          },
        });
      } else {
        setOutcomes((all) => ({ ...all, [id]: { state: "failed", error: answer?.error ?? "" } }));
      }
    }
    if (sent.current) return;
    const [next, ...rest] = queue;
    if (!next) return;
    sent.current = { add: next, before: fetcher.data };
    setQueue(rest);
    void fetcher.submit(
      { intent: "add", productId: next.item.id, upc: next.upc, qty: "1", inPlace: "1" },
      { method: "post", action: next.item.url },
    );
  }, [fetcher, queue]);

  const add = (adds: readonly BagAdd[]) => {
    if (adds.length === 0) return;
    setOutcomes((all) => {
      const next = { ...all };
      for (const { item } of adds) next[item.id] = { state: "adding" };
      return next;
    });
    setQueue((waiting) => [...waiting, ...adds]);
  };
  return { add, outcomes, busy: queue.length > 0 || fetcher.state !== "idle" };
}
