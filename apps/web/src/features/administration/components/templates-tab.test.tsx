import type { TAttachment } from '@qi/domain/attachments';
import { CONFIRM, TOAST } from '@qi/domain/toast-messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_FAULT_REASON } from '../../../lib/failure-message';
import { layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { installFakeXhr } from '../../attachments/testing/fake-xhr';

const form: TAttachment = {
  id: 'organisations/1.docx',
  name: 'Form.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 100,
  url: '/v1/files/organisations/1.docx?signature=s',
};
const checklist: TAttachment = {
  id: 'organisations/2.pdf',
  name: 'Checklist.pdf',
  type: 'application/pdf',
  size: 50,
  url: '/v1/files/organisations/2.pdf?signature=s',
};

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const admin = signInAs('admin');
  const fetch = mockFetch({
    ...layoutHandlers(admin),
    'GET /v1/templates': () => json([form]),
    'PUT /v1/templates': (r) => json(r.body),
    ...handlers,
  });
  renderApp('/admin/templates');
  return fetch;
}

describe('/admin/templates', () => {
  it('asks before saving, then PUTs the new list', async () => {
    const Xhr = installFakeXhr();
    const { requests } = setup();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Remove Form.docx' });
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.upload(screen.getByLabelText('Add attachments'), new File(['x'], 'Checklist.pdf'));
    await waitFor(() => expect(Xhr.instances).toHaveLength(1));
    act(() => Xhr.instances[0]?.respond(201, checklist));
    await screen.findByRole('button', { name: 'Remove Checklist.pdf' });
    // The uploader reports that it is no longer busy in an effect, one render after the file shows: a user
    // clicks once Save is enabled (on a loaded machine the click could come in between and find it disabled).
    await waitFor(() => expect(save.disabled).toBe(false));

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.save });
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TOAST.templatesUpdated)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual([form, checklist]);
  });

  it('asks before discarding, then shows the saved list again without saving', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Form.docx' }));
    expect(screen.queryByRole('button', { name: 'Remove Form.docx' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM.discard });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Add attachments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Form.docx' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.discard })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Remove Form.docx' })).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("a failed save says so in words, not the server's bare 'Internal Server Error'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({
      'PUT /v1/templates': () =>
        new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Form.docx' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM.save })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(`The templates could not be saved. ${SERVER_FAULT_REASON}`)).toBeTruthy();
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
  });
});
