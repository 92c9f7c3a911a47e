-- Store employees (the associate login's list); the addresses of 0010 are the addresses area's.

-- Demo employees come from the seed (npm run seed), like the stores they work in; no foreign
-- key to stores, so reloading the demo stores does not need to know about this table.
create table if not exists store_employees (
  store_id text not null,
  store_employee_id text not null,
  first_name text not null,
  last_name text not null,
  active boolean not null default true,
  primary key (store_id, store_employee_id)
);
