import { describe, expect, it } from 'vitest';
import { columnChoicesOrDefaults, defaultOrderedColumnChoices } from './incident-column-order';
import { defaultIncidentColumnChoices, INCIDENT_COLUMN_IDS } from './incident-columns';

describe('default column order', () => {
  it('puts the triage columns right after the incident number', () => {
    const visible = defaultOrderedColumnChoices()
      .filter((c) => c.selected)
      .map((c) => c.id);
    expect(visible.slice(0, 7)).toEqual([
      'incidentNumber',
      'status',
      'severity',
      'dispositionStatus',
      'investigationId',
      'incidentJustified',
      'incidentLocation',
    ]);
  });

  it('keeps every column once, with its default visibility', () => {
    const ordered = defaultOrderedColumnChoices();
    expect(ordered.map((c) => c.id).sort()).toEqual([...INCIDENT_COLUMN_IDS].sort());
    const defaults = new Map(defaultIncidentColumnChoices().map((c) => [c.id, c.selected]));
    for (const choice of ordered) expect(choice.selected).toBe(defaults.get(choice.id));
  });

  it('uses the ordered defaults only when nothing is saved', () => {
    expect(columnChoicesOrDefaults(undefined)).toEqual(defaultOrderedColumnChoices());
    expect(columnChoicesOrDefaults([])).toEqual(defaultOrderedColumnChoices());
    const saved = columnChoicesOrDefaults([
      { id: 'product', selected: true },
      { id: 'incidentNumber', selected: false },
    ]);
    expect(saved.slice(0, 2)).toEqual([
      { id: 'product', selected: true },
      { id: 'incidentNumber', selected: false },
    ]);
    expect(saved).toHaveLength(INCIDENT_COLUMN_IDS.length);
  });
});
