import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { csvStream, exportRows, xlsxStream } from './incident-export';
import { insertIncidentRows } from './incident-repository';
import { incidentRecord, listQuery } from './incident-test-kit';

const ROWS = 12;
const BATCH = 2;

/**
 * SQLite answers synchronously: an export that never waited for the event loop held every other request for
 * its whole length. These walk an export in small batches and check that the loop turns between them.
 */
describe('an export lets other requests run between its batches', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp();
    userId = (await t.login('quality')).user.user_id;
    await insertIncidentRows(
      t.db,
      Array.from({ length: ROWS }, (_, i) =>
        incidentRecord({
          reportedBy: userId,
          incidentNumber: 910_000 + i,
          description: `zqyield ${i}`,
          status: 'submitted',
        }),
      ),
    );
  });
  afterAll(() => t.close());

  const rows = () =>
    exportRows(
      t.db,
      t.app.appContext.dbKind,
      listQuery({ search: 'zqyield', sortBy: 'incidentNumber', sortDir: 'asc' }),
      { id: userId, role: 'quality' },
      BATCH,
    );

  /** Batches the export had read when a callback queued for the event loop's next turn at its start ran. */
  async function batchesBeforeNextTurn(consume: (counted: AsyncIterable<unknown>) => Promise<void>) {
    let batches = 0;
    let atTurn = -1;
    async function* counted() {
      for await (const batch of rows()) {
        batches += 1;
        yield batch;
      }
    }
    setImmediate(() => {
      atTurn = batches;
    });
    await consume(counted());
    return { batches, atTurn };
  }

  it('the CSV: the event loop turns before the second batch is read', async () => {
    const { batches, atTurn } = await batchesBeforeNextTurn(async (counted) => {
      for await (const _chunk of csvStream(counted as never)) {
        // read to the end
      }
    });
    expect(batches).toBe(ROWS / BATCH);
    expect(atTurn).toBeGreaterThanOrEqual(0);
    expect(atTurn).toBeLessThanOrEqual(1);
  });

  it('the XLSX: the event loop turns before the second batch is read', async () => {
    const { batches, atTurn } = await batchesBeforeNextTurn(async (counted) => {
      const stream = xlsxStream(counted as never, (error) => {
        throw error;
      });
      for await (const _chunk of stream) {
        // read to the end
      }
    });
    expect(batches).toBe(ROWS / BATCH);
    expect(atTurn).toBeGreaterThanOrEqual(0);
    expect(atTurn).toBeLessThanOrEqual(1);
  });
});
