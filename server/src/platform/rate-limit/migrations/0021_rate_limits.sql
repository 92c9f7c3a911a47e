-- Rate-limit counters shared by every server process (issue 9): one row per rule, key and fixed
-- window. A limit reads the current and the previous window, so it slides; rows outlive their
-- windows by one window and the housekeeping job deletes them after that.
create table if not exists rate_limit_counters (
  rule text not null,
  key text not null,
  window_start bigint not null,
  hits integer not null,
  expires_at timestamptz not null,
  primary key (rule, key, window_start)
);
create index if not exists rate_limit_counters_expiry_idx on rate_limit_counters (expires_at);
