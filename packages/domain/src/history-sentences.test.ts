import { describe, expect, it } from 'vitest';
import type { THistoryEntry } from './history';
import { historyFieldLabel } from './history-fields';
import { historySentences } from './history-sentences';

const NAMES: Record<string, string> = { '3e872470-aaaa': 'Jane Smith', 'u-2': 'Quinn Quality' };
const words = {
  fieldLabel: (field: string) =>
    ({
      containmentAction: 'Containment Action',
      rootCause: 'Root cause',
      orderNumber: 'Order Number',
      incidentJustified: 'Is the incident justified?',
      costOfLabour: 'Cost of Labour',
      incidentDate: 'Incident Date',
      attachments: 'Attachments',
      incidentLocation: 'Incident Location',
    })[field] ?? field,
  nameOf: (id: string) => NAMES[id] ?? id,
};

function entry(partial: Partial<THistoryEntry>): THistoryEntry {
  return {
    id: 'h-1',
    actor: null,
    action: 'update',
    fromStatus: null,
    toStatus: null,
    changes: [],
    reason: null,
    created_at: '2026-03-05T10:00:00.000Z',
    ...partial,
  };
}

describe('historySentences', () => {
  it('tells a status move with the status labels, once, even when the changes list it too', () => {
    expect(
      historySentences(
        'incident',
        entry({
          fromStatus: 'draft',
          toStatus: 'submitted',
          changes: [{ field: 'status', from: 'draft', to: 'submitted' }],
        }),
        words,
      ),
    ).toEqual(['Status changed from Draft to Submitted']);
    expect(historySentences('incident', entry({ toStatus: 'draft' }), words)).toEqual([
      'Status set to Draft',
    ]);
    expect(historySentences('incident', entry({ fromStatus: 'closed', toStatus: 'closed' }), words)).toEqual(
      [],
    );
  });

  it('names the signer of a sign-off with its date instead of the user id', () => {
    const sentences = historySentences(
      'investigation',
      entry({
        changes: [
          { field: 'containmentActionSignedBy', from: null, to: '3e872470-aaaa' },
          { field: 'containmentActionSignedDate', from: null, to: '2026-03-05' },
          { field: 'rootCauseSignedBy', from: 'u-2', to: null },
          { field: 'rootCauseSignedDate', from: '2026-03-01', to: null },
        ],
      }),
      words,
    );
    expect(sentences).toEqual([
      'Containment Action signed off by Jane Smith on 05-03-2026',
      'Root cause sign-off by Quinn Quality removed',
    ]);
    expect(sentences.join(' ')).not.toContain('3e872470');
  });

  it('tells the completion, its signer and the verdict in words', () => {
    expect(
      historySentences(
        'investigation',
        entry({
          fromStatus: 'opened',
          toStatus: 'completed',
          changes: [
            { field: 'completed', from: false, to: true },
            { field: 'completedSignedBy', from: null, to: 'u-2' },
            { field: 'completedSignedDate', from: null, to: '2026-03-07' },
            { field: 'incidentJustified', from: null, to: true },
          ],
        }),
        words,
      ),
    ).toEqual([
      'Status changed from Opened to Completed',
      'Marked as completed',
      'Completion signed off by Quinn Quality on 07-03-2026',
      'Is the incident justified? set to Yes',
    ]);
  });

  it('tells a new investigation without ids: who it is assigned to, where it started, plain numbers', () => {
    expect(
      historySentences(
        'investigation',
        entry({
          action: 'create',
          toStatus: 'opened',
          changes: [
            { field: 'id', from: null, to: '51ec8987-ca8b-450b-b199-6dd76477f749' },
            { field: 'incidentId', from: null, to: '6860b7f4-d52b-4e91-b06a-551427050713' },
            { field: 'assignedTo', from: null, to: 'u-2' },
            { field: 'defectiveProductQuantity', from: null, to: '0' },
            { field: 'completed', from: null, to: false },
          ],
        }),
        {
          ...words,
          fieldLabel: (field) => (field === 'defectiveProductQuantity' ? 'Defective Product' : field),
        },
      ),
    ).toEqual([
      'Status set to Opened',
      'Started from an incident',
      'Assigned to Quinn Quality',
      'Defective Product set to 0',
    ]);
    expect(
      historySentences(
        'investigation',
        entry({ changes: [{ field: 'assignedTo', from: 'u-2', to: '3e872470-aaaa' }] }),
        words,
      ),
    ).toEqual(['Reassigned from Quinn Quality to Jane Smith']);
  });

  it('labels fields and shows values readably: text quoted, dates, pounds, titles, attachments by name', () => {
    expect(
      historySentences(
        'incident',
        entry({
          changes: [
            { field: 'orderNumber', from: 'WO-0', to: 'WO-1' },
            { field: 'rootCause', from: 'Worn\n tool.', to: null },
            { field: 'incidentDate', from: '2026-03-01', to: '2026-03-02' },
            { field: 'costOfLabour', from: null, to: 120.5 },
            {
              field: 'incidentLocation',
              from: { id: 'a', title: 'Plant A' },
              to: { id: 'b', title: 'Plant B' },
            },
            { field: 'attachments', from: ['a.png', 'b.pdf'], to: ['b.pdf', 'c.jpg'] },
            { field: 'investigationId', from: null, to: 'inv-1' },
          ],
        }),
        words,
      ),
    ).toEqual([
      'Order Number changed from “WO-0” to “WO-1”',
      'Root cause cleared (was “Worn tool.”)',
      'Incident Date changed from 01-03-2026 to 02-03-2026',
      'Cost of Labour set to £120.50',
      'Incident Location changed from Plant A to Plant B',
      'Attachments added: c.jpg',
      'Attachments removed: a.png',
      'Linked to an investigation',
    ]);
  });
});

describe('historySentences: nonconforming material (#31)', () => {
  it('tells severity, supplier and disposition changes in words', () => {
    const sentences = historySentences(
      'incident',
      entry({
        action: 'propose-disposition',
        changes: [
          { field: 'severity', from: 'minor', to: 'critical' },
          { field: 'supplierId', from: null, to: 's-1' },
          { field: 'dispositionStatus', from: 'awaiting', to: 'decided' },
          {
            field: 'disposition',
            from: [],
            to: [
              { decision: 'Scrap', quantity: 2, responsible: 'u-2' },
              { decision: 'Rework', quantity: 1, responsible: '3e872470-aaaa' },
            ],
          },
        ],
      }),
      { ...words, supplierName: (id) => (id === 's-1' ? 'Acme Castings' : id) },
    );
    expect(sentences).toEqual([
      'severity changed from Minor to Critical',
      'supplierId set to Acme Castings',
      'dispositionStatus changed from Awaiting to Decided',
      'Disposition: Scrap 2 (Quinn Quality), Rework 1 (Jane Smith)',
    ]);
  });

  it('tells effectiveness checks with names and result labels, and leaves their ids out', () => {
    expect(
      historySentences(
        'investigation',
        entry({
          action: 'record-effectiveness-check',
          changes: [
            { field: 'effectivenessCheck', from: 'ec-1', to: 'ec-1' },
            { field: 'effectivenessCheckOwner', from: null, to: 'u-2' },
            { field: 'result', from: null, to: 'not-effective' },
          ],
        }),
        words,
      ),
    ).toEqual(['effectivenessCheckOwner set to Quinn Quality', 'result set to Not effective']);
  });

  it('tells a moved due date with its reason and an owner by name', () => {
    expect(
      historySentences(
        'investigation',
        entry({
          changes: [
            { field: 'rootCauseDueDate', from: '2026-03-24', to: '2026-04-30' },
            { field: 'rootCauseOwner', from: 'u-2', to: '3e872470-aaaa' },
            { field: 'rootCauseDueDateReason', from: null, to: 'Lab report late.' },
          ],
        }),
        { nameOf: words.nameOf },
      ),
    ).toEqual([
      'Root cause due date changed from 24-03-2026 to 30-04-2026',
      'Root cause owner changed from Quinn Quality to Jane Smith',
      'Reason for moving the Root cause due date set to “Lab report late.”',
    ]);
  });
});

describe("historySentences with the screens' labels (no fieldLabel given)", () => {
  it('names fields as the screens do and never shows a key or an id', () => {
    const sentences = historySentences(
      'incident',
      entry({
        changes: [
          { field: 'severity', from: 'minor', to: 'critical' },
          { field: 'supplierId', from: null, to: '906e7cb4-1111' },
          { field: 'dispositionStatus', from: 'awaiting', to: 'decided' },
          { field: 'grnNumber', from: 'S1', to: 'S2' },
        ],
      }),
      { nameOf: words.nameOf, supplierName: (id) => (id === '906e7cb4-1111' ? 'Acme Castings' : id) },
    );
    expect(sentences).toEqual([
      'Severity changed from Minor to Critical',
      'Supplier set to Acme Castings',
      'Disposition changed from Awaiting to Decided',
      'GRN Number changed from “S1” to “S2”',
    ]);
  });

  it('labels investigation fields, and a key no list knows reads as words', () => {
    expect(historyFieldLabel('investigation', 'assignedTo')).toBe('Assigned To');
    expect(historyFieldLabel('investigation', 'containmentActionOwner')).toBe('Containment Action owner');
    expect(historyFieldLabel('investigation', 'effectivenessCheckOwner')).toBe('Effectiveness check owner');
    expect(historyFieldLabel('incident', 'supplierId')).toBe('Supplier');
    expect(historyFieldLabel('incident', 'costOfScrapParts')).toBe('Cost of scrap parts');
  });
});
