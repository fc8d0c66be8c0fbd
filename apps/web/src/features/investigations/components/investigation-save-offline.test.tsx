import { CONFIRM } from '@qi/domain/toast-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_REASON } from '../../../lib/failure-message';
import { mockInvestigationApi, signedInvestigation } from '../../../test/investigation-fixtures';
import { renderApp } from '../../../test/render-app';
import { INVESTIGATION_SAVE_FAILED } from './investigation-edit-page';

const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  // The query library learns of the connection from these events.
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

describe('saving an investigation while offline', () => {
  afterEach(() => {
    goOnline(true);
    vi.restoreAllMocks();
  });

  it('fails at once and says so, leaving the form usable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockInvestigationApi('quality', signedInvestigation(), {
      'PUT /v1/investigations/inv-1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/investigation/inv-1/edit');
    await screen.findByRole('heading', { level: 1, name: 'Update Investigation' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const notes = document.getElementById('investigation-additionalNotes') as HTMLTextAreaElement;
    await user.click(notes);
    await user.paste('Typed on the train.');

    goOnline(false);
    await user.click(screen.getByText('Save changes'));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.save });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(`${INVESTIGATION_SAVE_FAILED} ${OFFLINE_REASON}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM.save })).toBeNull());
    expect(notes.value).toBe('Typed on the train.');
  });
});
