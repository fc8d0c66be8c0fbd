import { CONFIRM } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildInvestigation, mockInvestigationApi } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { INVESTIGATION_SAVED } from './investigation-edit-page';

const field = (name: string) => {
  const found = document.getElementById(`investigation-${name}`);
  if (!found) throw new Error(`No field ${name}`);
  return found as HTMLInputElement;
};

async function open(investigation = buildInvestigation()) {
  const api = mockInvestigationApi('quality', investigation);
  const app = renderApp('/investigation/inv-1/edit');
  await screen.findByRole('heading', { level: 1, name: 'Update Investigation' });
  return { ...api, app, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('Update Investigation: costs and justified', () => {
  it('shows saved costs with two decimals, and typed ones once the field is left', async () => {
    const { user } = await open(buildInvestigation({ costOfLabour: 210.5, costAdjustment: -25 }));
    expect(field('costOfLabour').value).toBe('210.50');
    expect(field('costAdjustment').value).toBe('-25.00');
    expect(field('costOfMaterial').value).toBe('');

    await user.click(field('costOfMaterial'));
    await user.paste('4.5');
    await user.tab();
    expect(field('costOfMaterial').value).toBe('4.50');
    expect(field('totalCost').value).toBe('£190.00');
  });

  it('a new investigation (justified not set) shows Yes and saves it', async () => {
    const { user, requests, app } = await open(
      // The sections a justified incident requires are written, so only the select could stop the save.
      buildInvestigation({
        incidentJustified: null,
        defectiveProductQuantity: '3',
        containmentAction: 'Quarantined the batch.',
        rootCause: 'Worn tool.',
        rootCauseCategory: { id: 'wrongSetting', title: '2.2 Wrong Setting' },
        correctiveAction: 'Replaced the tool.',
        verificationOfEffectiveness: 'Checked 50 parts.',
        preventiveAction: 'Tool life monitoring.',
      }),
    );
    const justified = field('incidentJustified') as unknown as HTMLSelectElement;
    expect(justified.value).toBe('yes');
    expect([...justified.options].map((o) => o.value)).toEqual(['yes', 'no']);

    await user.click(screen.getByText('Save changes'));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(INVESTIGATION_SAVED)).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/investigation/inv-1'));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ incidentJustified: true });
  });
});
