import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATA, signInAs } from '../../../test/factories';
import { json, mockFetch } from '../../../test/fetch-mock';
import { useIncidentReferenceData } from './use-incident-reference-data';

const DATA = {
  ...EMPTY_DATA,
  products: [
    { id: 'p-1', name: 'Widget A', active: true },
    { id: 'p-2', name: 'Old Widget', active: false },
  ],
  partNumbers: [
    { id: 'PN-1', description: 'Housing', active: true },
    { id: 'PN-2', description: 'Old shaft', active: false },
  ],
  partNumberMap: { 'PN-1': 'Housing', 'PN-2': 'Old shaft' },
  locations: [
    { id: 'F1', title: 'Factory 1', categories: [] },
    { id: 'F0', title: 'Closed site', retired: true, categories: [] },
  ],
};

function renderWith(current?: { product: string; partNumber: string; incidentLocation?: { id: string } }) {
  signInAs('user');
  mockFetch({ 'GET /v1/data': () => json(DATA) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useIncidentReferenceData(current), { wrapper });
}

describe('useIncidentReferenceData', () => {
  it('offers only active products and part numbers for a new incident', async () => {
    const { result } = renderWith();
    await waitFor(() => expect(result.current.products).toEqual(['Widget A']));
    expect(result.current.partNumbers).toEqual(['PN-1']);
    // Descriptions of retired part numbers still show on older incidents.
    expect(result.current.partNumberMap['PN-2']).toBe('Old shaft');
  });

  it('keeps a retired product and part number on the incident that already names them', async () => {
    const { result } = renderWith({ product: 'Old Widget', partNumber: 'PN-2' });
    await waitFor(() => expect(result.current.products).toEqual(['Widget A', 'Old Widget']));
    expect(result.current.partNumbers).toEqual(['PN-1', 'PN-2']);
  });

  it('offers a retired location only to the incident that already chose it', async () => {
    const fresh = renderWith();
    await waitFor(() => expect(fresh.result.current.locations.map((l) => l.id)).toEqual(['F1']));
    const older = renderWith({ product: 'Widget A', partNumber: 'PN-1', incidentLocation: { id: 'F0' } });
    await waitFor(() => expect(older.result.current.locations.map((l) => l.id)).toEqual(['F1', 'F0']));
  });
});
