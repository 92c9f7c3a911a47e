import type { CartItem } from "@ridgeline/contract";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { CartLineAnswer, CartLineProblem } from "./cart.types";

/**
 * A bag line's or saved item's fetcher: what it answered (the change, said to the page through
 * `onDone`, or the refusal to show on the line; without JavaScript the refusal the page came
 * back with) and whether it is busy.
 */
export function useBagForm(onDone: (answer: CartLineAnswer) => void, problem: string | null) {
  const fetcher = useFetcher<CartLineAnswer | CartLineProblem>();
  const answer = fetcher.data;
  const done = answer && "done" in answer ? answer : null;
  // Each answer is said once: a new `onDone` (the line re-rendered) must not say it again.
  const said = useRef<CartLineAnswer | null>(null);
  useEffect(() => {
    if (!done || said.current === done) return;
    said.current = done;
    onDone(done);
  }, [done, onDone]);
  return {
    fetcher,
    error: answer && "error" in answer ? answer.error : problem,
    busy: fetcher.state !== "idle",
  };
}

/**
 * A submit button of a bag form, sending its intent. While its form is busy it sends nothing
 * again (a double click would act on a line already gone).
 */
export function IntentButton(props: {
  intent: string;
  label: string;
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={props.intent}
      className={props.className ?? "link-button"}
      aria-label={props.label}
      aria-disabled={props.busy || undefined}
      onClick={(event) => {
        if (props.busy) event.preventDefault();
      }}
    >
      {props.children}
    </button>
  );
}

/**
 * What a form about a bag line sends of it: which line, its size and quantity (a delivery
 * change checks the store's units against it) and its name (for the status line).
 */
export function LineFields({ item }: { item: CartItem }) {
  return (
    <>
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="productId" value={item.productId} />
      <input type="hidden" name="upc" value={item.upc} />
      <input type="hidden" name="qty" value={item.qty} />
      <input type="hidden" name="name" value={item.name} />
    </>
  );
}

/**
 * A radio group's choice while a form sends it: the shopper's at once (a controlled radio would
 * otherwise spring back until the fetcher's state arrives), the server's again once it answers
 * (its new choice, or the old one kept after a refusal).
 */
export function usePickedChoice(
  server: string | null,
  answer: unknown,
): [string | null, (value: string) => void] {
  // The pick holds while the server's choice and the form's answer are those it was made on.
  const [picked, setPicked] = useState<{ value: string; server: string | null; answer: unknown }>();
  const current = picked && picked.server === server && picked.answer === answer ? picked : null;
  return [current?.value ?? server, (value) => setPicked({ value, server, answer })];
}
