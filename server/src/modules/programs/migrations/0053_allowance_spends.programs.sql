-- What an order spent of a programme's allowance (issue 13, decision 0068: the athlete pays with
-- it), against the order's reference, so the spend can be given back to the year it was taken
-- from, once.
create table program_spend_entries (
  consumer_no text not null,
  program text not null,
  year smallint not null,
  reference text not null,
  amount_minor bigint not null check (amount_minor > 0),
  given_back_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (consumer_no, program, reference)
);
create index program_spend_entries_reference_idx on program_spend_entries (reference);
