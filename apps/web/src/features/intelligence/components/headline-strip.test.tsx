import type { THeadline } from '@qi/domain/incident-measures';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { signInAs } from '../../../test/factories';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { HeadlineStrip } from './headline-strip';

function renderStrip() {
  signInAs('user');
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <HeadlineStrip />
    </QueryClientProvider>,
  );
}

const headlinesAre = (headlines: THeadline[]) =>
  mockFetch({ 'GET /v1/intelligence/headlines': () => json({ headlines }) });

/** The value shown for a figure: the definition that follows its label. */
const figure = async (label: string) =>
  (await screen.findByText(label, { selector: 'dt' })).nextElementSibling?.textContent;

describe('HeadlineStrip', () => {
  it('shows every figure the server lists, in its order, with its unit', async () => {
    headlinesAre([
      { id: 'openIncidents', label: 'Open incidents', value: 1234, unit: 'count' },
      { id: 'medianDaysToClose', label: 'Median days to close (last 90 days)', value: 6.8, unit: 'days' },
      // A figure added later by the server appears without a change here.
      { id: 'later', label: 'Effectiveness rate', value: 75, unit: 'percent' },
    ]);
    renderStrip();
    expect(await figure('Open incidents')).toBe('1,234');
    expect(await figure('Median days to close (last 90 days)')).toBe('6.8 days');
    expect(await figure('Effectiveness rate')).toBe('75%');
    const strip = screen.getByRole('region', { name: 'Headline figures' });
    expect(
      within(strip)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Open incidents', 'Median days to close (last 90 days)', 'Effectiveness rate']);
  });

  it('shows a dash when there is nothing to measure yet', async () => {
    headlinesAre([
      { id: 'medianDaysToClose', label: 'Median days to close (last 90 days)', value: null, unit: 'days' },
    ]);
    renderStrip();
    expect(await figure('Median days to close (last 90 days)')).toBe('—');
  });

  it('says when the figures could not be loaded', async () => {
    mockFetch({ 'GET /v1/intelligence/headlines': () => errorBody(500, 'INTERNAL', 'Boom') });
    renderStrip();
    expect(await screen.findByText('The headline figures could not be loaded.')).toBeTruthy();
  });
});
