import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import type { Chapter } from "./use-chapters";
import { formatTime, transcriptsOf, type VideoTrack } from "./video-source";

/**
 * A video's chapters and transcripts, listed under it (001 §3 tracks: chapters and
 * transcripts). The chapters (each a button that plays from there) sit in a closed disclosure
 * that is there from the server's HTML on, so the page does not move when the browser has read
 * them from the chapters track; transcripts are links to their text.
 */
export function VideoExtras(props: {
  tracks: readonly VideoTrack[] | undefined;
  /** The chapters read so far; none for a player that lists its own (the hosted one). */
  chapters?: readonly Chapter[] | undefined;
  onSeek?: ((start: number) => void) | undefined;
}): ReactNode {
  const t = useT();
  const { chapters, onSeek } = props;
  const hasChapters =
    chapters !== undefined && (props.tracks ?? []).some((track) => track.kind === "chapters");
  const transcripts = transcriptsOf(props.tracks);
  if (!hasChapters && transcripts.length === 0) return null;
  return (
    <div className="content-video__extras">
      {hasChapters ? (
        <details className="content-video__chapters">
          <summary>{t("blocks.chapters")}</summary>
          {chapters.length > 0 ? (
            <ol className="content-video__chapter-list">
              {chapters.map((chapter) => (
                <li key={`${chapter.start}-${chapter.title}`}>
                  <button
                    type="button"
                    className="content-video__chapter"
                    onClick={() => onSeek?.(chapter.start)}
                  >
                    <span className="content-video__chapter-time">{formatTime(chapter.start)}</span>{" "}
                    {chapter.title}
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="content-video__chapter-wait">{t("blocks.loading")}</p>
          )}
        </details>
      ) : null}
      {transcripts.length > 0 ? (
        <ul className="content-video__transcripts">
          {transcripts.map((track) => (
            <li key={track.src}>
              <a href={track.src}>{t("blocks.transcript", { name: track.label })}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
