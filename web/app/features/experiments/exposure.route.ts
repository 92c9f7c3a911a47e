import { data } from "react-router";
import { reportExposures } from "./experiments.server";
import type { Route } from "./+types/exposure.route";

/** Flag keys as a datafile writes them; a page reports at most a few. */
const FLAG_KEY = /^[\w.-]{1,255}$/;
const MAX_FLAGS = 20;

/** Nothing to show. */
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * `POST /{locale}/experiments/exposure` (`flagKey=…`, repeated): the page's experience blocks
 * showed these experiments' variations (issue 29). Answered 204 whatever happened: a report is
 * never the shopper's concern.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const flagKeys = form
    .getAll("flagKey")
    .filter((key): key is string => typeof key === "string" && FLAG_KEY.test(key))
    .slice(0, MAX_FLAGS);
  await reportExposures(context, request, params.locale, flagKeys);
  return new Response(null, { status: 204 });
}
