import { leadingZeroBits } from "@ridgeline/contract";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ShouldRevalidateFunction } from "react-router";

const BATCH = 512;

/**
 * Finds the proof of work the server's bot check asks for: the first number whose
 * SHA-256 of `challenge:number` has `difficulty` leading zero bits. Hashes run in batches,
 * so the page stays responsive.
 */
export async function solveBotChallenge(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${challenge}:${start + i}`)),
      ),
    );
    const found = digests.findIndex(
      (digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty,
    );
    if (found >= 0) return `${challenge}:${start + found}`;
  }
}

export interface BotChallengeData {
  challenge: string;
  difficulty: number;
}

/**
 * Starts solving as soon as the page is interactive; `answer()` waits for the result. Without
 * JavaScript nothing is solved and the server refuses the form with its bot-check message.
 */
export function useBotAnswer(challenge: BotChallengeData | null): {
  /** True once the page runs JavaScript (before that a submit would skip the check). */
  ready: boolean;
  /** The answer to send, or "" while it is being worked out or after it was sent. */
  solved: string;
  answer: () => Promise<string>;
  /** Marks the current answer as sent: each challenge is accepted once. */
  spend: () => void;
} {
  const [result, setResult] = useState<{ challenge: string; answer: string } | null>(null);
  const [spent, setSpent] = useState("");
  const [ready, setReady] = useState(false);
  const pending = useRef<Promise<string> | null>(null);
  const text = challenge?.challenge;
  const bits = challenge?.difficulty;
  useEffect(() => {
    if (!text || !bits) return;
    const work = solveBotChallenge(text, bits);
    pending.current = work;
    let current = true;
    void work.then((answer) => {
      if (current) setResult({ challenge: text, answer });
    });
    void Promise.resolve().then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [text, bits]);
  // An answer to an earlier challenge, or one already sent, is spent until a new one comes.
  const fresh = result && result.challenge === text ? result.answer : "";
  return {
    ready,
    solved: fresh === spent ? "" : fresh,
    answer: () => pending.current ?? Promise.resolve(""),
    spend: () => setSpent(fresh),
  };
}

/**
 * For routes whose forms carry a bot check: a refused form (4xx) would keep the page's data,
 * but its challenge is spent, so every POST reloads the data and with it a fresh challenge.
 */
export const revalidateAfterPost: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod === "POST" || defaultShouldRevalidate;

/**
 * A bot-checked form's onSubmit: sends at once when every check is solved; otherwise waits for
 * the answers, writes them into their hidden fields (by name) and sends the form then.
 */
export function submitWhenSolved(
  event: FormEvent<HTMLFormElement>,
  checks: readonly { field: string; bot: ReturnType<typeof useBotAnswer> }[],
  /** The page's `useSubmit()` or a fetcher's `submit`, given the form. */
  submit: (form: HTMLFormElement) => unknown,
): void {
  if (checks.every((check) => check.bot.solved)) {
    // The form is read as it is sent; after that its answers are spent.
    for (const check of checks) check.bot.spend();
    return;
  }
  event.preventDefault();
  const form = event.currentTarget;
  void Promise.all(checks.map((check) => check.bot.answer())).then((answers) => {
    answers.forEach((answer, index) => {
      const field = form.elements.namedItem(checks[index]?.field ?? "");
      if (field instanceof HTMLInputElement) field.value = answer;
    });
    void submit(form);
  });
}

/** An action's answer saying the bot defence refused the form's answer (`botDefence: true`). */
export function isBotDefenceAnswer(answer: unknown): boolean {
  return (
    typeof answer === "object" &&
    answer !== null &&
    "botDefence" in answer &&
    answer.botDefence === true
  );
}

/**
 * Sends a bot-checked form: the form itself, or the data it was sent with (a retry: the page
 * may have cleared fields, a card's number, since). The page's `useSubmit()` or a fetcher's
 * `submit` fit.
 */
export type BotFormSubmit = (
  target: HTMLFormElement | FormData,
  options?: { method: "post"; action?: string },
) => unknown;

/** How long a retry waits for the fresh challenge to be solved before the error shows. */
const RETRY_WAIT_MS = 15_000;

/**
 * 000 §4: a bot-defence refusal (a 403 with an appId) sends the form once more, by itself,
 * with answers to the fresh challenges the page reloaded; a second refusal shows the error.
 * `answer` is the form's latest action answer (a new object each time). Use the returned
 * `onSubmit` as the form's; hide the refusal while `retrying`.
 */
export function useBotDefenceRetry(
  answer: unknown,
  checks: readonly { field: string; bot: ReturnType<typeof useBotAnswer> }[],
  submit: BotFormSubmit,
): { retrying: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const form = useRef<HTMLFormElement | null>(null);
  // What the shopper sent, kept only until its answer: the retry sends the same.
  const sent = useRef<FormData | null>(null);
  // `awaiting`: this form was sent and has not had its answer yet; `retried`: the one retry of
  // the shopper's send is spent; `seen`: the answer last looked at.
  const [state, setState] = useState({
    seen: answer,
    awaiting: false,
    retried: false,
    phase: "idle" as "idle" | "waiting" | "sent",
  });
  if (answer !== state.seen) {
    // Decided while rendering the answer, so a refusal about to be retried never shows.
    const retry = state.awaiting && !state.retried && isBotDefenceAnswer(answer);
    setState({
      seen: answer,
      awaiting: false,
      retried: state.retried || retry,
      phase: retry ? "waiting" : "idle",
    });
  }
  const solved = checks.every((check) => check.bot.solved);
  const { phase } = state;
  useEffect(() => {
    if (phase !== "waiting") return;
    const target = form.current;
    if (!solved || !target?.isConnected) {
      const giveUp = setTimeout(
        () => setState((now) => (now.phase === "waiting" ? { ...now, phase: "idle" } : now)),
        RETRY_WAIT_MS,
      );
      return () => clearTimeout(giveUp);
    }
    const data = sent.current ?? new FormData(target);
    sent.current = null;
    for (const check of checks) {
      data.set(check.field, check.bot.solved);
      check.bot.spend();
    }
    setState((now) => ({ ...now, awaiting: true, phase: "sent" }));
    void submit(data, { method: "post", action: target.getAttribute("action") ?? undefined });
    return undefined;
    // Runs when the fresh answers come; `checks` and `submit` are new objects every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, solved]);
  // An answer that is not retried ends the need for what was sent (a card's number).
  useEffect(() => {
    if (phase === "idle" && !state.awaiting) sent.current = null;
  }, [phase, state.awaiting]);
  return {
    retrying: phase !== "idle",
    onSubmit: (event) => {
      form.current = event.currentTarget;
      sent.current = new FormData(event.currentTarget);
      setState((now) => ({ ...now, awaiting: true, retried: false, phase: "idle" }));
      submitWhenSolved(event, checks, submit);
    },
  };
}
