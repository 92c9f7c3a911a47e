import { data } from "react-router";
import type { Route } from "./+types/not-found.route";

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Ridgeline Outfitters" }];

/** Any path no other route takes: answered with status 404 and the error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
