import type { AutoSuggestResult } from "@ridgeline/contract";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useFetcher, useLocation, useNavigate } from "react-router";
import { useT, type MessageKey, type Translate } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/** "Women" for /en-us/c/women-clothing-fleece-2101: the same leaf exists in every department. */
function departmentOf(url: string, t: Translate): string | null {
  const department = /\/c\/(men|women|kids)-/.exec(url)?.[1];
  return department ? t(`gender.${department}` as MessageKey) : null;
}

interface Option {
  id: string;
  label: string;
  href: string;
  group: "searches" | "categories" | "products";
}

/**
 * The header search: a plain GET form, and once JavaScript runs an ARIA combobox whose list
 * (searches, categories, products) follows the typed text. Arrow keys move, Enter opens,
 * Escape closes; a polite live region says how many suggestions there are.
 */
export function SearchBox({ locale }: { locale: string }) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const suggest = useFetcher<AutoSuggestResult>();
  const [text, setText] = useState("");
  // The list is open on one page only: a navigation (a search sent, a suggestion followed)
  // closes it, since it was opened on the location before.
  const { key: here } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = (value: boolean) => setOpenOn(value ? here : null);
  const [active, setActive] = useState(-1);
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(blurTimer.current);
    },
    [],
  );
  const form = useRef<HTMLFormElement>(null);
  // Suggestions never outlive what the shopper did: a click elsewhere closes them.
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, []);

  const data = suggest.data;
  const options: Option[] =
    data && data.q === text.trim()
      ? [
          // The same word may come back in two cases ("fleece", "Fleece"): offer it once.
          ...[...new Map(data.completions.map((c) => [c.toLowerCase(), c])).values()].map(
            (completion) => ({
              id: `s-${completion}`,
              label: completion,
              href: `/${locale}/search?${new URLSearchParams({ q: completion })}`,
              group: "searches" as const,
            }),
          ),
          ...data.categories.map((category) => ({
            id: `c-${category.id}`,
            label: departmentOf(category.url, t)
              ? `${departmentOf(category.url, t)} · ${category.name}`
              : category.name,
            href: category.url,
            group: "categories" as const,
          })),
          ...data.products.map((product) => ({
            id: `p-${product.productId}`,
            label: product.name,
            href: product.url,
            group: "products" as const,
          })),
        ]
      : [];
  const expanded = open && options.length > 0;

  const onType = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    if (value.trim().length >= 2) {
      // Wait for a pause in typing rather than asking on every key.
      timer.current = setTimeout(() => {
        void suggest.load(`/${locale}/suggest?${new URLSearchParams({ q: value.trim() })}`);
      }, 150);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      setOpen(false);
      navigate(option.href);
    }
  };

  const groups = ["searches", "categories", "products"] as const;
  return (
    <Form
      ref={form}
      method="get"
      action={`/${locale}/search`}
      role="search"
      className="search-form"
      onSubmit={() => {
        // The results replace the page: a suggestion list left open would cover them.
        clearTimeout(timer.current);
        setOpen(false);
        setActive(-1);
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        name="q"
        maxLength={200}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        // A combobox only once JavaScript can keep its promises; before that, a plain search box.
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": listId,
              "aria-activedescendant":
                expanded && active >= 0 ? `${id}-${options[active]?.id}` : undefined,
            }
          : {})}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        // A click on a suggestion blurs the box first: close a moment later, unless the
        // shopper is back in the box by then.
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpenOn(null), 150);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
      />
      <button type="submit" className="search-form__submit" aria-label={t("search.submit")}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        className="suggest"
        hidden={!expanded}
        aria-label={t("search.label")}
      >
        {groups
          .map((group) =>
            options.some((option) => option.group === group) ? (
              <li key={group} role="presentation" className="suggest__group">
                {t(`suggest.${group}`)}
              </li>
            ) : null,
          )
          .flatMap((heading, index) => {
            const group = groups[index];
            return [
              heading,
              ...options
                .map((option, position) => ({ option, position }))
                .filter(({ option }) => option.group === group)
                .map(({ option, position }) => (
                  <li
                    key={option.id}
                    id={`${id}-${option.id}`}
                    role="option"
                    aria-selected={position === active}
                    className={
                      position === active
                        ? "suggest__option suggest__option--active"
                        : "suggest__option"
                    }
                    onMouseDown={(event) => {
                      event.preventDefault();
                      setOpen(false);
                      navigate(option.href);
                    }}
                  >
                    {option.label}
                  </li>
                )),
            ];
          })}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {expanded ? t("suggest.count", { count: options.length }) : ""}
      </span>
    </Form>
  );
}
