import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/helpers/temp-dirs';
import { createTestDatabase, usingPostgres } from '../../../test/helpers/test-database';
import { loadConfig } from '../../config';
import { insertHistory } from '../../modules/history/history-repository';
import { toIncidentRecord, toIncidentRow } from '../../modules/incidents/incident-record';
import { incidentRecord } from '../../modules/incidents/incident-test-kit';
import { openDatabase } from '../database';
import { testMigrator } from './migration-test-migrator';

const tempDir = useTempDirs();

describe('migration 230: incident milestones from history', () => {
  async function open() {
    if (!usingPostgres())
      return openDatabase(loadConfig({ DATA_DIR: tempDir('qi-migration-230-') }).database);
    const place = await createTestDatabase();
    return openDatabase(loadConfig({ DATA_DIR: tempDir('qi-migration-230-'), ...place.env }).database);
  }

  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9)).toISOString();

  it('fills the four timestamps from the history of each incident', async () => {
    const handle = await open();
    const db = handle.db;
    try {
      expect((await testMigrator(db, handle.schema).migrateTo('210-reference-retire')).error).toBeUndefined();
      const yes = handle.kind === 'postgres' ? sql`true` : sql`1`;
      await sql`insert into users (user_id, email, name, role, active, must_change_password, created_at, updated_at)
        values ('u1', 'u1@example.com', 'U One', 'quality', ${yes}, ${yes}, ${at(1)}, ${at(1)})`.execute(db);
      let number = 0;
      // The rows as the table was before 230 (the record holds no milestones: toIncidentRow leaves them out).
      const add = async (status: string, moves: [string, string | null, string, number][]) => {
        const record = incidentRecord({ reportedBy: 'u1', incidentNumber: ++number });
        const { status: _s, ...row } = toIncidentRow(record);
        await db
          .insertInto('incidents')
          .values({ ...row, status })
          .execute();
        for (const [action, from, to, day] of moves) {
          await insertHistory(db, {
            entityType: 'incident',
            entityId: record.id,
            actorId: 'u1',
            action,
            fromStatus: from,
            toStatus: to,
            now: at(day),
          });
        }
        return record.id;
      };
      const closed = await add('closed', [
        ['submit', null, 'submitted', 1],
        ['request-more-information', 'submitted', 'pending-update', 2],
        ['submit', 'pending-update', 'submitted', 3],
        ['acknowledge', 'submitted', 'acknowledged', 4],
        ['start-investigation', 'acknowledged', 'under-investigation', 5],
        ['complete-investigation', 'under-investigation', 'investigation-completed', 6],
        ['reopen-investigation', 'investigation-completed', 'under-investigation', 7],
        ['complete-investigation', 'under-investigation', 'investigation-completed', 8],
        ['update', 'investigation-completed', 'investigation-completed', 9],
        ['close', 'investigation-completed', 'closed', 10],
      ]);
      const reopened = await add('under-investigation', [
        ['submit', null, 'submitted', 11],
        ['acknowledge', 'submitted', 'acknowledged', 12],
        ['start-investigation', 'acknowledged', 'investigation-completed', 13],
        ['reopen-investigation', 'investigation-completed', 'under-investigation', 14],
      ]);
      const draft = await add('draft', [['save-draft', null, 'draft', 15]]);

      expect((await testMigrator(db, handle.schema).migrateToLatest()).error).toBeUndefined();
      const milestones = async (id: string) => {
        const row = await db
          .selectFrom('incidents')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const { submittedAt, acknowledgedAt, investigationCompletedAt, closedAt } = toIncidentRecord(row);
        return { submittedAt, acknowledgedAt, investigationCompletedAt, closedAt };
      };
      // The first submission, the latest acknowledgement and completion (not the verdict-only update), the close.
      expect(await milestones(closed)).toEqual({
        submittedAt: at(1),
        acknowledgedAt: at(4),
        investigationCompletedAt: at(8),
        closedAt: at(10),
      });
      // Back under investigation: its completion no longer holds.
      expect(await milestones(reopened)).toEqual({
        submittedAt: at(11),
        acknowledgedAt: at(12),
        investigationCompletedAt: null,
        closedAt: null,
      });
      expect(await milestones(draft)).toEqual({
        submittedAt: null,
        acknowledgedAt: null,
        investigationCompletedAt: null,
        closedAt: null,
      });
    } finally {
      await handle.close();
    }
  });
});
