-- Reviews, questions and answers (0003_reviews's other parts: back-in-stock sign-ups are the
-- notifications area's, the mail outbox the mail platform's).
-- Reviews and Q&A keep the style id without a foreign key, as cart lines keep UPCs: reloading
-- the demo catalogue (`npm run seed`) must not drop what shoppers wrote. Seeded rows have no
-- consumer_no, and only those are replaced by a reload.

create table reviews (
  review_id text primary key,
  style_id text not null,
  consumer_no text,
  nickname text not null,
  rating smallint not null check (rating between 1 and 5),
  title text not null,
  text text not null,
  language char(2) not null,
  helpful_count integer not null default 0,
  unhelpful_count integer not null default 0,
  -- Hidden once three different shoppers flagged it; hidden reviews leave lists and ratings.
  hidden boolean not null default false,
  created_at timestamptz not null default now()
);
create index reviews_style_idx on reviews (style_id, created_at desc);
-- One review per shopper per style.
create unique index reviews_one_per_shopper on reviews (style_id, consumer_no)
  where consumer_no is not null;

create table review_translations (
  review_id text not null references reviews (review_id) on delete cascade,
  language char(2) not null,
  title text not null,
  text text not null,
  primary key (review_id, language)
);

create table review_flags (
  review_id text not null references reviews (review_id) on delete cascade,
  consumer_no text not null,
  reason text not null,
  created_at timestamptz not null default now(),
  primary key (review_id, consumer_no)
);

create table review_votes (
  review_id text not null references reviews (review_id) on delete cascade,
  consumer_no text not null,
  vote text not null check (vote in ('helpful', 'unhelpful')),
  primary key (review_id, consumer_no)
);

create table review_questions (
  question_id text primary key,
  style_id text not null,
  consumer_no text,
  nickname text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index review_questions_style_idx on review_questions (style_id, created_at desc);

create table review_answers (
  answer_id text primary key,
  question_id text not null references review_questions (question_id) on delete cascade,
  consumer_no text,
  nickname text not null,
  text text not null,
  helpful_count integer not null default 0,
  unhelpful_count integer not null default 0,
  created_at timestamptz not null default now()
);
create index review_answers_question_idx on review_answers (question_id, created_at);

create table review_answer_votes (
  answer_id text not null references review_answers (answer_id) on delete cascade,
  consumer_no text not null,
  vote text not null check (vote in ('helpful', 'unhelpful')),
  primary key (answer_id, consumer_no)
);
