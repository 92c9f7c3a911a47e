import { Link } from "react-router";
import { money } from "../lib/format";
import { sessionContext } from "../lib/context";
import { readCart } from "../lib/shop.server";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [
  { title: "Your bag | Ridgeline Outfitters" },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { cart: await readCart(context.get(sessionContext), params.locale) };
}

export default function CartPage({ loaderData, params }: Route.ComponentProps) {
  const { cart } = loaderData;
  if (!cart || cart.items.length === 0) {
    return (
      <div className="empty-state">
        <h1>Your bag is empty</h1>
        <p>Find something for the trail: new jackets, boots and packs are in.</p>
        <Link className="button button--primary" to={`/${params.locale}`}>
          Start shopping
        </Link>
      </div>
    );
  }
  const format = (amount: number) => money(amount, cart.currency, params.locale);
  const { totals } = cart;
  return (
    <>
      <h1>
        Your bag{" "}
        <span className="muted">
          ({totals.totalUnits} {totals.totalUnits === 1 ? "item" : "items"})
        </span>
      </h1>
      <div className="cart">
        <ul className="cart__lines" aria-label="Items in your bag">
          {cart.items.map((item) => (
            <li key={item.id} className="cart-line" data-testid="cart-line">
              <Link to={item.pdpUrl} className="cart-line__media">
                <img src={item.productImageURL} alt={item.name} width={120} height={150} />
              </Link>
              <div className="cart-line__info">
                <h2 className="cart-line__name">
                  <Link to={item.pdpUrl}>{item.name}</Link>
                </h2>
                <p className="muted">{item.variants.map((variant) => variant.value).join(" · ")}</p>
                <p>
                  Quantity: <strong data-testid="line-qty">{item.qty}</strong>
                </p>
                {item.customerNotifications.map((notification) => (
                  <p key={notification.type} className="field-error">
                    {notification.message}
                  </p>
                ))}
              </div>
              <div className="cart-line__price">
                {item.price.current < item.price.original ? (
                  <s className="price__original">{format(item.price.original * item.qty)}</s>
                ) : null}
                <strong data-testid="line-total">{format(item.price.rowTotal)}</strong>
                {item.qty > 1 ? (
                  <span className="muted">{format(item.price.current)} each</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Order summary</h2>
          <dl>
            <div>
              <dt>Subtotal</dt>
              <dd data-testid="subtotal">{format(totals.itemTotal)}</dd>
            </div>
            {totals.totalDiscount > 0 ? (
              <div>
                <dt>Discounts</dt>
                <dd>−{format(totals.totalDiscount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Shipping</dt>
              <dd>
                {totals.shipping === null ? "Calculated at checkout" : format(totals.shipping)}
              </dd>
            </div>
            <div>
              <dt>Tax</dt>
              <dd>{totals.tax === null ? "Calculated at checkout" : format(totals.tax)}</dd>
            </div>
            <div className="cart__total">
              <dt>Estimated total</dt>
              <dd data-testid="total">{format(totals.total)}</dd>
            </div>
          </dl>
          <p className="muted">Checkout opens soon. Your bag is saved on this device.</p>
        </aside>
      </div>
    </>
  );
}
