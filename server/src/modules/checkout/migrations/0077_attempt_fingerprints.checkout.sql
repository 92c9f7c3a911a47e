-- What each placement asked for, kept with its Idempotency-Key (decision 0079): a repeat of the
-- key with another request is refused (CHK422) instead of being answered the first order.
-- Attempts from before this have none and are answered as before.
alter table checkout_attempts add column fingerprint text;
-- A key is looked up per shopper too: the same key on another of the shopper's bags is a
-- changed request, not a new one.
create index checkout_attempts_shopper_key_idx
  on checkout_attempts (consumer_no, idempotency_key);
