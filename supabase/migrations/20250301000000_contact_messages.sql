-- contact_messages for a real Supabase project (DESIGN §3, §4; README "Deploying against Supabase").
--
-- The same table as server/db/migrations/0001-contact-messages.ts: NOT NULL everywhere, the
-- length and e-mail checks of common/contact-schema.ts (CONTACT_LIMITS), status 'new' by
-- default. Row Level Security then lets the public `anon` role (and `authenticated`, which the
-- site never uses) insert rows whose status is 'new' and nothing else:
--   * INSERT: allowed on the six client columns only, and only when status = 'new';
--   * SELECT: privileged but no policy, so it returns no rows (and INSERT … RETURNING, i.e.
--     PostgREST's `Prefer: return=representation`, is refused: the client asks for
--     `return=minimal` against Supabase);
--   * UPDATE, DELETE, TRUNCATE: no privilege at all, so they fail with "permission denied".
-- The team reads and marks messages with the service role (which bypasses RLS) or the dashboard.
--
-- Apply with `supabase db push` (Supabase CLI) or paste into the dashboard's SQL editor.

create table public.contact_messages (
  id          bigint generated always as identity primary key,
  name        text not null check (char_length(name) between 1 and 200),
  email       text not null check (char_length(email) between 3 and 254 and email like '%_@_%'),
  subject     text not null check (char_length(subject) between 1 and 200),
  message     text not null check (char_length(message) between 1 and 5000),
  status      text not null default 'new' check (status in ('new', 'read')),
  created_at  timestamptz not null,
  received_at timestamptz not null default now()
);

create index contact_messages_status_received_at_idx
  on public.contact_messages (status, received_at);

comment on table public.contact_messages is
  'Messages sent from the website contact form. anon may insert status=new rows and read nothing.';

alter table public.contact_messages enable row level security;

-- Supabase grants every privilege on public tables to anon and authenticated by default:
-- take them all back, then grant exactly what the policy below needs.
revoke all on table public.contact_messages from anon, authenticated;
grant select on table public.contact_messages to anon, authenticated;
grant insert (name, email, subject, message, status, created_at)
  on table public.contact_messages to anon, authenticated;

create policy "visitors insert new messages"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (status = 'new');

-- No SELECT, UPDATE or DELETE policy: with RLS on, anon reads nothing.
