-- Community content cannot be forged or buried by strangers (issue 9, decision 0036).
-- Only flags of signed-in shoppers count towards hiding a review; a guest's flag is kept for
-- moderators but never hides. Flags raised before this migration count as guests' flags: who
-- raised them is not known here.
alter table review_flags add column registered boolean not null default false;
-- A moderator's decision ('hidden' or 'shown'); flags never hide a review a moderator showed.
alter table reviews add column moderation text
  check (moderation in ('hidden', 'shown'));
