-- Issue 15 (team inbox): a message may also be filed as 'archived' or 'spam', as in our own
-- migration 0004 (server/db/migrations/0004-team-inbox.ts), so both schemas accept the same rows.
-- anon's insert policy is unchanged: it may still insert status 'new' only.
alter table public.contact_messages drop constraint contact_messages_status_check;
alter table public.contact_messages
  add constraint contact_messages_status_check
  check (status in ('new', 'read', 'archived', 'spam'));
