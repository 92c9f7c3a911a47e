import type { SavedForLater, SavedItem } from "@ridgeline/contract";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { IntentButton, useBagForm } from "./BagForm";
import type { CartLineAnswer } from "./cart.types";
import { LineProduct } from "./LineProduct";

interface Props {
  saved: SavedForLater;
  locale: string;
  onDone(answer: CartLineAnswer): void;
  /** The refusal the page came back with (without JavaScript), by item. */
  problem: { itemId: string; error: string } | null;
}

/**
 * The bag's "Saved for later" section (000 §2): each saved size with "Move to bag" (while it is
 * in stock and priced) and "Remove", forms to the bag's action like the lines'.
 */
export function SavedItems({ saved, locale, onDone, problem }: Props) {
  const t = useT();
  if (!saved.saveForLaterId || saved.items.length === 0) return null;
  return (
    <section className="cart__saved" aria-labelledby="saved-title" data-testid="saved-for-later">
      <h2 id="saved-title">
        {t("cart.saved.heading")} <span className="muted">({saved.total})</span>
      </h2>
      <ul className="cart__lines">
        {saved.items.map((item) => (
          <SavedLine
            key={item.itemId}
            item={item}
            listId={saved.saveForLaterId ?? ""}
            locale={locale}
            onDone={onDone}
            problem={problem?.itemId === item.itemId ? problem.error : null}
          />
        ))}
      </ul>
    </section>
  );
}

function SavedLine({
  item,
  listId,
  locale,
  onDone,
  problem,
}: {
  item: SavedItem;
  listId: string;
  locale: string;
  onDone(answer: CartLineAnswer): void;
  problem: string | null;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const { fetcher, error, busy } = useBagForm(onDone, problem);
  return (
    <li className="cart-line" data-testid="saved-line" aria-busy={busy || undefined}>
      <LineProduct
        name={item.name}
        pageUrl={item.pageUrl}
        imageUrl={item.imageUrl}
        variants={item.variants}
        locale={locale}
      >
        <fetcher.Form method="post" className="cart-line__form">
          <input type="hidden" name="itemId" value={item.itemId} />
          <input type="hidden" name="saveForLaterId" value={listId} />
          <input type="hidden" name="name" value={item.name} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          {item.available ? (
            <IntentButton
              intent="toBag"
              label={t("cart.saved.toBagLabel", { name: item.name })}
              busy={busy}
              className="button button--secondary"
            >
              {t("cart.saved.toBag")}
            </IntentButton>
          ) : (
            <span className="muted">{t("cart.saved.unavailable")}</span>
          )}
          <IntentButton
            intent="unsave"
            label={t("cart.saved.removeLabel", { name: item.name })}
            busy={busy}
          >
            {t("cart.remove")}
          </IntentButton>
        </fetcher.Form>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </LineProduct>
      <div className="cart-line__price">
        {item.price ? (
          <strong>{money(item.price.current * item.qty, item.price.currency, locale)}</strong>
        ) : null}
        {item.qty > 1 && item.price ? (
          <span className="muted">
            {t("cart.each", { price: money(item.price.current, item.price.currency, locale) })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
