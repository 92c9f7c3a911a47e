-- Content (issue 28, decision 0093): documents per site, each with the editor's draft and what
-- is live, every publish kept as a version with who and when, schedules, and the references
-- between documents (for the referrers count and to refuse circles at save).
create table content_documents (
  site_id text not null,
  doc_id text not null,
  doc_type text not null,
  name text not null default '',
  -- The editor's working copy (preview shows it).
  draft jsonb not null,
  draft_at timestamptz not null default now(),
  draft_by text not null,
  -- What publish mode shows now; null: never published, or unpublished.
  published jsonb,
  published_version integer not null default 0 check (published_version >= 0),
  published_at timestamptz,
  -- A scheduled publish of the draft as it was when scheduled, and a scheduled unpublish.
  scheduled jsonb,
  publish_at timestamptz,
  unpublish_at timestamptz,
  scheduled_by text,
  primary key (site_id, doc_id),
  check ((scheduled is null) = (publish_at is null))
);
create index content_documents_type_idx on content_documents (site_id, doc_type, draft_at desc);
create index content_documents_due_idx on content_documents (publish_at)
  where publish_at is not null;
create index content_documents_unpublish_idx on content_documents (unpublish_at)
  where unpublish_at is not null;

create table content_versions (
  site_id text not null,
  doc_id text not null,
  version integer not null check (version > 0),
  document jsonb not null,
  published_at timestamptz not null default now(),
  published_by text not null,
  -- 'publish', 'schedule' (a scheduled publish took effect) or 'rollback to N'.
  note text not null default 'publish',
  primary key (site_id, doc_id, version)
);

-- The references of each document's draft (a collection's items, a page's blocks): who refers
-- to whom, by which field.
create table content_references (
  site_id text not null,
  from_id text not null,
  to_id text not null,
  field text not null,
  primary key (site_id, from_id, field, to_id)
);
create index content_references_to_idx on content_references (site_id, to_id);

-- Every process keeps the site's documents until this moves (decision 0045).
create trigger content_documents_version after insert or update or delete on content_documents
  for each statement execute function bump_cache_version('content');
