-- Site insights (DESIGN §8): the page language a message was sent from, as in our own migration
-- 0008 (server/db/migrations/0008-insights-roll-ups.ts), so the contact client may send it to
-- either server. Nullable: clients that predate it send none.
alter table public.contact_messages
  add column language text
  check (language in ('en', 'fr', 'es', 'de', 'ar'));
grant insert (language) on table public.contact_messages to anon, authenticated;
