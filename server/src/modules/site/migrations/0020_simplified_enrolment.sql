-- Spec 000 §2: "sign-in (a simplified enrolment variant when that setting is on)". A site with
-- the setting sends "Sign in" to the enrolment's e-mail look-up, which then asks for the
-- password of a known address or the sign-up of a new one (decision 0029).
alter table sites add column if not exists simplified_enrolment boolean not null default false;
