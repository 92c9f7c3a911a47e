import { useMemo, useRef, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { useContentScope } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { Heading } from "../shared/Heading";
import { background } from "../shared/block-style";
import { GalleryBody } from "./GalleryBody";
import { galleryProviderFor, type GalleryKind, type GalleryRequest } from "./gallery-provider";
import { galleryHeadingShown, pageIdsOf, resolveGalleryFilter } from "./gallery-request";
import { providerConfigOf } from "./provider-config";
import { useGallery } from "./use-gallery";
import { useConsentAllows } from "./use-consent-allows";
import gridCss from "./gallery-grid.css?url";

/** The common fields a social gallery block uses. */
export interface GalleryBlockFields {
  containerId: string;
  filter?: string | undefined;
  title?: string | undefined;
  titleHtml?: string | undefined;
  titleColor?: string | undefined;
  titleStyle?: string | undefined;
  hideTitle?: boolean | undefined;
  backgroundColor?: string | undefined;
}

/**
 * A social gallery (001 §7): the provider of `kind` when it is configured and consented to,
 * else the built-in grid of the store's photos for the page's product or category (or
 * featured ones). Its heading (the block's title, else "Photos from our community") shows only
 * on product and custom content pages (001 §8).
 */
export function SocialGallery(props: {
  kind: GalleryKind;
  block: GalleryBlockFields;
  /** How long after mounting the gallery is created (001 §9 GALLERY_CREATE_DELAY_MS). */
  delayMs: number;
  className: string;
}): ReactNode {
  const { block, kind } = props;
  const scope = useContentScope();
  const t = useT();
  const config = providerConfigOf(scope);
  const allows = useConsentAllows();
  const provider = useMemo(() => galleryProviderFor(kind, config, allows), [kind, config, allows]);
  const { locale, path } = scope;
  const request = useMemo<GalleryRequest>(() => {
    const ids = pageIdsOf(path);
    return {
      containerId: block.containerId,
      locale,
      ids,
      filter: resolveGalleryFilter(block.filter, ids),
    };
  }, [block.containerId, block.filter, locale, path]);
  const container = useRef<HTMLDivElement>(null);
  const view = useGallery(provider, request, props.delayMs, container);
  if (view.status === "empty") return null;
  return (
    <div
      className={`content-gallery ${props.className}`}
      style={background(block.backgroundColor)}
      data-gallery={provider.kind === "store" ? "store" : provider.name}
    >
      <BlockStylesheet href={gridCss} />
      {galleryHeadingShown(scope.page) ? (
        <Heading
          className="content-gallery__heading"
          text={block.title ?? t("blocks.gallery")}
          html={block.titleHtml}
          color={block.titleColor}
          styleName={block.titleStyle}
          hidden={block.hideTitle}
        />
      ) : null}
      <GalleryBody
        provider={provider}
        view={view}
        containerId={block.containerId}
        container={container}
      />
    </div>
  );
}
