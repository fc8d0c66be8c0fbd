import { INCIDENT_STATUSES } from '@qi/domain/incident-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app';
import { type IncidentKit, incidentKit } from './incident-test-kit';

type Item = {
  id: string;
  status: string;
  incidentNumber: number | null;
  investigationStatus: string | null;
  rejectReason: string | null;
  pendingUpdateReason: string | null;
  severity: string | null;
  defectiveQuantity: number | null;
  dispositionStatus: string;
};

describe('demo incidents (seed)', () => {
  let t: TestApp;
  let k: IncidentKit;
  let items: Item[];
  beforeAll(async () => {
    t = await startTestApp();
    k = await incidentKit(t);
    items = (await k.get(k.callers.admin, '/v1/incidents?rowsPerPage=200')).body.items;
  });
  afterAll(() => t.close());

  it('about 40 incidents in every status, consistent with their investigations', () => {
    expect(items.length).toBeGreaterThanOrEqual(38);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(INCIDENT_STATUSES));
    for (const item of items) {
      if (item.status === 'under-investigation') expect(item.investigationStatus).toBe('opened');
      if (item.status === 'investigation-completed' || item.status === 'closed') {
        expect(item.investigationStatus).toBe('completed');
      }
      if (item.status === 'rejected') expect(item.rejectReason).toBeTruthy();
      if (item.status === 'pending-update') expect(item.pendingUpdateReason).toBeTruthy();
      if (item.status === 'draft') expect(item.incidentNumber).toBeNull();
      // Acknowledged and later incidents carry a severity; closed ones with material an approved disposition.
      if (
        ['acknowledged', 'under-investigation', 'investigation-completed', 'closed'].includes(item.status)
      ) {
        expect(item.severity).toMatch(/^(critical|major|minor)$/);
      }
      if (item.status === 'closed' && (item.defectiveQuantity ?? 0) > 0) {
        expect(item.dispositionStatus).toBe('approved');
      }
    }
    const numbers = items.flatMap((i) => (i.incidentNumber === null ? [] : [i.incidentNumber]));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('each demo incident has its history, and new submissions continue the numbering', async () => {
    const closed = items.find((i) => i.status === 'closed')!;
    const history = await k.get(k.callers.user, `/v1/incidents/${closed.id}/history`);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'acknowledge',
      'start-investigation',
      'propose-disposition',
      'approve-disposition',
      'close',
    ]);
    const highest = Math.max(...items.map((i) => i.incidentNumber ?? 0));
    const created = await k.create(k.callers.user, 'submit');
    expect(created.incidentNumber).toBe(highest + 1);
  });
});
