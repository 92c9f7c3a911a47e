-- Any change to what review and question lists show bumps the reviews area's cache version
-- (decision 0052): each process then reloads the lists, rating summaries and questions it keeps.
-- Votes and flags reach the answers only through the counters and `hidden` of reviews and
-- answers, which the same transaction updates; their own tables need no trigger.
create trigger reviews_cache_version after insert or update or delete or truncate on reviews
  for each statement execute function bump_cache_version('reviews');
create trigger review_translations_cache_version after insert or update or delete or truncate on review_translations
  for each statement execute function bump_cache_version('reviews');
create trigger review_questions_cache_version after insert or update or delete or truncate on review_questions
  for each statement execute function bump_cache_version('reviews');
create trigger review_answers_cache_version after insert or update or delete or truncate on review_answers
  for each statement execute function bump_cache_version('reviews');
