-- Lead desk (DESIGN §8 "Lead desk"): the statuses of our own migration 0016
-- (server/db/migrations/0016-lead-desk.ts), so both schemas accept the same rows: 'read' became
-- 'open' and 'archived' became 'closed'; 'replied' is new. anon's insert policy is unchanged: it
-- may still insert status 'new' only. Owners, notes, history and the erasure audit live beside
-- the team accounts, which a Supabase project does not have (the inbox runs on our server), so
-- they are not created here.
alter table public.contact_messages drop constraint contact_messages_status_check;
update public.contact_messages
  set status = case status when 'read' then 'open' when 'archived' then 'closed' else status end
  where status in ('read', 'archived');
alter table public.contact_messages
  add constraint contact_messages_status_check
  check (status in ('new', 'open', 'replied', 'closed', 'spam'));
