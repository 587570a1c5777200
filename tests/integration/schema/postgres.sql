-- tables
table admin_sessions (
  token_hash text not null,
  user_id integer not null,
  created_at timestamp with time zone not null,
  last_seen_at timestamp with time zone not null
);
table admin_sign_in_attempts (
  key_hash text not null,
  attempts integer not null,
  window_started_at timestamp with time zone not null,
  next_check_ms bigint
);
table admin_users (
  id integer not null generated always as identity,
  email text not null,
  password_hash text not null,
  created_at timestamp with time zone not null,
  password_changed_at timestamp with time zone not null,
  role text not null default 'team'::text
);
table app_secrets (
  name text not null,
  value text not null
);
table autoresponse_guard (
  address_hash text not null,
  last_sent_at timestamp with time zone not null
);
table contact_messages (
  id integer not null generated always as identity,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  status text not null default 'new'::text,
  created_at timestamp with time zone not null,
  received_at timestamp with time zone not null default now(),
  language text,
  owner_id integer,
  spam_reason text,
  page text
);
table content_heads (
  module text not null,
  language text not null,
  draft_revision_id integer,
  published_revision_id integer
);
table content_presence (
  module text not null,
  language text not null,
  email text not null,
  seen_at timestamp with time zone not null
);
table content_publish_jobs (
  id integer not null generated always as identity,
  requested_by text not null,
  requested_at timestamp with time zone not null,
  stage text not null,
  updated_at timestamp with time zone not null,
  publish_id integer,
  message text
);
table content_publishes (
  id integer not null generated always as identity,
  published_at timestamp with time zone not null,
  published_by text not null,
  kind text not null,
  reverts_id integer,
  changes text not null,
  git_commit text,
  release_id text,
  restores_id integer
);
table content_revisions (
  id integer not null generated always as identity,
  module text not null,
  language text not null,
  data text not null,
  kind text not null,
  author text not null,
  created_at timestamp with time zone not null,
  base_revision_id integer,
  publish_id integer,
  english_revision_id integer
);
table content_schedules (
  id integer not null generated always as identity,
  at timestamp with time zone not null,
  requested_by text not null,
  requested_at timestamp with time zone not null,
  state text not null,
  job_id integer,
  cancelled_by text,
  done_at timestamp with time zone,
  message text
);
table erasure_audit (
  id integer not null generated always as identity,
  erased_at timestamp with time zone not null,
  erased_by text not null,
  address_hash text not null,
  key_id text not null,
  messages integer not null,
  notes integer not null,
  history integer not null,
  outbox integer not null,
  replies integer not null default 0,
  mail integer not null default 0
);
table goal_events (
  id integer not null generated always as identity,
  occurred_at timestamp with time zone not null default now(),
  goal text not null,
  path text not null,
  language text not null,
  visitor_hash text
);
table insights_annotations (
  id integer not null generated always as identity,
  day text not null,
  text text not null,
  author text not null,
  created_at timestamp with time zone not null default now()
);
table insights_daily (
  day text not null,
  dimension text not null,
  key text not null,
  views bigint not null,
  visitors bigint not null
);
table insights_deploys (
  id integer not null generated always as identity,
  build_id text not null,
  deployed_at timestamp with time zone not null default now()
);
table insights_goals_daily (
  day text not null,
  goal text not null,
  path text not null,
  language text not null,
  events bigint not null,
  visitors bigint not null
);
table insights_reports (
  week text not null,
  queued_at timestamp with time zone not null,
  recipients integer not null,
  trigger text not null
);
table insights_rollup_days (
  day text not null,
  final integer not null
);
table insights_salts (
  day text not null,
  salt text not null
);
table insights_shares (
  id integer not null generated always as identity,
  token_hash text not null,
  period text not null,
  range_from text,
  range_to text,
  created_by text not null,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  revoked_at timestamp with time zone
);
table insights_vitals_daily (
  day text not null,
  path text not null,
  metric text not null,
  samples bigint not null,
  good bigint not null,
  needs_improvement bigint not null,
  poor bigint not null,
  histogram text not null
);
table kysely_migration (
  name character varying(255) not null,
  timestamp character varying(255) not null
);
table kysely_migration_lock (
  id character varying(255) not null,
  is_locked integer not null default 0
);
table mail_outbox (
  id integer not null generated always as identity,
  kind text not null,
  contact_message_id integer,
  recipient text not null,
  from_header text not null,
  to_header text not null,
  reply_to_header text,
  subject text not null,
  text_body text not null,
  html_body text,
  message_id text not null,
  in_reply_to text,
  references_header text,
  extra_headers text,
  state text not null default 'queued'::text,
  attempts integer not null default 0,
  queued_at timestamp with time zone not null,
  next_attempt_at timestamp with time zone not null,
  locked_until timestamp with time zone,
  sent_at timestamp with time zone,
  last_error text
);
table message_history (
  id integer not null generated always as identity,
  message_id integer not null,
  at timestamp with time zone not null,
  actor text not null,
  kind text not null,
  from_value text,
  to_value text,
  note_id integer,
  reply_id integer
);
table message_notes (
  id integer not null generated always as identity,
  message_id integer not null,
  author text not null,
  created_at timestamp with time zone not null,
  body text not null
);
table message_replies (
  id integer not null generated always as identity,
  message_id integer not null,
  author text not null,
  created_at timestamp with time zone not null,
  body text not null,
  outbox_id integer
);
table notification_outbox (
  id integer not null generated always as identity,
  message_id integer not null,
  state text not null default 'queued'::text,
  attempts integer not null default 0,
  queued_at timestamp with time zone not null,
  next_attempt_at timestamp with time zone not null,
  locked_until timestamp with time zone,
  sent_at timestamp with time zone,
  last_error text
);
table page_views (
  id integer not null generated always as identity,
  viewed_at timestamp with time zone not null default now(),
  path text not null,
  language text not null,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  viewport text not null,
  navigation_type text not null,
  visitor_hash text,
  country text
);
table rate_limit_counters (
  key character varying(255) not null,
  points integer not null default 0,
  expire bigint
);
table web_vitals (
  id integer not null generated always as identity,
  name text not null,
  value double precision not null,
  rating text not null,
  metric_id text not null,
  navigation_type text not null,
  path text not null,
  received_at timestamp with time zone not null default now()
);
table webhook_outbox (
  id integer not null generated always as identity,
  message_id integer not null,
  state text not null default 'queued'::text,
  attempts integer not null default 0,
  queued_at timestamp with time zone not null,
  next_attempt_at timestamp with time zone not null,
  locked_until timestamp with time zone,
  sent_at timestamp with time zone,
  last_error text
);
table webhook_settings (
  id integer not null,
  enabled integer not null default 0
);

-- constraints
admin_sessions constraint admin_sessions_pkey PRIMARY KEY (token_hash);
admin_sessions constraint admin_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES admin_users(id) ON DELETE CASCADE;
admin_sign_in_attempts constraint admin_sign_in_attempts_attempts_check CHECK (attempts >= 0);
admin_sign_in_attempts constraint admin_sign_in_attempts_pkey PRIMARY KEY (key_hash);
admin_users constraint admin_users_email_check CHECK (email = lower(email) AND email ~~ '%_@_%'::text);
admin_users constraint admin_users_email_key UNIQUE (email);
admin_users constraint admin_users_pkey PRIMARY KEY (id);
admin_users constraint admin_users_role_check CHECK (role = ANY (ARRAY['team'::text, 'editor'::text]));
app_secrets constraint app_secrets_pkey PRIMARY KEY (name);
autoresponse_guard constraint autoresponse_guard_pkey PRIMARY KEY (address_hash);
contact_messages constraint contact_messages_email_check CHECK (char_length(email) >= 3 AND char_length(email) <= 254 AND email ~~ '%_@_%'::text);
contact_messages constraint contact_messages_message_check CHECK (char_length(message) >= 1 AND char_length(message) <= 5000);
contact_messages constraint contact_messages_name_check CHECK (char_length(name) >= 1 AND char_length(name) <= 200);
contact_messages constraint contact_messages_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES admin_users(id) ON DELETE SET NULL;
contact_messages constraint contact_messages_pkey PRIMARY KEY (id);
contact_messages constraint contact_messages_spam_reason_check CHECK (spam_reason = ANY (ARRAY['honeypot'::text, 'score'::text]));
contact_messages constraint contact_messages_status_check CHECK (status = ANY (ARRAY['new'::text, 'open'::text, 'replied'::text, 'closed'::text, 'spam'::text]));
contact_messages constraint contact_messages_subject_check CHECK (char_length(subject) >= 1 AND char_length(subject) <= 200);
content_heads constraint content_heads_draft_revision_id_fkey FOREIGN KEY (draft_revision_id) REFERENCES content_revisions(id);
content_heads constraint content_heads_pkey PRIMARY KEY (module, language);
content_heads constraint content_heads_published_revision_id_fkey FOREIGN KEY (published_revision_id) REFERENCES content_revisions(id);
content_presence constraint content_presence_pkey PRIMARY KEY (module, language, email);
content_publish_jobs constraint content_publish_jobs_pkey PRIMARY KEY (id);
content_publish_jobs constraint content_publish_jobs_publish_id_fkey FOREIGN KEY (publish_id) REFERENCES content_publishes(id) ON DELETE SET NULL;
content_publish_jobs constraint content_publish_jobs_stage_check CHECK (stage = ANY (ARRAY['queued'::text, 'rendering'::text, 'recorded'::text, 'live'::text, 'failed'::text]));
content_publishes constraint content_publishes_kind_check CHECK (kind = ANY (ARRAY['publish'::text, 'revert'::text]));
content_publishes constraint content_publishes_pkey PRIMARY KEY (id);
content_revisions constraint content_revisions_kind_check CHECK (kind = ANY (ARRAY['draft'::text, 'published'::text]));
content_revisions constraint content_revisions_pkey PRIMARY KEY (id);
content_revisions constraint content_revisions_publish_id_fkey FOREIGN KEY (publish_id) REFERENCES content_publishes(id) ON DELETE SET NULL;
content_schedules constraint content_schedules_job_id_fkey FOREIGN KEY (job_id) REFERENCES content_publish_jobs(id) ON DELETE SET NULL;
content_schedules constraint content_schedules_pkey PRIMARY KEY (id);
content_schedules constraint content_schedules_state_check CHECK (state = ANY (ARRAY['pending'::text, 'fired'::text, 'cancelled'::text, 'failed'::text]));
erasure_audit constraint erasure_audit_pkey PRIMARY KEY (id);
goal_events constraint goal_events_pkey PRIMARY KEY (id);
insights_annotations constraint insights_annotations_pkey PRIMARY KEY (id);
insights_daily constraint insights_daily_pk PRIMARY KEY (dimension, day, key);
insights_deploys constraint insights_deploys_build_id_key UNIQUE (build_id);
insights_deploys constraint insights_deploys_pkey PRIMARY KEY (id);
insights_goals_daily constraint insights_goals_daily_pk PRIMARY KEY (day, goal, path, language);
insights_reports constraint insights_reports_pkey PRIMARY KEY (week);
insights_rollup_days constraint insights_rollup_days_pkey PRIMARY KEY (day);
insights_salts constraint insights_salts_pkey PRIMARY KEY (day);
insights_shares constraint insights_shares_pkey PRIMARY KEY (id);
insights_shares constraint insights_shares_token_hash_key UNIQUE (token_hash);
insights_vitals_daily constraint insights_vitals_daily_pk PRIMARY KEY (day, path, metric);
kysely_migration constraint kysely_migration_pkey PRIMARY KEY (name);
kysely_migration_lock constraint kysely_migration_lock_pkey PRIMARY KEY (id);
mail_outbox constraint mail_outbox_contact_message_id_fkey FOREIGN KEY (contact_message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
mail_outbox constraint mail_outbox_kind_check CHECK (length(kind) >= 1 AND length(kind) <= 40);
mail_outbox constraint mail_outbox_message_id_key UNIQUE (message_id);
mail_outbox constraint mail_outbox_pkey PRIMARY KEY (id);
mail_outbox constraint mail_outbox_state_check CHECK (state = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text]));
message_history constraint message_history_kind_check CHECK (kind = ANY (ARRAY['status'::text, 'owner'::text, 'note'::text, 'reply'::text]));
message_history constraint message_history_message_id_fkey FOREIGN KEY (message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
message_history constraint message_history_note_id_fkey FOREIGN KEY (note_id) REFERENCES message_notes(id) ON DELETE CASCADE;
message_history constraint message_history_pkey PRIMARY KEY (id);
message_history constraint message_history_reply_id_fkey FOREIGN KEY (reply_id) REFERENCES message_replies(id) ON DELETE CASCADE;
message_notes constraint message_notes_body_check CHECK (length(body) >= 1 AND length(body) <= 2000);
message_notes constraint message_notes_message_id_fkey FOREIGN KEY (message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
message_notes constraint message_notes_pkey PRIMARY KEY (id);
message_replies constraint message_replies_body_check CHECK (length(body) >= 1 AND length(body) <= 10000);
message_replies constraint message_replies_message_id_fkey FOREIGN KEY (message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
message_replies constraint message_replies_outbox_id_fkey FOREIGN KEY (outbox_id) REFERENCES mail_outbox(id) ON DELETE SET NULL;
message_replies constraint message_replies_pkey PRIMARY KEY (id);
notification_outbox constraint notification_outbox_message_id_fkey FOREIGN KEY (message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
notification_outbox constraint notification_outbox_message_id_key UNIQUE (message_id);
notification_outbox constraint notification_outbox_pkey PRIMARY KEY (id);
notification_outbox constraint notification_outbox_state_check CHECK (state = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text]));
page_views constraint page_views_pkey PRIMARY KEY (id);
rate_limit_counters constraint rate_limit_counters_pkey PRIMARY KEY (key);
web_vitals constraint web_vitals_pkey PRIMARY KEY (id);
webhook_outbox constraint webhook_outbox_message_id_fkey FOREIGN KEY (message_id) REFERENCES contact_messages(id) ON DELETE CASCADE;
webhook_outbox constraint webhook_outbox_message_id_key UNIQUE (message_id);
webhook_outbox constraint webhook_outbox_pkey PRIMARY KEY (id);
webhook_outbox constraint webhook_outbox_state_check CHECK (state = ANY (ARRAY['queued'::text, 'sent'::text, 'failed'::text]));
webhook_settings constraint webhook_settings_enabled_check CHECK (enabled = ANY (ARRAY[0, 1]));
webhook_settings constraint webhook_settings_id_check CHECK (id = 1);
webhook_settings constraint webhook_settings_pkey PRIMARY KEY (id);

-- indexes
CREATE INDEX admin_sessions_user_id_idx ON public.admin_sessions USING btree (user_id);
CREATE INDEX admin_sign_in_attempts_window_idx ON public.admin_sign_in_attempts USING btree (window_started_at);
CREATE INDEX autoresponse_guard_last_sent_at ON public.autoresponse_guard USING btree (last_sent_at);
CREATE INDEX contact_messages_owner_id_idx ON public.contact_messages USING btree (owner_id, id);
CREATE INDEX contact_messages_received_at_idx ON public.contact_messages USING btree (received_at);
CREATE INDEX contact_messages_search_idx ON public.contact_messages USING gin (to_tsvector('simple'::regconfig, regexp_replace(((((((name || ' '::text) || email) || ' '::text) || subject) || ' '::text) || message), '[[:punct:]]+'::text, ' '::text, 'g'::text)));
CREATE INDEX contact_messages_status_id_idx ON public.contact_messages USING btree (status, id);
CREATE INDEX contact_messages_status_received_at_idx ON public.contact_messages USING btree (status, received_at);
CREATE INDEX content_publishes_published_at ON public.content_publishes USING btree (published_at);
CREATE INDEX content_revisions_page ON public.content_revisions USING btree (module, language, id);
CREATE INDEX content_schedules_state_at_idx ON public.content_schedules USING btree (state, at);
CREATE INDEX goal_events_occurred_at ON public.goal_events USING btree (occurred_at);
CREATE INDEX insights_annotations_day ON public.insights_annotations USING btree (day);
CREATE INDEX insights_deploys_deployed_at ON public.insights_deploys USING btree (deployed_at);
CREATE INDEX mail_outbox_contact_message_id_idx ON public.mail_outbox USING btree (contact_message_id);
CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (state, next_attempt_at);
CREATE INDEX mail_outbox_recipient_idx ON public.mail_outbox USING btree (recipient, queued_at);
CREATE INDEX message_history_message_id_idx ON public.message_history USING btree (message_id, id);
CREATE INDEX message_notes_message_id_idx ON public.message_notes USING btree (message_id, id);
CREATE INDEX message_replies_message_id_idx ON public.message_replies USING btree (message_id, id);
CREATE INDEX notification_outbox_due_idx ON public.notification_outbox USING btree (state, next_attempt_at);
CREATE INDEX page_views_viewed_at ON public.page_views USING btree (viewed_at);
CREATE INDEX rate_limit_counters_expire_idx ON public.rate_limit_counters USING btree (expire);
CREATE INDEX web_vitals_received_at_idx ON public.web_vitals USING btree (received_at);
CREATE INDEX webhook_outbox_due_idx ON public.webhook_outbox USING btree (state, next_attempt_at);
CREATE UNIQUE INDEX admin_sessions_pkey ON public.admin_sessions USING btree (token_hash);
CREATE UNIQUE INDEX admin_sign_in_attempts_pkey ON public.admin_sign_in_attempts USING btree (key_hash);
CREATE UNIQUE INDEX admin_users_email_key ON public.admin_users USING btree (email);
CREATE UNIQUE INDEX admin_users_pkey ON public.admin_users USING btree (id);
CREATE UNIQUE INDEX app_secrets_pkey ON public.app_secrets USING btree (name);
CREATE UNIQUE INDEX autoresponse_guard_pkey ON public.autoresponse_guard USING btree (address_hash);
CREATE UNIQUE INDEX contact_messages_pkey ON public.contact_messages USING btree (id);
CREATE UNIQUE INDEX content_heads_pkey ON public.content_heads USING btree (module, language);
CREATE UNIQUE INDEX content_presence_pkey ON public.content_presence USING btree (module, language, email);
CREATE UNIQUE INDEX content_publish_jobs_pkey ON public.content_publish_jobs USING btree (id);
CREATE UNIQUE INDEX content_publishes_pkey ON public.content_publishes USING btree (id);
CREATE UNIQUE INDEX content_revisions_pkey ON public.content_revisions USING btree (id);
CREATE UNIQUE INDEX content_schedules_pkey ON public.content_schedules USING btree (id);
CREATE UNIQUE INDEX erasure_audit_pkey ON public.erasure_audit USING btree (id);
CREATE UNIQUE INDEX goal_events_pkey ON public.goal_events USING btree (id);
CREATE UNIQUE INDEX insights_annotations_pkey ON public.insights_annotations USING btree (id);
CREATE UNIQUE INDEX insights_daily_pk ON public.insights_daily USING btree (dimension, day, key);
CREATE UNIQUE INDEX insights_deploys_build_id_key ON public.insights_deploys USING btree (build_id);
CREATE UNIQUE INDEX insights_deploys_pkey ON public.insights_deploys USING btree (id);
CREATE UNIQUE INDEX insights_goals_daily_pk ON public.insights_goals_daily USING btree (day, goal, path, language);
CREATE UNIQUE INDEX insights_reports_pkey ON public.insights_reports USING btree (week);
CREATE UNIQUE INDEX insights_rollup_days_pkey ON public.insights_rollup_days USING btree (day);
CREATE UNIQUE INDEX insights_salts_pkey ON public.insights_salts USING btree (day);
CREATE UNIQUE INDEX insights_shares_pkey ON public.insights_shares USING btree (id);
CREATE UNIQUE INDEX insights_shares_token_hash_key ON public.insights_shares USING btree (token_hash);
CREATE UNIQUE INDEX insights_vitals_daily_pk ON public.insights_vitals_daily USING btree (day, path, metric);
CREATE UNIQUE INDEX kysely_migration_lock_pkey ON public.kysely_migration_lock USING btree (id);
CREATE UNIQUE INDEX kysely_migration_pkey ON public.kysely_migration USING btree (name);
CREATE UNIQUE INDEX mail_outbox_message_id_key ON public.mail_outbox USING btree (message_id);
CREATE UNIQUE INDEX mail_outbox_pkey ON public.mail_outbox USING btree (id);
CREATE UNIQUE INDEX message_history_pkey ON public.message_history USING btree (id);
CREATE UNIQUE INDEX message_notes_pkey ON public.message_notes USING btree (id);
CREATE UNIQUE INDEX message_replies_pkey ON public.message_replies USING btree (id);
CREATE UNIQUE INDEX notification_outbox_message_id_key ON public.notification_outbox USING btree (message_id);
CREATE UNIQUE INDEX notification_outbox_pkey ON public.notification_outbox USING btree (id);
CREATE UNIQUE INDEX page_views_pkey ON public.page_views USING btree (id);
CREATE UNIQUE INDEX rate_limit_counters_pkey ON public.rate_limit_counters USING btree (key);
CREATE UNIQUE INDEX web_vitals_pkey ON public.web_vitals USING btree (id);
CREATE UNIQUE INDEX webhook_outbox_message_id_key ON public.webhook_outbox USING btree (message_id);
CREATE UNIQUE INDEX webhook_outbox_pkey ON public.webhook_outbox USING btree (id);
CREATE UNIQUE INDEX webhook_settings_pkey ON public.webhook_settings USING btree (id);

-- triggers
CREATE TRIGGER contact_messages_enqueue_notification AFTER INSERT ON contact_messages REFERENCING NEW TABLE AS inserted_messages FOR EACH STATEMENT EXECUTE FUNCTION contact_messages_enqueue_notification();
CREATE TRIGGER contact_messages_enqueue_webhook AFTER INSERT ON contact_messages REFERENCING NEW TABLE AS inserted_messages FOR EACH STATEMENT EXECUTE FUNCTION contact_messages_enqueue_webhook();

-- functions
CREATE OR REPLACE FUNCTION public.contact_messages_enqueue_notification()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
        begin
          insert into notification_outbox (message_id, queued_at, next_attempt_at)
          select id, received_at, received_at from inserted_messages
          where status <> 'spam';
          return null;
        end
        $function$
;
CREATE OR REPLACE FUNCTION public.contact_messages_enqueue_webhook()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
          begin
            insert into webhook_outbox (message_id, queued_at, next_attempt_at)
            select m.id, m.received_at, m.received_at from inserted_messages m
            where m.status <> 'spam'
              and exists (select 1 from webhook_settings where enabled = 1);
            return null;
          end
          $function$
;
