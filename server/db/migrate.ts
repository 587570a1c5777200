/**
 * Versioned migrations (DESIGN §3), run at start-up by Kysely's Migrator. A static provider
 * lists them in code, so nothing depends on globbing the file system (works under tsx and bundles).
 * Add a migration: create `migrations/000N-what.ts`, append it here and record the schema snapshot
 * (docs/development.md); never change what a shipped one builds (decision 0053: the snapshot test
 * fails when it does).
 */
import type { Kysely } from 'kysely';
import {
  Migrator,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely/migration';
import type { SqlDialect } from './database';
import type { Database } from './schema';
import { contactMessagesMigration } from './migrations/0001-contact-messages';
import { webVitalsMigration } from './migrations/0002-web-vitals';
import { notificationOutboxMigration } from './migrations/0003-notification-outbox';
import { teamInboxMigration } from './migrations/0004-team-inbox';
import { signInAttemptsMigration } from './migrations/0005-sign-in-attempts';
import { rateLimitCountersMigration } from './migrations/0006-rate-limit-counters';
import { pageViewsMigration } from './migrations/0007-page-views';
import { insightsRollUpsMigration } from './migrations/0008-insights-roll-ups';
import { contentEditingMigration } from './migrations/0009-content-editing';
import { contentRevisionsMigration } from './migrations/0010-content-revisions';
import { contentPublishJobsMigration } from './migrations/0011-content-publish-jobs';
import { pageIntrosMigration } from './migrations/0012-page-intros-in-page-modules';
import { siteRollbackMigration } from './migrations/0013-site-rollback';
import { contentSchedulesAndPresenceMigration } from './migrations/0014-content-schedules-and-presence';
import { insightsAnnotationsMigration } from './migrations/0015-insights-annotations';
import { leadDeskMigration } from './migrations/0016-lead-desk';
import { mailOutboxAndRepliesMigration } from './migrations/0017-mail-outbox-and-replies';
import { spamFolderMigration } from './migrations/0018-spam-folder';
import { messagePageAndSignInTurnsMigration } from './migrations/0019-message-page-and-sign-in-turns';
import { insightsCountriesMigration } from './migrations/0020-insights-countries';
import { insightsGoalsMigration } from './migrations/0021-insights-goals';
import { autoresponderMigration } from './migrations/0022-autoresponder';
import { chatWebhookMigration } from './migrations/0023-chat-webhook';
import { insightsReportsMigration } from './migrations/0024-insights-reports';
import { insightsSharesMigration } from './migrations/0025-insights-shares';
import { insightsDeploysMigration } from './migrations/0026-insights-deploys';

/** All migrations in order, keyed by their file name (the key is what Kysely records as applied). */
export function allMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0001-contact-messages': contactMessagesMigration(dialect),
    '0002-web-vitals': webVitalsMigration(dialect),
    '0003-notification-outbox': notificationOutboxMigration(dialect),
    '0004-team-inbox': teamInboxMigration(dialect),
    '0005-sign-in-attempts': signInAttemptsMigration(dialect),
    '0006-rate-limit-counters': rateLimitCountersMigration(dialect),
    '0007-page-views': pageViewsMigration(dialect),
    '0008-insights-roll-ups': insightsRollUpsMigration(dialect),
    '0009-content-editing': contentEditingMigration(dialect),
    '0010-content-revisions': contentRevisionsMigration(dialect),
    '0011-content-publish-jobs': contentPublishJobsMigration(dialect),
    '0012-page-intros-in-page-modules': pageIntrosMigration(),
    '0013-site-rollback': siteRollbackMigration(),
    '0014-content-schedules-and-presence': contentSchedulesAndPresenceMigration(dialect),
    '0015-insights-annotations': insightsAnnotationsMigration(dialect),
    '0016-lead-desk': leadDeskMigration(dialect),
    '0017-mail-outbox-and-replies': mailOutboxAndRepliesMigration(dialect),
    '0018-spam-folder': spamFolderMigration(dialect),
    '0019-message-page-and-sign-in-turns': messagePageAndSignInTurnsMigration(dialect),
    '0020-insights-countries': insightsCountriesMigration(),
    '0021-insights-goals': insightsGoalsMigration(dialect),
    '0022-autoresponder': autoresponderMigration(dialect),
    '0023-chat-webhook': chatWebhookMigration(dialect),
    '0024-insights-reports': insightsReportsMigration(dialect),
    '0025-insights-shares': insightsSharesMigration(dialect),
    '0026-insights-deploys': insightsDeploysMigration(dialect),
  };
}

/**
 * Brings the schema to the latest version.
 * @returns the names of the migrations applied by this call (empty when up to date)
 * @throws the first migration error; nothing of that migration is kept
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: SqlDialect,
): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
