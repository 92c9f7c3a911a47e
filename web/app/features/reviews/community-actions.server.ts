import {
  ANSWER_QUESTION,
  ASK_QUESTION,
  ApiError,
  SUBMIT_REVIEW,
  SUBSCRIBE_BACK_IN_STOCK,
  TRANSLATE_REVIEW,
  VOTE_REVIEW,
} from "@ridgeline/contract";
import { data, redirect } from "react-router";
import type { ShopperSession } from "../../lib/context";
import { formErrorText } from "../../lib/form-errors";
import { languageOf } from "../../lib/i18n";
import { translator } from "../../lib/i18n.server";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/**
 * Review, vote, question and answer forms of the product page. Success redirects back to the
 * page (so a refresh never posts twice); an API refusal comes back as the form's problem.
 */
export async function communityAction(
  intent: string,
  form: FormData,
  context: {
    session: ShopperSession;
    locale: string;
    productId: string;
    /** The product page to go back to, as `safeRedirect` answered it. */
    back: string;
  },
) {
  const { session, locale, productId } = context;
  const query = { locale };
  const params = { productId };
  const backTo = (flag: string, anchor: string) => {
    const url = new URL(context.back, "http://x");
    url.searchParams.set("posted", flag);
    // The setter percent-encodes what a header cannot carry (the anchor may hold a review id).
    url.hash = anchor;
    return redirect(`${url.pathname}${url.search}${url.hash}`, 303);
  };
  try {
    await session.ensureToken();
    switch (intent) {
      case "review": {
        const nickname = text(form, "nickname");
        await session.api.call(SUBMIT_REVIEW, {
          params,
          query,
          body: {
            rating: Number(form.get("rating")),
            title: text(form, "title"),
            text: text(form, "text"),
            ...(nickname ? { nickname } : {}),
          },
        });
        return backTo("review", "reviews");
      }
      case "vote": {
        const vote = form.get("vote") === "unhelpful" ? "unhelpful" : "helpful";
        const reviewId = text(form, "reviewId");
        await session.api.call(VOTE_REVIEW, {
          params: { productId, reviewId },
          query,
          body: { vote },
        });
        return backTo("vote", `review-${reviewId}`);
      }
      case "question":
        await session.api.call(ASK_QUESTION, { params, query, body: { text: text(form, "text") } });
        return backTo("question", "questions");
      case "answer":
        await session.api.call(ANSWER_QUESTION, {
          params: { productId, questionId: text(form, "questionId") },
          query,
          body: { text: text(form, "text") },
        });
        return backTo("question", "questions");
      case "notify":
        await session.api.call(SUBSCRIBE_BACK_IN_STOCK, {
          query,
          body: { upc: text(form, "upc"), email: text(form, "email") },
        });
        return backTo("notify", "back-in-stock");
      default:
        return data(
          {
            form: intent,
            error: translator(languageOf(locale))("formError.generic"),
            field: "intent",
          },
          { status: 400 },
        );
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field = error.details[0]?.field ?? "";
    const message = formErrorText(translator(languageOf(locale)), intent, {
      errorId: error.errorId,
      field,
    });
    // A vote's refusal shows with the reviews, an answer's with the questions.
    const form = intent === "vote" ? "review" : intent;
    return data({ form, error: message, field }, { status: error.status });
  }
}

/** What the translate form answers: the stored translation, or why there is none. */
export type TranslateResult =
  | { form: "translate"; reviewId: string; title: string; text: string; language: string }
  | { form: "translate"; reviewId: string; error: string; field: string };

/**
 * The review's stored translation into the page's language. Not a redirect: without
 * JavaScript the page renders again with this review translated; with it a fetcher shows it.
 */
export async function translateReview(
  form: FormData,
  context: { session: ShopperSession; locale: string },
): Promise<TranslateResult> {
  const reviewId = text(form, "reviewId");
  const { locale } = context;
  try {
    const found = await context.session.api.call(TRANSLATE_REVIEW, {
      params: { reviewId },
      query: { locale },
      body: { locale },
    });
    return {
      form: "translate",
      reviewId,
      title: found.title,
      text: found.text,
      language: found.language,
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field = error.details[0]?.field ?? "";
    const message = formErrorText(translator(languageOf(locale)), "translate", {
      errorId: error.errorId,
      field,
    });
    return { form: "translate", reviewId, error: message, field };
  }
}
