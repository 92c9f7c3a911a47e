import { data } from "react-router";

// No meta: React Router asks the routes down to the one whose boundary shows for their titles.
// Now that this module shows its own 404, an English title here would reach every site's 404
// page, which has had none.

/** Any path no other route takes: answered with status 404 and the error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
