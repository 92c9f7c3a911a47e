import { useId, useMemo, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useContentScope } from "../block-context";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { background } from "../shared/block-style";
import { hostedVideoProviderFor } from "../providers/hosted-video-provider";
import { hostedVideoFlagOn, providerConfigOf } from "../providers/provider-config";
import { useConsentAllows } from "../providers/use-consent-allows";
import { PlainVideo } from "../video-player/PlainVideo";
import { VideoExtras } from "../video-player/VideoExtras";
import { playerSettingsOf, VIDEO_RATIO } from "../video-player/video-source";
import { HostedFrame } from "./HostedFrame";
import videoCss from "../video-player/video-player.css?url";
import css from "./hosted-video-player.css?url";

const NO_TRACKS: NonNullable<BlockProps<"hostedVideoPlayer">["block"]["tracks"]> = [];

/**
 * The hosted video (001 §3, §9): the provider's player only when `enableCloudinaryVideoPlayer`
 * is on, the video has a public id and the provider is configured and consented to; otherwise
 * the store's own copy (`fallbackUrl`) in the plain player with the document's tracks
 * (captions in the page's language by default, chapters and transcripts listed). Its SEO title
 * and description describe the video to screen readers.
 */
export function HostedVideoPlayer({ block }: BlockProps<"hostedVideoPlayer">): ReactNode {
  const t = useT();
  const scope = useContentScope();
  const descriptionId = useId();
  const config = providerConfigOf(scope).hostedVideo;
  const flagOn = hostedVideoFlagOn(scope);
  const { publicId, cloudName } = block.cloudinaryAsset;
  const allows = useConsentAllows();
  const provider = useMemo(
    () => hostedVideoProviderFor(flagOn, publicId, config, allows),
    [flagOn, publicId, config, allows],
  );
  const tracks = block.tracks ?? NO_TRACKS;
  const name = block.seoTitle ?? block.title ?? t("blocks.video");
  const ratio = block.width && block.height ? `${block.width} / ${block.height}` : VIDEO_RATIO;
  const described = Boolean(block.seoTitle || block.seoDescription);
  const describedBy = described ? descriptionId : undefined;
  if (provider.kind === "store" && !block.fallbackUrl) return null;
  return (
    <section
      className="content-video content-video--hosted"
      style={background(block.backgroundColor)}
    >
      <BlockStylesheet href={videoCss} />
      <BlockStylesheet href={css} />
      <Heading
        className="content-video__title"
        text={block.title}
        html={block.titleHtml}
        color={block.titleColor}
        styleName={block.titleStyle}
        hidden={block.hideTitle}
      />
      {provider.kind === "external" ? (
        <>
          <HostedFrame
            provider={provider}
            cloudName={cloudName}
            publicId={publicId}
            language={scope.language}
            tracks={tracks}
            fallbackUrl={block.fallbackUrl}
            name={name}
            ratio={ratio}
            describedBy={describedBy}
          />
          <VideoExtras tracks={tracks.filter((track) => track.kind === "transcripts")} />
        </>
      ) : (
        <PlainVideo
          sources={[{ src: block.fallbackUrl ?? "", media: undefined }]}
          posters={{}}
          tracks={tracks}
          language={scope.language}
          settings={playerSettingsOf(undefined)}
          name={name}
          ratio={ratio}
          describedBy={describedBy}
        />
      )}
      {described ? (
        <div id={descriptionId} className="visually-hidden">
          {block.seoTitle ? <p>{block.seoTitle}</p> : null}
          {block.seoDescription ? <p>{block.seoDescription}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
