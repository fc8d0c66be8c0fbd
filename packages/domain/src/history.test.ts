import { describe, expect, it } from 'vitest';
import { describeHistoryValue, historyActionLabel, historyStatusChange, historyStatusLabel } from './history';

describe('history wording', () => {
  it('names incident and investigation actions, including the completion cascade', () => {
    expect(historyActionLabel('incident', 'request-more-information')).toBe('Requested more information');
    expect(historyActionLabel('incident', 'complete-investigation')).toBe('Investigation completed');
    expect(historyActionLabel('investigation', 'copy')).toBe('Created as a copy');
    expect(historyActionLabel('investigation', 'something-new')).toBe('something-new');
  });

  it('labels statuses per entity and shows a move only when the status changed', () => {
    expect(historyStatusLabel('incident', 'pending-update')).toBe('Pending Update');
    expect(historyStatusLabel('investigation', 'completed')).toBe('Completed');
    expect(historyStatusLabel('incident', null)).toBe('—');
    expect(historyStatusChange('incident', { fromStatus: 'submitted', toStatus: 'acknowledged' })).toBe(
      ' (Submitted → Acknowledged)',
    );
    expect(historyStatusChange('incident', { fromStatus: 'closed', toStatus: 'closed' })).toBe('');
    expect(historyStatusChange('incident', { fromStatus: null, toStatus: null })).toBe('');
  });

  it('describes changed values briefly', () => {
    expect(describeHistoryValue(null)).toBe('—');
    expect(describeHistoryValue({ id: 'plant', title: 'Plant A' })).toBe('Plant A');
    expect(describeHistoryValue([{ name: 'a.png' }, { name: 'b.pdf' }])).toBe('a.png, b.pdf');
    expect(describeHistoryValue('x'.repeat(100))).toHaveLength(80);
  });
});
