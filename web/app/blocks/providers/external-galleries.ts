import { galleryPhotosPath, widgetLocaleOf } from "./gallery-request";
import type { ExternalGalleryProvider, GalleryRequest } from "./gallery-types";
import { allowedScriptUrl, injectScript, providerGlobal, ProviderRefused } from "./load-script";
import type { OlapicProviderConfig, WidgetGalleryProviderConfig } from "./provider-config";
import { readGalleryPhotos } from "./store-gallery";

/** What the first provider's script is expected to define under its configured global. */
interface OlapicApi {
  create(options: { containerId: string; element: HTMLElement; filter: string; locale: string }): {
    destroy(): void;
  };
}

/**
 * The first social gallery's real provider (001 §7): its library (loaded once per page from
 * the configured origin) creates the widget by container id, with the filter whose
 * placeholders the block replaced; leaving the page destroys it.
 */
export function olapicGallery(config: OlapicProviderConfig): ExternalGalleryProvider {
  return {
    kind: "external",
    name: "olapic",
    async create(container, request) {
      await injectScript(allowedScriptUrl(config, config.scriptPath), { shared: true });
      const api = providerGlobal<OlapicApi>(config.globalName, "create");
      if (!api) throw new ProviderRefused(`the script defined no ${config.globalName}.create`);
      const widget = api.create({
        containerId: request.containerId,
        element: container,
        filter: request.filter,
        locale: request.locale,
      });
      return () => widget.destroy();
    },
  };
}

/**
 * The second provider's script for one widget: the configured base URL with the container id,
 * the provider's locale and, on a product page, the style id as the widget's tag.
 */
export function widgetScriptPath(
  config: Pick<WidgetGalleryProviderConfig, "scriptPath" | "locales" | "defaultLocale">,
  request: Pick<GalleryRequest, "containerId" | "locale">,
  tag: string | null,
): string {
  const query = new URLSearchParams({
    containerId: request.containerId,
    locale: widgetLocaleOf(request.locale, config),
  });
  if (tag) query.set("tag", tag);
  const joiner = config.scriptPath.includes("?") ? "&" : "?";
  return `${config.scriptPath}${joiner}${query.toString()}`;
}

/**
 * The second social gallery's real provider (001 §7): on a product page it first reads the
 * product (once per page, when the gallery nears) for its style id (the widget's tag), then
 * loads the widget's own script, which draws into the container. Leaving removes the script
 * and what it drew.
 */
export function widgetGallery(config: WidgetGalleryProviderConfig): ExternalGalleryProvider {
  return {
    kind: "external",
    name: "widgetGallery",
    async create(container, request) {
      const tag = request.ids.productId
        ? (await readGalleryPhotos(galleryPhotosPath(request.locale, request.ids))).masterId
        : null;
      const url = allowedScriptUrl(config, widgetScriptPath(config, request, tag));
      const script = await injectScript(url, { shared: false });
      return () => {
        script.remove();
        container.replaceChildren();
      };
    },
  };
}
