import { consentAllows, type ScriptProviderConfig } from "./provider-config";
import { checkedScriptUrl } from "./script-url";

/** Why an outside script was not loaded: each is logged by the block, never shown (001 §8). */
export class ProviderRefused extends Error {
  override name = "ProviderRefused";
}

/** Scripts asked for on this page, by URL: a library several blocks share is loaded once. */
const LOADING = new Map<string, Promise<HTMLScriptElement>>();

/** The document scripts go into; tests give a stand-in. */
export interface ScriptHost {
  createElement(tag: "script"): HTMLScriptElement;
  head: { append(node: HTMLScriptElement): void };
}

/**
 * The URL a provider's script may be loaded from, or a refusal: its origin must be configured,
 * the URL https and on that origin, and the consent category it needs granted.
 */
export function allowedScriptUrl(provider: ScriptProviderConfig | undefined, path: string): string {
  if (!provider) throw new ProviderRefused("the provider is not configured");
  const url = checkedScriptUrl(path, provider.origin);
  if (!url) throw new ProviderRefused(`${path} is not an https URL on ${provider.origin}`);
  if (!consentAllows(provider.consentCategory))
    throw new ProviderRefused(`consent ${provider.consentCategory} is not granted`);
  return url;
}

/**
 * Injects `<script src>` for an allowed URL (see `allowedScriptUrl`) and resolves once it has
 * run. `shared` scripts (a library) are loaded once per page; a widget's own script (its URL
 * names the widget) is loaded each time and removed by the caller.
 */
export function injectScript(
  url: string,
  options: { shared: boolean; host?: ScriptHost } = { shared: true },
): Promise<HTMLScriptElement> {
  const held = options.shared ? LOADING.get(url) : undefined;
  if (held) return held;
  const host: ScriptHost = options.host ?? document;
  const loading = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = host.createElement("script");
    script.src = url;
    script.async = true;
    script.referrerPolicy = "strict-origin-when-cross-origin";
    script.addEventListener("load", () => resolve(script), { once: true });
    script.addEventListener(
      "error",
      () => {
        script.remove();
        reject(new Error(`the script ${url} did not load`));
      },
      { once: true },
    );
    host.head.append(script);
  });
  if (options.shared) {
    LOADING.set(url, loading);
    // A failed library may be asked for again (the next page, a retry): not kept.
    loading.catch(() => LOADING.delete(url));
  }
  return loading;
}

/** A global a provider's script defined, if it has the shape the adapter needs. */
export function providerGlobal<T>(
  name: string,
  method: string,
  scope: object = globalThis,
): T | null {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return null;
  const value: unknown = (scope as Record<string, unknown>)[name];
  if (typeof value !== "object" || value === null) return null;
  return typeof (value as Record<string, unknown>)[method] === "function" ? (value as T) : null;
}

/** Forgets the scripts loaded (tests). */
export function forgetScripts(): void {
  LOADING.clear();
}
