import { SETTINGS_MSG } from '@qi/domain/settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { PHOTO_SIZE_LABEL, SETTINGS_SAVE_FAILED, SETTINGS_SAVED } from './settings-tab';

describe('/admin/settings', { timeout: 30_000 }, () => {
  it('shows the saved settings, refuses a bad photo size and saves both settings', async () => {
    const admin = signInAs('admin');
    const { requests } = mockFetch({
      ...layoutHandlers(admin),
      'GET /v1/settings': () => json({ signatures: 'off', photoMaxSide: 2560 }),
      'PUT /v1/settings': (r) => json(r.body),
    });
    renderApp('/admin/settings');
    expect(await screen.findByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
    const size = (await screen.findByLabelText(PHOTO_SIZE_LABEL)) as HTMLInputElement;
    expect(size.value).toBe('2560');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Signatures' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Password' }));
    await user.clear(size);
    await user.type(size, '100');
    expect(await screen.findByText(SETTINGS_MSG.photoMaxSide)).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(size);
    await user.type(size, '1600');
    await user.click(save);
    expect(await screen.findByText(SETTINGS_SAVED)).toBeTruthy();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        signatures: 'password',
        photoMaxSide: 1600,
      }),
    );
  });

  it('says why a save was refused', async () => {
    const admin = signInAs('admin');
    mockFetch({
      ...layoutHandlers(admin),
      'GET /v1/settings': () => json({ signatures: 'password', photoMaxSide: 2560 }),
      'PUT /v1/settings': () => errorBody(403, 'FORBIDDEN', SETTINGS_MSG.forbidden),
    });
    renderApp('/admin/settings');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const size = (await screen.findByLabelText(PHOTO_SIZE_LABEL)) as HTMLInputElement;
    await user.clear(size);
    await user.type(size, '3000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${SETTINGS_SAVE_FAILED} ${SETTINGS_MSG.forbidden}`)).toBeTruthy();
  });
});
