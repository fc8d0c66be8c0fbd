import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

function showIncident(incident: Partial<TIncidentDetails>) {
  const { handlers } = signedInHandlers('quality');
  mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(buildIncident(incident)),
    'GET /v1/incidents/i-1/history': () => json([]),
  });
  renderApp('/incident/i-1');
}

/** The value shown beside a label of the incident's fields. */
const fieldValue = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;

describe('where an imported incident came from (decision 054)', () => {
  it('shows the original reporter kept as text, marked imported, and the external reference', async () => {
    showIncident({
      reportedBy: 'u-a',
      importedFrom: { externalReference: 'LEG-000123', originalReporter: 'Inspector 7' },
    });
    expect(await fieldValue('Reported by')).toBe('Inspector 7 (imported)');
    expect(await fieldValue('External reference')).toBe('LEG-000123');
    // The admin who ran the import is not shown as its reporter.
    expect(screen.queryByText('Ada Admin')).toBeNull();
  });

  it('shows the reporter who is a user as usual, with the reference of the file', async () => {
    showIncident({ reportedBy: 'u-1', importedFrom: { externalReference: 'LEG-9', originalReporter: null } });
    expect(await fieldValue('Reported by')).toBe('Jane Doe');
    expect(await fieldValue('External reference')).toBe('LEG-9');
  });

  it('shows no external reference for an incident reported here', async () => {
    showIncident({ importedFrom: null });
    expect(await fieldValue('Reported by')).toBe('Jane Doe');
    expect(screen.queryByText('External reference')).toBeNull();
  });
});
