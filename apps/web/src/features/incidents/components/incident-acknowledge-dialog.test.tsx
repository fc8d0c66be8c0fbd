import { SEVERITY_MSG } from '@qi/domain/severity';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { CONFIRM_ACKNOWLEDGE } from './incident-acknowledge-dialog';

function setup(put: () => Response) {
  const { handlers } = signedInHandlers('quality', 'u-q');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(buildIncident()),
    'GET /v1/incidents/i-1/history': () => json([]),
    'PUT /v1/incidents/i-1': put,
  });
  renderApp('/incident/i-1');
  return fetch;
}

async function openAcknowledge() {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'Incident actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Acknowledge' }));
  const dialog = await screen.findByRole('dialog', { name: CONFIRM_ACKNOWLEDGE });
  return { user, dialog, severity: within(dialog).getByRole('combobox', { name: /Severity/ }) };
}

describe('acknowledging with a severity', () => {
  it('asks for the severity before sending, then sends it', async () => {
    const { requests } = setup(() => json(buildIncident({ status: 'acknowledged', severity: 'major' })));
    const { user, dialog, severity } = await openAcknowledge();
    expect(
      within(severity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['', 'Critical', 'Major', 'Minor']);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(within(dialog).getByText(SEVERITY_MSG.required)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.selectOptions(severity, 'Major');
    expect(within(dialog).queryByText(SEVERITY_MSG.required)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.acknowledged)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      action: 'acknowledge',
      severity: 'major',
    });
  });

  it("shows the server's refusal about the severity under the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Please select a severity.';
    setup(() =>
      json({ statusCode: 422, code: 'VALIDATION', message, issues: [{ path: 'severity', message }] }, 422),
    );
    const { user, dialog, severity } = await openAcknowledge();
    await user.selectOptions(severity, 'Critical');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(dialog).getByText(message)).toBeTruthy());
    expect(severity.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(`${TOAST.statusChangeFailed} ${message}`)).toBeTruthy();
  });
});
