import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as m001 from './001-initial';
import * as m002 from './002-reference-unique-names';
import * as m010 from './010-incident-list-indexes';
import * as m020 from './020-investigation-list-index';
import * as m030 from './030-chart-indexes';
import * as m040 from './040-incident-date-id-index';
import * as m050 from './050-incident-search-index';
import * as m060 from './060-chart-series-indexes';
import * as m070 from './070-incident-list-covering-indexes';
import * as m080 from './080-drop-redundant-incident-indexes';
import * as m090 from './090-deferred-incident-search';
import * as m100 from './100-incident-search-text';
import * as m110 from './110-incident-autovacuum';
import * as m120 from './120-incident-export-lines';
import * as m130 from './130-export-lines-dropped-on-change';
import * as m140 from './140-incident-counts';
import * as m150 from './150-export-lines-hash-index';
import * as m160 from './160-simple-runtime';
import * as m170 from './170-auth-limit-counters';
import * as m180 from './180-record-versions';
import * as m190 from './190-request-counts-and-upload-attachment';
import * as m200 from './200-severity-suppliers-dispositions';
import * as m210 from './210-reference-retire';
import * as m220 from './220-section-owners-due-dates';
import * as m230 from './230-incident-milestones';
import * as m240 from './240-effectiveness-checks';
import * as m250 from './250-reminder-log';
import * as m260 from './260-settings-signatures';
import * as m270 from './270-idempotency-keys';
import * as m280 from './280-part-number-product';
import * as m290 from './290-one-rate-limiter';
import * as m320 from './320-disposition-line-done';
import * as m330 from './330-job-leases';
import * as m340 from './340-api-tokens';
import * as m350 from './350-webhooks';
import * as m360 from './360-incident-links';
import * as m370 from './370-trend-signals';
import * as m380 from './380-similar-checks';
import * as m385 from './385-supplier-corrective-actions';
import * as m386 from './386-signal-watch-key';
import * as m390 from './390-oidc-sign-in';
import * as m391 from './391-signature-method';
import * as m400 from './400-incident-imports';

/**
 * A migration may also need work that cannot run inside its transaction (PostgreSQL's VACUUM): `afterCommit`
 * runs once its transaction has committed, by the process that applied it (migrate.ts).
 */
export interface AppMigration extends Migration {
  // biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the app's current schema types
  afterCommit?: (db: Kysely<any>) => Promise<void>;
}

/** Static list (no filesystem globbing) so that the bundled server carries its migrations. */
const MIGRATIONS: Record<string, AppMigration> = {
  '001-initial': m001,
  '002-reference-unique-names': m002,
  '010-incident-list-indexes': m010,
  '020-investigation-list-index': m020,
  '030-chart-indexes': m030,
  '040-incident-date-id-index': m040,
  '050-incident-search-index': m050,
  '060-chart-series-indexes': m060,
  '070-incident-list-covering-indexes': m070,
  '080-drop-redundant-incident-indexes': m080,
  '090-deferred-incident-search': m090,
  '100-incident-search-text': m100,
  '110-incident-autovacuum': m110,
  '120-incident-export-lines': m120,
  '130-export-lines-dropped-on-change': m130,
  '140-incident-counts': m140,
  '150-export-lines-hash-index': m150,
  '160-simple-runtime': m160,
  '170-auth-limit-counters': m170,
  '180-record-versions': m180,
  '190-request-counts-and-upload-attachment': m190,
  '200-severity-suppliers-dispositions': m200,
  '210-reference-retire': m210,
  '220-section-owners-due-dates': m220,
  '230-incident-milestones': m230,
  '240-effectiveness-checks': m240,
  '250-reminder-log': m250,
  '260-settings-signatures': m260,
  '270-idempotency-keys': m270,
  '280-part-number-product': m280,
  '290-one-rate-limiter': m290,
  '320-disposition-line-done': m320,
  '330-job-leases': m330,
  '340-api-tokens': m340,
  '350-webhooks': m350,
  '360-incident-links': m360,
  '370-trend-signals': m370,
  '380-similar-checks': m380,
  '385-supplier-corrective-actions': m385,
  '386-signal-watch-key': m386,
  '390-oidc-sign-in': m390,
  '391-signature-method': m391,
  '400-incident-imports': m400,
};

/** The after-commit step of a migration, if it has one. */
export function afterCommitOf(name: string): AppMigration['afterCommit'] {
  return MIGRATIONS[name]?.afterCommit;
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
