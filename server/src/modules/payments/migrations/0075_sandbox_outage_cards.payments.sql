-- Issue 26 (decision 0078): test cards that make the sandbox fail as a real provider can, so a
-- tester tries outages without code: down or timing out at authorisation, slow, and capture or
-- refunds down for a while after the payment.
alter table payment_sandbox_tokens drop constraint payment_sandbox_tokens_behaviour_check;
alter table payment_sandbox_tokens add constraint payment_sandbox_tokens_behaviour_check
  check (behaviour in ('APPROVE', 'DECLINE', 'CHALLENGE', 'FRAUD', 'EXPIRED', 'DOWN', 'TIMEOUT',
    'SLOW', 'CAPTURE_DOWN', 'REFUND_DOWN'));
