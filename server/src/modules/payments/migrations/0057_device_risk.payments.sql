-- Which cards a shopper's device tried (000 §7 deviceFingerPrint): the provider declines as
-- fraud (PYT402) a device that tries many different cards in a short time (card testing).
create table provider_device_cards (
  device text not null,
  card_fingerprint text not null,
  payment_id text not null,
  seen_at timestamptz not null default now(),
  primary key (device, payment_id)
);
create index provider_device_cards_recent on provider_device_cards (device, seen_at);
