-- Web-vitals measures (issue 29, decision 0105): what shoppers' browsers measured of each page
-- (LCP, INP, CLS, TTFB) with the page's template (001 §2 page type), the library's rating and
-- when it arrived. No shopper, address or URL is kept: a figure per template is the point.
-- The library's id of a metric on one page load is unique, so a beacon sent twice counts once.
-- Rows older than 90 days (VITALS_KEEP_DAYS) are purged by the area's job, 5,000 a statement.

create table if not exists web_vitals (
  measure_id bigint generated always as identity primary key,
  metric_id text not null,
  name text not null check (name in ('LCP', 'INP', 'CLS', 'TTFB')),
  page_type text not null,
  site text not null,
  value double precision not null check (value >= 0),
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  recorded_at timestamptz not null default now()
);
create unique index if not exists web_vitals_metric_idx on web_vitals (metric_id);
create index if not exists web_vitals_recent_idx on web_vitals (recorded_at);
