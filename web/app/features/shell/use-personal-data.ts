import { useEffect, useRef, useState } from "react";
import { useFetcher, useFetchers, useLocation, useNavigation } from "react-router";
import { personalPath, type PersonalData } from "../../lib/personal";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * The shopper's own data for the layout (decision 0088): a personal page's, loaded with it; on
 * a shared page, asked for once hydrated and again on each page the shopper goes to (a page's
 * answer may have renewed or ended the session), and kept fresh by React Router, which loads a
 * fetcher's data again after every form the shopper sends (a bag, a heart, a sign-in). Until
 * it arrives the last known answer stands, and before any, null (the header shows no count).
 */
export function usePersonalData(
  fromPage: PersonalData | null,
  locale: string,
): PersonalData | null {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<PersonalData>({ key: "personal" });
  const { load, data } = fetcher;
  const [lastKnown, setLastKnown] = useState<PersonalData | null>(fromPage);
  // The page it was last asked for: one request per page, however often this renders.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated || fromPage !== null) return;
    const page = `${pathname}${search}`;
    if (askedFor.current === page) return;
    askedFor.current = page;
    void load(personalPath(locale));
  }, [hydrated, fromPage, pathname, search, locale, load]);
  // A form the shopper sent has been answered: ask again. React Router reloads a fetcher's data
  // after an action, but not one whose load was still on its way, which then lands with what
  // the page showed before the action (a bag's count of 0 just after "Add to bag").
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const submitting =
    navigation.state === "submitting" ||
    fetchers.some((other) => other.key !== "personal" && other.state === "submitting");
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const answered = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    if (answered && hydrated && fromPage === null) void load(personalPath(locale));
  }, [submitting, hydrated, fromPage, load, locale]);
  const current = fromPage ?? data ?? lastKnown;
  // Kept for the next page until its own answer comes (React's derived state, set in render).
  if (current !== null && current !== lastKnown) setLastKnown(current);
  return current;
}
