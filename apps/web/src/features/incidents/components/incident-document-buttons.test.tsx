import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  let lastBlob: Blob = new Blob();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:document';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: lastBlob });
  });
});

afterEach(() => vi.restoreAllMocks());

const pdf = (fileName: string) =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    },
  });

function setup(tag: () => Response = () => pdf('Tag-42.pdf')) {
  const { handlers } = signedInHandlers('user');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(buildIncident()),
    'GET /v1/incidents/i-1/history': () => json([]),
    'GET /v1/incidents/i-1/tag.pdf': tag,
    'GET /v1/incidents/i-1/print.pdf': () => pdf('Incident-42.pdf'),
  });
  renderApp('/incident/i-1');
  return fetch;
}

describe('Red Label Tag and Print', { timeout: 30_000 }, () => {
  it('downloads the tag and the print PDFs under the names the server gives', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    const tag = await screen.findByRole('button', { name: 'Red Label Tag' });
    expect((tag as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Available with the documents release')).toBeNull();

    await user.click(tag);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Tag-42.pdf');
    expect(saved[0]?.blob.size).toBeGreaterThan(0);
    const tagCall = requests.find((r) => r.path === '/v1/incidents/i-1/tag.pdf');
    expect(tagCall?.headers.authorization).toMatch(/^Bearer /);

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe('Incident-42.pdf');
  });

  it('shows the error in a toast when the PDF cannot be made', async () => {
    setup(() => errorBody(404, 'NOT_FOUND', 'Incident not found.'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Red Label Tag' }));
    expect(await screen.findByText('Incident not found.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
