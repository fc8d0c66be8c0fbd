import { DEFAULT_DUE_DAYS } from '@qi/domain/due-dates';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { DUE_DATES_SAVED } from './due-dates-tab';

describe('/admin/due-dates', { timeout: 30_000 }, () => {
  it('edits the days by section and severity and saves the whole table', async () => {
    const admin = signInAs('admin');
    const { requests } = mockFetch({
      ...layoutHandlers(admin),
      'GET /v1/due-date-defaults': () => json(DEFAULT_DUE_DAYS),
      'PUT /v1/due-date-defaults': (r) => json(r.body),
    });
    renderApp('/admin/due-dates');
    const cell = (await screen.findByLabelText('Containment Action, Critical (days)')) as HTMLInputElement;
    expect(cell.value).toBe('1');
    expect((screen.getByLabelText('Preventive Action, No severity (days)') as HTMLInputElement).value).toBe(
      '90',
    );
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(cell);
    await user.type(cell, '-2');
    expect(await screen.findByText('Whole days from 0 to 3650.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(cell);
    await user.type(cell, '2');
    await user.click(save);
    expect(await screen.findByText(DUE_DATES_SAVED)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        ...DEFAULT_DUE_DAYS,
        containmentAction: { ...DEFAULT_DUE_DAYS.containmentAction, critical: 2 },
      }),
    );
  });
});
