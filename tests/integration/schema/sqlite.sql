-- index admin_sessions_user_id_idx on admin_sessions
CREATE INDEX admin_sessions_user_id_idx on admin_sessions (user_id);

-- index admin_sign_in_attempts_window_idx on admin_sign_in_attempts
CREATE INDEX admin_sign_in_attempts_window_idx on admin_sign_in_attempts (window_started_at);

-- index autoresponse_guard_last_sent_at on autoresponse_guard
CREATE INDEX "autoresponse_guard_last_sent_at" on "autoresponse_guard" ("last_sent_at");

-- index contact_messages_owner_id_idx on contact_messages
CREATE INDEX contact_messages_owner_id_idx on contact_messages (owner_id, id);

-- index contact_messages_received_at_idx on contact_messages
CREATE INDEX contact_messages_received_at_idx on contact_messages (received_at);

-- index contact_messages_status_id_idx on contact_messages
CREATE INDEX contact_messages_status_id_idx on contact_messages (status, id);

-- index contact_messages_status_received_at_idx on contact_messages
CREATE INDEX contact_messages_status_received_at_idx on contact_messages (status, received_at);

-- index content_publishes_published_at on content_publishes
CREATE INDEX "content_publishes_published_at" on "content_publishes" ("published_at");

-- index content_revisions_page on content_revisions
CREATE INDEX "content_revisions_page" on "content_revisions" ("module", "language", "id");

-- index content_schedules_state_at_idx on content_schedules
CREATE INDEX "content_schedules_state_at_idx" on "content_schedules" ("state", "at");

-- index goal_events_occurred_at on goal_events
CREATE INDEX "goal_events_occurred_at" on "goal_events" ("occurred_at");

-- index insights_annotations_day on insights_annotations
CREATE INDEX "insights_annotations_day" on "insights_annotations" ("day");

-- index insights_deploys_deployed_at on insights_deploys
CREATE INDEX "insights_deploys_deployed_at" on "insights_deploys" ("deployed_at");

-- index mail_outbox_contact_message_id_idx on mail_outbox
CREATE INDEX mail_outbox_contact_message_id_idx on mail_outbox (contact_message_id);

-- index mail_outbox_due_idx on mail_outbox
CREATE INDEX mail_outbox_due_idx on mail_outbox (state, next_attempt_at);

-- index mail_outbox_recipient_idx on mail_outbox
CREATE INDEX mail_outbox_recipient_idx on mail_outbox (recipient, queued_at);

-- index message_history_message_id_idx on message_history
CREATE INDEX message_history_message_id_idx on message_history (message_id, id);

-- index message_notes_message_id_idx on message_notes
CREATE INDEX message_notes_message_id_idx on message_notes (message_id, id);

-- index message_replies_message_id_idx on message_replies
CREATE INDEX message_replies_message_id_idx on message_replies (message_id, id);

-- index notification_outbox_due_idx on notification_outbox
CREATE INDEX "notification_outbox_due_idx" on "notification_outbox" ("state", "next_attempt_at");

-- index page_views_viewed_at on page_views
CREATE INDEX "page_views_viewed_at" on "page_views" ("viewed_at");

-- index sqlite_autoindex_admin_sessions_1 on admin_sessions
(no sql);

-- index sqlite_autoindex_admin_sign_in_attempts_1 on admin_sign_in_attempts
(no sql);

-- index sqlite_autoindex_admin_users_1 on admin_users
(no sql);

-- index sqlite_autoindex_app_secrets_1 on app_secrets
(no sql);

-- index sqlite_autoindex_autoresponse_guard_1 on autoresponse_guard
(no sql);

-- index sqlite_autoindex_content_heads_1 on content_heads
(no sql);

-- index sqlite_autoindex_content_presence_1 on content_presence
(no sql);

-- index sqlite_autoindex_insights_daily_1 on insights_daily
(no sql);

-- index sqlite_autoindex_insights_deploys_1 on insights_deploys
(no sql);

-- index sqlite_autoindex_insights_goals_daily_1 on insights_goals_daily
(no sql);

-- index sqlite_autoindex_insights_reports_1 on insights_reports
(no sql);

-- index sqlite_autoindex_insights_rollup_days_1 on insights_rollup_days
(no sql);

-- index sqlite_autoindex_insights_salts_1 on insights_salts
(no sql);

-- index sqlite_autoindex_insights_shares_1 on insights_shares
(no sql);

-- index sqlite_autoindex_insights_vitals_daily_1 on insights_vitals_daily
(no sql);

-- index sqlite_autoindex_kysely_migration_1 on kysely_migration
(no sql);

-- index sqlite_autoindex_kysely_migration_lock_1 on kysely_migration_lock
(no sql);

-- index sqlite_autoindex_mail_outbox_1 on mail_outbox
(no sql);

-- index sqlite_autoindex_notification_outbox_1 on notification_outbox
(no sql);

-- index sqlite_autoindex_webhook_outbox_1 on webhook_outbox
(no sql);

-- index web_vitals_received_at_idx on web_vitals
CREATE INDEX web_vitals_received_at_idx on web_vitals (received_at);

-- index webhook_outbox_due_idx on webhook_outbox
CREATE INDEX "webhook_outbox_due_idx" on "webhook_outbox" ("state", "next_attempt_at");

-- table admin_sessions on admin_sessions
CREATE TABLE admin_sessions (
          token_hash text primary key,
          user_id integer not null references admin_users (id) on delete cascade,
          created_at text not null,
          last_seen_at text not null
        );

-- table admin_sign_in_attempts on admin_sign_in_attempts
CREATE TABLE admin_sign_in_attempts (
          key_hash text primary key,
          attempts integer not null check (attempts >= 0),
          window_started_at text not null
        , "next_check_ms" integer);

-- table admin_users on admin_users
CREATE TABLE admin_users (
          id integer primary key autoincrement,
          email text not null unique check (email = lower(email) and email like '%_@_%'),
          password_hash text not null,
          created_at text not null,
          password_changed_at text not null
        , role text not null default 'team' check (role in ('team', 'editor')));

-- table app_secrets on app_secrets
CREATE TABLE app_secrets (name text primary key, value text not null);

-- table autoresponse_guard on autoresponse_guard
CREATE TABLE "autoresponse_guard" ("address_hash" text primary key, "last_sent_at" text not null);

-- table contact_messages on contact_messages
CREATE TABLE "contact_messages" ("id" integer primary key autoincrement, "name" text not null check (length(name) between 1 and 200), "email" text not null check (length(email) between 3 and 254 and email like '%_@_%'), "subject" text not null check (length(subject) between 1 and 200), "message" text not null check (length(message) between 1 and 5000), "status" text default 'new' not null check (status in ('new', 'open', 'replied', 'closed', 'spam')), "created_at" text not null, "received_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "language" text, owner_id integer references admin_users (id) on delete set null, spam_reason text check (spam_reason in ('honeypot', 'score')), "page" text);

-- table contact_messages_fts on contact_messages_fts
CREATE VIRTUAL TABLE contact_messages_fts using fts5(name, email, subject, message, content='contact_messages', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table contact_messages_fts_config on contact_messages_fts_config
CREATE TABLE 'contact_messages_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table contact_messages_fts_data on contact_messages_fts_data
CREATE TABLE 'contact_messages_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table contact_messages_fts_docsize on contact_messages_fts_docsize
CREATE TABLE 'contact_messages_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table contact_messages_fts_idx on contact_messages_fts_idx
CREATE TABLE 'contact_messages_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table content_heads on content_heads
CREATE TABLE "content_heads" ("module" text not null, "language" text not null, "draft_revision_id" integer references "content_revisions" ("id"), "published_revision_id" integer references "content_revisions" ("id"), constraint "content_heads_pkey" primary key ("module", "language"));

-- table content_presence on content_presence
CREATE TABLE content_presence (
          module text not null,
          language text not null,
          email text not null,
          seen_at text not null,
          primary key (module, language, email)
        );

-- table content_publish_jobs on content_publish_jobs
CREATE TABLE "content_publish_jobs" ("id" integer primary key autoincrement, "requested_by" text not null, "requested_at" text not null, "stage" text not null check (stage in ('queued', 'rendering', 'recorded', 'live', 'failed')), "updated_at" text not null, "publish_id" integer references "content_publishes" ("id") on delete set null, "message" text);

-- table content_publishes on content_publishes
CREATE TABLE "content_publishes" ("id" integer primary key autoincrement, "published_at" text not null, "published_by" text not null, "kind" text not null check (kind in ('publish', 'revert')), "reverts_id" integer, "changes" text not null, "git_commit" text, "release_id" text, "restores_id" integer);

-- table content_revisions on content_revisions
CREATE TABLE "content_revisions" ("id" integer primary key autoincrement, "module" text not null, "language" text not null, "data" text not null, "kind" text not null check (kind in ('draft', 'published')), "author" text not null, "created_at" text not null, "base_revision_id" integer, "publish_id" integer references "content_publishes" ("id") on delete set null, "english_revision_id" integer);

-- table content_schedules on content_schedules
CREATE TABLE "content_schedules" ("id" integer primary key autoincrement, "at" text not null, "requested_by" text not null, "requested_at" text not null, "state" text not null check (state in ('pending', 'fired', 'cancelled', 'failed')), "job_id" integer references "content_publish_jobs" ("id") on delete set null, "cancelled_by" text, "done_at" text, "message" text);

-- table erasure_audit on erasure_audit
CREATE TABLE erasure_audit (
        id integer primary key autoincrement,
        erased_at text not null,
        erased_by text not null,
        address_hash text not null,
        key_id text not null,
        messages integer not null,
        notes integer not null,
        history integer not null,
        outbox integer not null
      , replies integer not null default 0, mail integer not null default 0);

-- table goal_events on goal_events
CREATE TABLE "goal_events" ("id" integer primary key autoincrement, "occurred_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "goal" text not null, "path" text not null, "language" text not null, "visitor_hash" text);

-- table insights_annotations on insights_annotations
CREATE TABLE "insights_annotations" ("id" integer primary key autoincrement, "day" text not null, "text" text not null, "author" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table insights_daily on insights_daily
CREATE TABLE "insights_daily" ("day" text not null, "dimension" text not null, "key" text not null, "views" integer not null, "visitors" integer not null, constraint "insights_daily_pk" primary key ("dimension", "day", "key"));

-- table insights_deploys on insights_deploys
CREATE TABLE "insights_deploys" ("id" integer primary key autoincrement, "build_id" text not null unique, "deployed_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table insights_goals_daily on insights_goals_daily
CREATE TABLE "insights_goals_daily" ("day" text not null, "goal" text not null, "path" text not null, "language" text not null, "events" integer not null, "visitors" integer not null, constraint "insights_goals_daily_pk" primary key ("day", "goal", "path", "language"));

-- table insights_reports on insights_reports
CREATE TABLE "insights_reports" ("week" text primary key, "queued_at" text not null, "recipients" integer not null, "trigger" text not null);

-- table insights_rollup_days on insights_rollup_days
CREATE TABLE "insights_rollup_days" ("day" text primary key, "final" integer not null);

-- table insights_salts on insights_salts
CREATE TABLE "insights_salts" ("day" text primary key, "salt" text not null);

-- table insights_shares on insights_shares
CREATE TABLE "insights_shares" ("id" integer primary key autoincrement, "token_hash" text not null unique, "period" text not null, "range_from" text, "range_to" text, "created_by" text not null, "created_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "expires_at" text not null, "revoked_at" text);

-- table insights_vitals_daily on insights_vitals_daily
CREATE TABLE "insights_vitals_daily" ("day" text not null, "path" text not null, "metric" text not null, "samples" integer not null, "good" integer not null, "needs_improvement" integer not null, "poor" integer not null, "histogram" text not null, constraint "insights_vitals_daily_pk" primary key ("day", "path", "metric"));

-- table kysely_migration on kysely_migration
CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);

-- table kysely_migration_lock on kysely_migration_lock
CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);

-- table mail_outbox on mail_outbox
CREATE TABLE mail_outbox (
        id integer primary key autoincrement,
        kind text not null check (length(kind) between 1 and 40),
        contact_message_id integer references contact_messages (id) on delete cascade,
        recipient text not null,
        from_header text not null,
        to_header text not null,
        reply_to_header text,
        subject text not null,
        text_body text not null,
        html_body text,
        message_id text not null unique,
        in_reply_to text,
        references_header text,
        extra_headers text,
        state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
        attempts integer not null default 0,
        queued_at text not null,
        next_attempt_at text not null,
        locked_until text,
        sent_at text,
        last_error text
      );

-- table message_history on message_history
CREATE TABLE "message_history" (
        id integer primary key autoincrement,
        message_id integer not null references contact_messages (id) on delete cascade,
        at text not null,
        actor text not null,
        kind text not null check (kind in ('status', 'owner', 'note', 'reply')),
        from_value text,
        to_value text,
        note_id integer references message_notes (id) on delete cascade,
        reply_id integer references message_replies (id) on delete cascade
      );

-- table message_notes on message_notes
CREATE TABLE message_notes (
        id integer primary key autoincrement,
        message_id integer not null references contact_messages (id) on delete cascade,
        author text not null,
        created_at text not null,
        body text not null check (length(body) between 1 and 2000)
      );

-- table message_replies on message_replies
CREATE TABLE message_replies (
        id integer primary key autoincrement,
        message_id integer not null references contact_messages (id) on delete cascade,
        author text not null,
        created_at text not null,
        body text not null check (length(body) between 1 and 10000),
        outbox_id integer references mail_outbox (id) on delete set null
      );

-- table notification_outbox on notification_outbox
CREATE TABLE "notification_outbox" ("id" integer primary key autoincrement, "message_id" integer not null unique references "contact_messages" ("id") on delete cascade, "state" text default 'queued' not null check (state in ('queued', 'sent', 'failed')), "attempts" integer default 0 not null, "queued_at" text not null, "next_attempt_at" text not null, "locked_until" text, "sent_at" text, "last_error" text);

-- table page_views on page_views
CREATE TABLE "page_views" ("id" integer primary key autoincrement, "viewed_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null, "path" text not null, "language" text not null, "referrer_host" text, "utm_source" text, "utm_medium" text, "utm_campaign" text, "viewport" text not null, "navigation_type" text not null, "visitor_hash" text, "country" text);

-- table web_vitals on web_vitals
CREATE TABLE "web_vitals" ("id" integer primary key autoincrement, "name" text not null, "value" real not null, "rating" text not null, "metric_id" text not null, "navigation_type" text not null, "path" text not null, "received_at" text default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) not null);

-- table webhook_outbox on webhook_outbox
CREATE TABLE "webhook_outbox" ("id" integer primary key autoincrement, "message_id" integer not null unique references "contact_messages" ("id") on delete cascade, "state" text default 'queued' not null check (state in ('queued', 'sent', 'failed')), "attempts" integer default 0 not null, "queued_at" text not null, "next_attempt_at" text not null, "locked_until" text, "sent_at" text, "last_error" text);

-- table webhook_settings on webhook_settings
CREATE TABLE "webhook_settings" ("id" integer primary key check (id = 1), "enabled" integer default 0 not null check (enabled in (0, 1)));

-- trigger contact_messages_enqueue_notification on contact_messages
CREATE TRIGGER contact_messages_enqueue_notification
      after insert on contact_messages
      when new.status <> 'spam'
      begin
        insert into notification_outbox (message_id, queued_at, next_attempt_at)
        values (new.id, new.received_at, new.received_at);
      end;

-- trigger contact_messages_enqueue_webhook on contact_messages
CREATE TRIGGER contact_messages_enqueue_webhook
          after insert on contact_messages
          when new.status <> 'spam'
          begin
            insert into webhook_outbox (message_id, queued_at, next_attempt_at)
            select new.id, new.received_at, new.received_at from webhook_settings where enabled = 1;
          end;

-- trigger contact_messages_fts_delete on contact_messages
CREATE TRIGGER contact_messages_fts_delete after delete on contact_messages begin
            insert into contact_messages_fts (contact_messages_fts, rowid, name, email, subject, message)
            values ('delete', old.id, old.name, old.email, old.subject, old.message);
          end;

-- trigger contact_messages_fts_insert on contact_messages
CREATE TRIGGER contact_messages_fts_insert after insert on contact_messages begin
            insert into contact_messages_fts (rowid, name, email, subject, message)
            values (new.id, new.name, new.email, new.subject, new.message);
          end;

-- trigger contact_messages_fts_update on contact_messages
CREATE TRIGGER contact_messages_fts_update after update of name, email, subject, message on contact_messages begin
            insert into contact_messages_fts (contact_messages_fts, rowid, name, email, subject, message)
            values ('delete', old.id, old.name, old.email, old.subject, old.message);
            insert into contact_messages_fts (rowid, name, email, subject, message)
            values (new.id, new.name, new.email, new.subject, new.message);
          end;
