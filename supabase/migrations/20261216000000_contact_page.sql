-- The page a message was written from (DESIGN §4 "page"), as in our own migration 0019
-- (server/db/migrations/0019-message-page-and-sign-in-turns.ts), so the contact client may send
-- it to either server. Nullable: clients that predate it send none. Our server accepts only the
-- site's counted pages (server/insights/counted-paths.ts); here the check keeps the shape of such
-- a path — lower-case segments after one slash, no host, query or fragment, at most 100
-- characters — so no URL and nothing a visitor typed can be stored in it.
alter table public.contact_messages
  add column page text
  check (char_length(page) <= 100 and page ~ '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$');
grant insert (page) on table public.contact_messages to anon, authenticated;
