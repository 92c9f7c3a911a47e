import { describe, expect, it } from "vitest";
import {
  appLink,
  appLinkNavigation,
  clientNavigationPath,
  type ClickedLink,
  type LinkClick,
} from "./client-links";

const ORIGIN = "https://shop.example";

const plainClick: LinkClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

/** A link as the browser resolves it: `href` against the page, attributes as rendered. */
function link(
  href: string,
  attributes: Record<string, string> = { ...appLink(href) },
): ClickedLink {
  const url = new URL(href, ORIGIN);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target: attributes.target ?? "",
    hasAttribute: (name) => name in attributes,
  };
}

describe("clientNavigationPath", () => {
  it("navigates in the page on a plain left click on an app link, keeping query and hash", () => {
    expect(clientNavigationPath(plainClick, link("/en-us/c/men-1000?sort=new#grid"), ORIGIN)).toBe(
      "/en-us/c/men-1000?sort=new#grid",
    );
  });

  it("leaves clicks with a modifier key, another button or a handler's veto to the browser", () => {
    const menuLink = link("/en-us/c/men-1000");
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(
        clientNavigationPath({ ...plainClick, [modifier]: true }, menuLink, ORIGIN),
      ).toBeNull();
    expect(clientNavigationPath({ ...plainClick, button: 1 }, menuLink, ORIGIN)).toBeNull();
    expect(
      clientNavigationPath({ ...plainClick, defaultPrevented: true }, menuLink, ORIGIN),
    ).toBeNull();
  });

  it("leaves links to other windows, downloads, other origins and unmarked links to the browser", () => {
    const path = "/en-us/brand-terms";
    expect(
      clientNavigationPath(plainClick, link(path, { ...appLink(path), target: "_blank" }), ORIGIN),
    ).toBeNull();
    expect(
      clientNavigationPath(plainClick, link(path, { ...appLink(path), download: "" }), ORIGIN),
    ).toBeNull();
    expect(
      clientNavigationPath(plainClick, link("https://elsewhere.example/en-us"), ORIGIN),
    ).toBeNull();
    // The footer's sites load a whole page: they carry no app-link mark.
    expect(clientNavigationPath(plainClick, link("/fr-fr", { href: "/fr-fr" }), ORIGIN)).toBeNull();
    expect(
      clientNavigationPath(plainClick, link(path, { ...appLink(path), target: "_self" }), ORIGIN),
    ).toBe(path);
  });

  it("marks an app link for React Router's route discovery", () => {
    expect(appLink("/en-us/stores")).toEqual({ href: "/en-us/stores", "data-discover": "true" });
  });

  it("says how a link navigates: replace and keep-scroll as its options said", () => {
    const page = "/en-us/p/shirt-ABC";
    for (const replace of [false, true])
      for (const keepScroll of [false, true]) {
        const to = `${page}?color=ABC${replace ? "RED" : "BLU"}`;
        const attributes = { ...appLink(to, { replace, keepScroll }) };
        expect(appLinkNavigation(link(to, attributes), to, page)).toEqual({
          replace,
          preventScrollReset: keepScroll,
        });
      }
    // A link to the page it is on replaces its entry, whatever it says.
    expect(appLinkNavigation(link(page), page, page).replace).toBe(true);
  });
});
