import { data } from "react-router";

// No boundary here, unlike the pages under `/{locale}`: outside a site no loader sends the
// `error` messages, so the 404 goes on to the root's boundary, whose error page speaks the
// English the browser's code carries (decisions 0041 and 0042).

/** A path under no site: answered with status 404 and the root's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundOutsideSite() {
  return null;
}
