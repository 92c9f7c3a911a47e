import type { CSSProperties, ReactNode } from "react";
import { BREAKPOINTS } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import { useContentScope } from "../block-context";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { colorValue, textOn } from "../shared/block-style";
import { PlainVideo } from "./PlainVideo";
import { YouTubePlayer } from "./YouTubePlayer";
import {
  playerSettingsOf,
  postersOf,
  primaryMedia,
  responsiveSources,
  videoMediaOf,
  youTubeIdOf,
  VIDEO_RATIO,
} from "./video-source";
import css from "./video-player.css?url";

/** The paddings' classes per breakpoint (001 §3 "paddings per breakpoint"). */
function paddingClasses(paddings: BlockProps<"videoPlayer">["block"]["paddings"]): string {
  return BREAKPOINTS.flatMap((bp) =>
    paddings?.[bp] ? [`content-video--pad-${bp}-${paddings[bp]}`] : [],
  ).join(" ");
}

/**
 * The video player (001 §3, §9): media per breakpoint with posters, paddings, a background
 * colour, full width or the page's width. A YouTube address plays in a YouTube player loaded on
 * click; any other file in the plain player with the settings' defaults (autoplay, loop,
 * muted, controls shown), never autoplaying when reduced motion is asked.
 */
export function VideoPlayer({ block }: BlockProps<"videoPlayer">): ReactNode {
  const t = useT();
  const { language } = useContentScope();
  const name = block.title ?? t("blocks.video");
  const media = videoMediaOf(block);
  const primary = primaryMedia(media);
  if (!primary) return null;
  const youTube = youTubeIdOf(primary.url) !== null;
  const background = colorValue(block.backgroundColor);
  const className = [
    "content-video",
    block.isFullWidth ? "content-video--full" : "",
    paddingClasses(block.paddings),
  ]
    .filter(Boolean)
    .join(" ");
  // On a dark ground the title (without a colour of its own) is white, not the page's ink.
  const text = textOn(block.backgroundColor);
  const style: CSSProperties | undefined = background
    ? { backgroundColor: background, ...(text ? { color: text } : {}) }
    : undefined;
  return (
    <section className={className} style={style}>
      <BlockStylesheet href={css} />
      <Heading
        className="content-video__title"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      {youTube ? (
        <YouTubePlayer media={media} name={name} />
      ) : (
        <PlainVideo
          sources={responsiveSources({
            sm: media.sm?.url,
            md: media.md?.url,
            lg: media.lg?.url,
          })}
          posters={postersOf(media)}
          tracks={block.tracks}
          language={language}
          settings={playerSettingsOf(block.playerSettings)}
          name={name}
          ratio={VIDEO_RATIO}
        />
      )}
    </section>
  );
}
