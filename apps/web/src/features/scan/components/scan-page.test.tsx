import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { buildIncident, REFERENCE_DATA, signedInHandlers } from '../../incidents/testing/incident-fixtures';

function setup(extra: Parameters<typeof mockFetch>[0] = {}) {
  const { handlers } = signedInHandlers('user');
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-7': () => json(buildIncident({ id: 'i-7' })),
    'GET /v1/incidents/i-7/history': () => json([]),
    ...extra,
  });
  return { ...fetch, app: renderApp('/scan') };
}

async function typeCode(text: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: 'Code' });
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Open' }));
}

/** The test DOM has no camera: the page says so and offers the typed code instead. */
describe('/scan', () => {
  it('says when there is no camera, and opens the incident a typed tag address points to', async () => {
    const { app } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan' })).toBeTruthy();
    expect(await screen.findByText(/No camera could be opened on this device/)).toBeTruthy();
    await typeCode(`${window.location.origin}/incident/i-7`);
    await waitFor(() => expect(app.location()).toBe('/incident/i-7'));
  });

  it('says the camera is blocked when permission is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: {
        getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
    setup();
    expect(await screen.findByText(/The camera is blocked for this site/)).toBeTruthy();
  });

  it('opens the report form with a known part number and the product it was last reported with', async () => {
    const { app, requests } = setup({
      'GET /v1/incidents': () =>
        json({
          items: [{ product: 'Retired thing' }, { product: 'Gadget' }, { product: 'Widget' }],
          total: 3,
          page: 0,
          rowsPerPage: 50,
        }),
    });
    // Wait for the reference data: part numbers are known once it has arrived.
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/v1/data'))).toBe(true));
    await typeCode('pn-200');
    await waitFor(() => expect(app.location()).toBe('/incident/new?product=Gadget&partNumber=PN-200'));
    const list = requests.find((r) => r.path.startsWith('/v1/incidents?'));
    const filters = JSON.parse(new URL(list?.path ?? '', 'http://x').searchParams.get('filters') ?? '[]');
    expect(filters).toMatchObject([{ key: 'partNumber', filter: ['PN-200'] }]);
    expect((await screen.findByRole('combobox', { name: 'Product' })) as HTMLSelectElement).toHaveProperty(
      'value',
      'Gadget',
    );
    expect((screen.getByRole('combobox', { name: 'Part Number' }) as HTMLSelectElement).value).toBe('PN-200');
  });

  it("opens the report form with the part number's own product, without looking at incidents", async () => {
    const data = {
      ...REFERENCE_DATA,
      partNumbers: [
        { id: 'PN-100', description: 'Bracket', product: 'Widget', active: true },
        { id: 'PN-200', description: 'Housing', product: null, active: true },
      ],
    };
    const { app, requests } = setup({ 'GET /v1/data': () => json(data) });
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/v1/data'))).toBe(true));
    await typeCode('pn-100');
    await waitFor(() => expect(app.location()).toBe('/incident/new?product=Widget&partNumber=PN-100'));
    expect(requests.some((r) => r.path.startsWith('/v1/incidents?'))).toBe(false);
    expect((await screen.findByRole('combobox', { name: 'Product' })) as HTMLSelectElement).toHaveProperty(
      'value',
      'Widget',
    );
  });

  it('opens the report form with the part number alone when no incident names it', async () => {
    const { app, requests } = setup({
      'GET /v1/incidents': () => json({ items: [], total: 0, page: 0, rowsPerPage: 50 }),
    });
    await waitFor(() => expect(requests.some((r) => r.path.startsWith('/v1/data'))).toBe(true));
    await typeCode('PN-100');
    await waitFor(() => expect(app.location()).toBe('/incident/new?partNumber=PN-100'));
  });

  it('says what was read when the code is neither a tag nor a part number, and scans again', async () => {
    setup();
    await typeCode('https://elsewhere.example.org/incident/i-7');
    expect(await screen.findByText('Read: https://elsewhere.example.org/incident/i-7')).toBeTruthy();
    expect(screen.getByText('This is not an incident tag or a known part number.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scan again' }));
    expect(screen.queryByText(/^Read:/)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement).value).toBe('');
  });
});
