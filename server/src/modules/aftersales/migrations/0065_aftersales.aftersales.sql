-- After the order (issue 14, decision 0075): returns, refunds, invoices and credit notes.

-- A return: some units of a delivered order going back (decision 0072's states).
create table order_returns (
  return_no text primary key,
  order_no text not null references orders (order_no) on delete cascade,
  seq integer not null check (seq > 0),
  status text not null default 'requested'
    check (status in ('requested', 'label_issued', 'received', 'refunded', 'cancelled')),
  comment text,
  -- The label link's key, kept only as a SHA-256 hash (the link works without signing in).
  label_key_hash text not null,
  -- The label as issued (a PDF), so every download is the same document.
  label_pdf bytea,
  created_at timestamptz not null default now(),
  received_at timestamptz,
  refunded_at timestamptz,
  unique (order_no, seq)
);

create table order_return_lines (
  return_no text not null references order_returns (return_no) on delete cascade,
  line_no integer not null check (line_no > 0),
  qty integer not null check (qty > 0),
  reason text not null,
  received_qty integer check (received_qty >= 0 and received_qty <= qty),
  damaged_qty integer check (damaged_qty >= 0 and damaged_qty <= received_qty),
  primary key (return_no, line_no)
);

-- Money given back: a whole order's (cancel) or a return's received units.
create table order_refunds (
  refund_id bigint generated always as identity primary key,
  order_no text not null references orders (order_no) on delete cascade,
  kind text not null check (kind in ('cancel', 'return')),
  return_no text references order_returns (return_no),
  amount_minor bigint not null check (amount_minor >= 0),
  -- How many units of each line it refunds, and from which unit on (per-unit cents, 0075).
  units jsonb not null default '[]',
  created_at timestamptz not null default now(),
  unique (return_no)
);
create index order_refunds_order_idx on order_refunds (order_no);

-- Each tender's part of a refund. A provider's part is refunded after the refund's transaction
-- commits (no transaction is held across a provider call), so it waits as `pending` until the
-- provider answers; recovery retries it under the same idempotency key.
create table order_refund_parts (
  refund_id bigint not null references order_refunds (refund_id) on delete cascade,
  payment_no integer not null check (payment_no > 0),
  method text not null,
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'pending' check (status in ('pending', 'done')),
  done_at timestamptz,
  primary key (refund_id, payment_no)
);
create index order_refund_parts_pending_idx on order_refund_parts (refund_id)
  where status = 'pending';

-- Invoices and credit notes: numbered per site and kind without gaps (the sequence row is
-- locked in the transaction that issues the document), their content frozen when issued.
create table document_sequences (
  site_id text not null,
  kind text not null check (kind in ('invoice', 'credit-note')),
  last_number bigint not null default 0,
  primary key (site_id, kind)
);

create table order_documents (
  document_no text primary key,
  site_id text not null,
  kind text not null check (kind in ('invoice', 'credit-note')),
  order_no text not null references orders (order_no) on delete cascade,
  refund_id bigint references order_refunds (refund_id),
  content jsonb not null,
  issued_at timestamptz not null default now(),
  unique (refund_id)
);
create unique index order_documents_one_invoice on order_documents (order_no)
  where kind = 'invoice';
create index order_documents_order_idx on order_documents (order_no);
