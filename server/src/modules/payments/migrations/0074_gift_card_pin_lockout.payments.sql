-- Issue 26 (decision 0078): wrong PINs per gift card, whatever network address asks. A card's
-- PIN has 4 digits; a limit per address alone lets many addresses guess one card's PIN.
--   failures:     PIN tries in the current window that were wrong (or are still being checked).
--   window_start: when the current window began.
--   locked_until: no PIN of this card is checked before then, not even the right one.
create table gift_card_pin_guards (
  card_hash text primary key,
  failures integer not null check (failures >= 0),
  window_start timestamptz not null,
  locked_until timestamptz
);
