import { REVIEW_LIMITS } from "@ridgeline/contract";
import type { MessageKey, Translate } from "./i18n";

type ErrorWords = { key: MessageKey; values?: Record<string, number> };

/**
 * The page's words for a catalogue error, looked up most specific first:
 * `form:code:field`, then `code:field`, then `form:code`, then `code`. Keys are the API's errorId and field.
 */
const FORM_ERRORS: Record<string, ErrorWords> = {
  "REV410:title": { key: "formError.titleTooLong", values: { max: REVIEW_LIMITS.titleMax } },
  "REV410:text": { key: "formError.textTooLong", values: { max: REVIEW_LIMITS.textMax } },
  "VAL400:rating": { key: "formError.rating" },
  "VAL400:title": { key: "formError.title" },
  "review:VAL400:text": { key: "formError.reviewText", values: { min: REVIEW_LIMITS.textMin } },
  "VAL400:nickname": { key: "formError.nickname", values: { max: REVIEW_LIMITS.nicknameMax } },
  "question:VAL400:text": {
    key: "formError.questionText",
    values: { min: REVIEW_LIMITS.questionMin, max: REVIEW_LIMITS.questionMax },
  },
  "answer:VAL400:text": {
    key: "formError.answerText",
    values: { min: REVIEW_LIMITS.answerMin, max: REVIEW_LIMITS.answerMax },
  },
  "CCA400:productId": { key: "formError.alreadyReviewed" },
  // Community posts need a signed-in shopper and have per-account and per-address limits.
  "review:AUT432": { key: "formError.signInToPost" },
  "vote:AUT432": { key: "formError.signInToPost" },
  "question:AUT432": { key: "formError.signInToPost" },
  "answer:AUT432": { key: "formError.signInToPost" },
  "review:API429": { key: "formError.tooManyPosts" },
  "vote:API429": { key: "formError.tooManyPosts" },
  "question:API429": { key: "formError.tooManyPosts" },
  "answer:API429": { key: "formError.tooManyPosts" },
  "API404:reviewId": { key: "formError.reviewGone" },
  "VAL400:reviewId": { key: "formError.reviewGone" },
  "API404:questionId": { key: "formError.questionGone" },
  "API404:answerId": { key: "formError.answerGone" },
  "API404:locale": { key: "formError.noTranslation" },
  "AUT453:email": { key: "formError.email" },
  "VAL400:email": { key: "formError.email" },
  "ORD404:upc": { key: "formError.size" },
  "VAL400:upc": { key: "formError.size" },
  AUT432: { key: "formError.session" },
  AUT401: { key: "formError.credentials" },
  AUT403: { key: "formError.botCheck" },
  AUT426: { key: "formError.lastAttempt" },
  AUT423: { key: "formError.locked" },
  AUT441: { key: "formError.locked" },
  AUT404: { key: "formError.tokenFailed" },
  AUT409: { key: "formError.tokenFailed" },
  "PRO400:email": { key: "formError.loginInUse" },
  "AUT444:phone": { key: "formError.phoneInUse" },
  "FE872:password": { key: "formError.passwordShort" },
  "VAL400:password": { key: "formError.password" },
  "VAL400:firstName": { key: "formError.name" },
  "VAL400:lastName": { key: "formError.name" },
  "VAL400:isTermsConfirmed": { key: "formError.terms" },
  "VAL400:policy": { key: "formError.policy" },
  "VAL400:sms": { key: "formError.smsTerms" },
  "VAL400:birthDate": { key: "formError.birthDate" },
  "PRO410:birthDate": { key: "formError.tooYoung" },
  "PRO411:birthDate": { key: "formError.birthDateRequired" },
  "VAL400:phone": { key: "formError.phone" },
  "VAL400:username": { key: "formError.email" },
  AUT402: { key: "formError.resetLink" },
  AUT451: { key: "formError.samePassword" },
  AUT452: { key: "formError.samePassword" },
  FE340: { key: "formError.passwordsDiffer" },
  "FE872:newPassword": { key: "formError.passwordShort" },
  "VAL400:newPassword": { key: "formError.password" },
  "address:CCA400": { key: "formError.addressExists" },
  "address:CCA401": { key: "formError.addressGone" },
  "address:VAL400:addressLine1": { key: "formError.addressLine" },
  "address:VAL400:addressLine2": { key: "formError.addressLine2" },
  "address:VAL400:city": { key: "formError.city" },
  "address:VAL400:province": { key: "formError.province" },
  "address:VAL400:postalCode": { key: "formError.postalCode" },
  "address:VAL400:phone": { key: "formError.addressPhone" },
  "address:VAL400:country": { key: "formError.country" },
  "address:VAL400:countryCode": { key: "formError.country" },
  PYT300: { key: "formError.cardExists" },
  FE309: { key: "formError.cardExpiry" },
  "VAL400:card.number": { key: "formError.cardNumber" },
  "VAL400:card.securityCode": { key: "formError.securityCode" },
  "VAL400:card.holder": { key: "formError.holder" },
  "VAL400:card.expirationMonth": { key: "formError.cardExpiry" },
  "VAL400:card.expirationYear": { key: "formError.cardExpiry" },
  PYT404: { key: "formError.cardGone" },
  GFC800: { key: "formError.giftCard" },
  "confirm:AUT402": { key: "formError.linkExpired" },
  "confirm:VAL400:token": { key: "formError.linkExpired" },
  SMS_PHONE: { key: "formError.smsPhone" },
  "preferences:VAL400": { key: "formError.smsPhone" },
  "gift:PYT300": { key: "formError.giftCardExists" },
  "password:AUT450": { key: "formError.currentPassword" },
  "password:VAL400:currentPassword": { key: "formError.currentPassword" },
  "password:VAL400:confirmPassword": { key: "formError.passwordsDiffer" },
  PRO415: { key: "formError.passwordChangeFailed" },
  "enrol:AUT441": { key: "formError.tooManyLookups" },
  "PRO412:preferences.interests": { key: "formError.interests" },
  "PRO412:preferences.preferredShoeSize": { key: "formError.shoeSize" },
  "enrol:VAL400:postalCode": { key: "formError.postalCodeProfile" },
  "profile:VAL400:postalCode": { key: "formError.postalCode" },
  "profile:PRO412:preferredShoeSize": { key: "formError.shoeSize" },
  "profile:PRO412:interests": { key: "formError.interests" },
  "profile:NOT_LOADED": { key: "formError.profileNotLoaded" },
};

/** A refused form's message in the page's language; unknown refusals get a generic message. */
export function formErrorText(
  t: Translate,
  /** The refused form's intent: review, vote, question, answer, notify or translate. */
  form: string,
  error: { errorId: string; field?: string | undefined },
): string {
  const field = error.field ?? "";
  const words =
    FORM_ERRORS[`${form}:${error.errorId}:${field}`] ??
    FORM_ERRORS[`${error.errorId}:${field}`] ??
    FORM_ERRORS[`${form}:${error.errorId}`] ??
    FORM_ERRORS[error.errorId];
  return words ? t(words.key, words.values) : t("formError.generic");
}
