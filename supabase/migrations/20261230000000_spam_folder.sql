-- Spam folder (docs/inbox.md "Spam", docs/decisions/0039-spam-folder.md): the spam reason of our
-- own migration 0018 (server/db/migrations/0018-spam-folder.ts), and the honeypot filed as spam
-- here too, so a person whose browser filled the hidden field reaches the team on either server.
--
-- * spam_reason: 'honeypot' or 'score', null otherwise; anon may not write it.
-- * website: the honeypot's value as the site's client sends it (only when filled). A BEFORE
--   INSERT trigger turns a filled one into status 'spam' with reason 'honeypot' and never keeps
--   the value; anon may write it, and nothing else new.
-- * The policy checks the row after that trigger (PostgreSQL evaluates WITH CHECK on the row the
--   BEFORE triggers made): status 'new', or 'spam' with the reason only the trigger can set
--   (anon has no privilege on spam_reason), so anon still cannot file a row any other way.
-- The content score runs on our server only; there is no notification here to hold back (a
-- Database Webhook should skip status 'spam', docs/notifications.md "With Supabase").
alter table public.contact_messages
  add column spam_reason text check (spam_reason in ('honeypot', 'score'));
alter table public.contact_messages add column website text;
grant insert (website) on table public.contact_messages to anon, authenticated;

create function public.contact_messages_file_honeypot() returns trigger
language plpgsql as $$
begin
  if coalesce(new.website, '') <> '' then
    new.status := 'spam';
    new.spam_reason := 'honeypot';
  end if;
  new.website := null;
  return new;
end
$$;

create trigger contact_messages_file_honeypot
  before insert on public.contact_messages
  for each row execute function public.contact_messages_file_honeypot();

drop policy "visitors insert new messages" on public.contact_messages;
create policy "visitors insert new messages"
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (status = 'new' or (status = 'spam' and spam_reason = 'honeypot'));
