-- The shopper's device fingerprint for the bag's payment (000 §7 deviceFingerPrint): passed to
-- the payment provider with the authorisation as risk data.
alter table carts add column device_fingerprint text
  check (device_fingerprint is null or length(device_fingerprint) between 8 and 512);
