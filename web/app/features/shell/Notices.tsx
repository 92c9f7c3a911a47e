import { useSearchParams } from "react-router";
import { island } from "../../lib/island";

/** The messages' code comes only to a page that shows one (most show none). */
const NoticeList = island(() => import("./NoticeList").then((module) => module.NoticeList));

/**
 * The messages of 000 §8 a redirect asked for (`?notice=signedIn&notice=cartMerged`) or a
 * loader gave rise to (000 §4: a message already shown is not added again).
 */
export function Notices({ fromLoader }: { fromLoader: readonly string[] }) {
  const [params] = useSearchParams();
  const names = [...new Set([...params.getAll("notice"), ...fromLoader])].join(" ");
  return names ? <NoticeList names={names} /> : null;
}
