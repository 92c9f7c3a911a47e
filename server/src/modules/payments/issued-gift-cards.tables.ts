// Sold gift cards (migration 0069, decision 0076). SQL only: the rules are in
// issued-gift-cards.service.ts.
import type { Queryable } from "../../platform/database/db.types";

/** Who a card is for, as the order's line named them. */
export interface CardRecipient {
  name: string;
  email: string;
  message: string;
  /** The buyer's name the e-mail gives as the sender. */
  from: string;
}

export interface IssuedCardRow {
  card_id: string;
  card_hash: string;
  pin_hash: string;
  last_four: string;
  amount_minor: number;
  currency: string;
  order_no: string;
  line_no: number;
  unit_no: number;
  generation: number;
  recipient: CardRecipient;
  status: "active" | "blocked" | "replaced";
  created_at: Date;
  left_minor: number;
}

const COLUMNS = `c.card_id::text as card_id, c.card_hash, c.pin_hash, c.last_four,
  c.amount_minor::int as amount_minor, c.currency, c.order_no, c.line_no, c.unit_no, c.generation,
  c.recipient, c.status, c.created_at,
  (case when b.blocked_at is null then coalesce(b.issued_minor - b.spent_minor, c.amount_minor)
        else 0 end)::int as left_minor`;

/**
 * Writes a card and opens its ledger account at its amount, unless this unit's generation
 * exists already (answers "exists") or the number's hash is taken (answers "collision": draw
 * another number). Neither aborts the caller's transaction.
 */
export async function insertIssuedCard(
  tx: Queryable,
  card: {
    cardHash: string;
    pinHash: string;
    lastFour: string;
    amountMinor: number;
    currency: string;
    orderNo: string;
    lineNo: number;
    unitNo: number;
    generation: number;
    recipient: CardRecipient;
  },
): Promise<"issued" | "exists" | "collision"> {
  const rows = await tx.query<{ card_hash: string }>(
    `insert into issued_gift_cards (card_hash, pin_hash, last_four, amount_minor, currency,
                                    order_no, line_no, unit_no, generation, recipient)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)
     on conflict do nothing
     returning card_hash`,
    [
      card.cardHash,
      card.pinHash,
      card.lastFour,
      card.amountMinor,
      card.currency,
      card.orderNo,
      card.lineNo,
      card.unitNo,
      card.generation,
      JSON.stringify(card.recipient),
    ],
  );
  if (rows.length === 0) {
    const [unit] = await tx.query<{ card_id: string }>(
      `select card_id::text as card_id from issued_gift_cards
        where order_no = $1 and line_no = $2 and unit_no = $3 and generation = $4`,
      [card.orderNo, card.lineNo, card.unitNo, card.generation],
    );
    return unit ? "exists" : "collision";
  }
  await tx.query(
    `insert into gift_card_balances (card_hash, issued_minor) values ($1, $2)
     on conflict (card_hash) do nothing`,
    [card.cardHash, card.amountMinor],
  );
  return "issued";
}

/** A sold card by its number's hash, with what is left on it. */
export async function selectIssuedCard(
  db: Queryable,
  cardHash: string,
): Promise<IssuedCardRow | null> {
  const [row] = await db.query<IssuedCardRow>(
    `select ${COLUMNS} from issued_gift_cards c
       left join gift_card_balances b on b.card_hash = c.card_hash
      where c.card_hash = $1`,
    [cardHash],
  );
  return row ?? null;
}

/** The latest generation of every unit of these orders' gift card lines, in line order. */
export async function selectCardsOfOrders(
  db: Queryable,
  orderNos: readonly string[],
): Promise<IssuedCardRow[]> {
  if (orderNos.length === 0) return [];
  return db.query<IssuedCardRow>(
    `select ${COLUMNS} from issued_gift_cards c
       left join gift_card_balances b on b.card_hash = c.card_hash
      where c.order_no = any($1::text[])
        and c.generation = (select max(generation) from issued_gift_cards l
                             where l.order_no = c.order_no and l.line_no = c.line_no
                               and l.unit_no = c.unit_no)
      order by c.order_no, c.line_no, c.unit_no`,
    [orderNos],
  );
}

/**
 * The unit's current card with its ledger row locked (so nothing is spent from it while it is
 * closed), or null when the unit has none.
 */
export async function lockCurrentCard(
  tx: Queryable,
  unit: { orderNo: string; lineNo: number; unitNo: number },
): Promise<IssuedCardRow | null> {
  const [current] = await tx.query<{ card_hash: string }>(
    `select card_hash from issued_gift_cards
      where order_no = $1 and line_no = $2 and unit_no = $3
      order by generation desc limit 1`,
    [unit.orderNo, unit.lineNo, unit.unitNo],
  );
  if (!current) return null;
  await tx.query("select card_hash from gift_card_balances where card_hash = $1 for update", [
    current.card_hash,
  ]);
  return selectIssuedCard(tx, current.card_hash);
}

/**
 * Closes cards: no spend of them passes any more (the ledger's `blocked_at`), and they say why.
 * Answers the cards closed now (a second call closes none).
 */
export async function closeCards(
  tx: Queryable,
  cardHashes: readonly string[],
  status: "blocked" | "replaced",
): Promise<string[]> {
  if (cardHashes.length === 0) return [];
  const rows = await tx.query<{ card_hash: string }>(
    `with closed as (
       update issued_gift_cards set status = $2, closed_at = now()
        where card_hash = any($1::text[]) and status = 'active'
        returning card_hash)
     update gift_card_balances as b set blocked_at = now(), updated_at = now()
       from closed where b.card_hash = closed.card_hash
     returning b.card_hash`,
    [cardHashes, status],
  );
  return rows.map((row) => row.card_hash);
}
