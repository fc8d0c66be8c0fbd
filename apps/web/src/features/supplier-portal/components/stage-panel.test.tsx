import { SCAR_MSG } from '@qi/domain/scar';
import { SCAR_ANSWER_MSG } from '@qi/domain/scar-answers';
import { SUPPLIER_MSG, SUPPLIER_TOAST } from '@qi/domain/scar-supplier';
import type { TSupplierScar } from '@qi/domain/scar-views';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { resetSupplierSession } from '../lib/supplier-session';
import { supplierScar, withStage } from './supplier-scar-fixture';

beforeEach(() => {
  sessionStorage.setItem('qi.supplier.link', 'L'.repeat(43));
  sessionStorage.setItem('qi.supplier.session', 'qis_session');
  resetSupplierSession();
});

const region = (name: RegExp) => screen.getByRole('region', { name });

/** Whether closing or reloading the tab now would get the browser's 'leave site?' question. */
function closingTabAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('a stage of the supplier page', () => {
  it('saves a draft (the tab asks before closing until then), refuses an incomplete submission, then submits', async () => {
    let scar: TSupplierScar = supplierScar();
    let saveAnswer: () => Response = () => json(scar);
    const { requests } = mockFetch({
      'GET /v1/supplier/scar': () => json(scar),
      'PUT /v1/supplier/scar/answer': () => saveAnswer(),
      'POST /v1/supplier/scar/answer/submit': () => json(scar),
    });
    renderApp('/supplier');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'SCAR-0007' });
    // What was shared, dates as DD-MM-YYYY.
    expect(screen.getByText('Incident 1042')).toBeTruthy();
    expect(screen.getByText('01-03-2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'crack.jpg' })).toBeTruthy();
    expect(screen.getByText('Due 05-03-2026')).toBeTruthy();

    const d1 = region(/^D1 Team/);
    await user.click(within(d1).getByRole('button', { name: 'Submit for review' }));
    expect(await within(d1).findByText(SCAR_ANSWER_MSG.leader)).toBeTruthy();
    expect(within(d1).getByText(SCAR_ANSWER_MSG.members)).toBeTruthy();
    expect(requests.some((r) => r.method !== 'GET')).toBe(false);

    // A refusal of the server is shown in its words, and the field it names is marked.
    saveAnswer = () => json({ statusCode: 409, code: 'CONFLICT', message: SCAR_MSG.staleStage }, 409);
    expect(closingTabAsks()).toBe(false);
    await user.type(within(d1).getByRole('textbox', { name: /^Team leader/ }), 'Jane Smith');
    // Typed and not saved: closing or reloading the tab asks first.
    await waitFor(() => expect(closingTabAsks()).toBe(true));
    await user.click(within(d1).getByRole('button', { name: 'Save draft' }));
    expect(await within(d1).findByText(SCAR_MSG.staleStage)).toBeTruthy();

    scar = withStage(scar, 'd1', {
      status: 'draft',
      version: 2,
      answer: { leader: 'Jane Smith', members: [], attachments: [] },
    });
    saveAnswer = () => json(scar);
    await user.click(within(d1).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(SUPPLIER_TOAST.saved)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
      stage: 'd1',
      version: 1,
      answer: { leader: 'Jane Smith', members: [], attachments: [] },
    });
    await screen.findByRole('button', { name: /^D1 Team Draft/ });
    await waitFor(() => expect(closingTabAsks()).toBe(false));

    const draft = region(/^D1 Team/);
    await user.click(within(draft).getByRole('button', { name: 'Add a member' }));
    await user.type(within(draft).getByRole('textbox', { name: /^Name/ }), 'Raj Patel');
    await user.type(within(draft).getByRole('textbox', { name: /^Role/ }), 'Tool room');
    scar = withStage(scar, 'd1', {
      status: 'submitted',
      version: 3,
      submittedAt: '2026-03-02T09:00:00.000Z',
      answer: { leader: 'Jane Smith', members: [{ name: 'Raj Patel', role: 'Tool room' }], attachments: [] },
    });
    await user.click(within(draft).getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(SUPPLIER_TOAST.submitted)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      stage: 'd1',
      version: 2,
      answer: { leader: 'Jane Smith', members: [{ name: 'Raj Patel', role: 'Tool room' }], attachments: [] },
    });
    const submitted = region(/^D1 Team/);
    await within(submitted).findByText(/Sent to the buyer for review/);
    expect(within(submitted).queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(
      within(submitted)
        .getByRole('textbox', { name: /^Team leader/ })
        .hasAttribute('readonly'),
    ).toBe(true);
  });

  it('shows a returned stage with the buyer comment and lets it be answered again', async () => {
    const answer = {
      problemStatement: 'Cracked housings.',
      what: { is: 'Cracked boss', isNot: '' },
      where: { is: 'Goods in', isNot: '' },
      when: { is: 'Week 12', isNot: '' },
      howMany: { is: '3', isNot: '' },
      attachments: [],
    };
    const scar = withStage(supplierScar(), 'd2', {
      status: 'returned',
      version: 4,
      answer,
      reviewedAt: '2026-03-03T10:00:00.000Z',
      reviewComment: 'Please say which lots are affected.',
    });
    const { requests } = mockFetch({
      'GET /v1/supplier/scar': () => json(scar),
      'POST /v1/supplier/scar/answer/submit': () => errorBody(422, 'VALIDATION', SCAR_ANSWER_MSG.is),
    });
    renderApp('/supplier');
    const user = userEvent.setup();
    const d2 = await screen.findByRole('region', { name: /^D2 Problem description/ });
    expect(screen.getByRole('button', { name: /^D2 Problem description Returned/ })).toBeTruthy();
    expect(within(d2).getByText('Please say which lots are affected.')).toBeTruthy();
    expect(within(d2).getByText(/Returned by Quinn Quality on 03-03-2026/)).toBeTruthy();
    const when = within(d2).getByRole('textbox', { name: 'When: IS' });
    expect(when.hasAttribute('readonly')).toBe(false);
    await user.type(when, ', lots L12 and L13');
    await user.click(within(d2).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ stage: 'd2', version: 4 });
    expect(await within(d2).findByText(SCAR_ANSWER_MSG.is)).toBeTruthy();
  });

  it('keeps accepted stages and a closed request read-only', async () => {
    const accepted = withStage(supplierScar(), 'd3', {
      status: 'accepted',
      version: 5,
      reviewComment: 'Thank you.',
      answer: {
        actions: [
          {
            description: 'Sorted the stock',
            location: 'Warehouse',
            quantityChecked: 1200,
            quantitySuspect: 40,
            quantityNonConforming: 6,
            owner: 'Raj Patel',
            completedOn: '2026-03-02',
          },
        ],
        cleanPointDate: null,
        attachments: [],
      },
    });
    let scar = accepted;
    mockFetch({ 'GET /v1/supplier/scar': () => json(scar) });
    const first = renderApp('/supplier');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^D3 Containment Accepted/ }));
    const d3 = await screen.findByRole('region', { name: /^D3 Containment/ });
    expect(within(d3).getByText('Thank you.')).toBeTruthy();
    expect(within(d3).queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(within(d3).queryByRole('button', { name: 'Add a containment action' })).toBeNull();
    expect(within(d3).getByRole('textbox', { name: /^Quantity checked/ })).toHaveProperty('value', '1200');
    expect(within(d3).getByRole('textbox', { name: /^Completed on/ })).toHaveProperty('value', '02-03-2026');
    expect(
      within(d3)
        .getByRole('textbox', { name: /^Action/ })
        .hasAttribute('readonly'),
    ).toBe(true);
    // The other stages can still be answered.
    expect(within(region(/^D1 Team/)).getByRole('button', { name: 'Save draft' })).toBeTruthy();
    first.unmount();

    scar = { ...accepted, status: 'closed', readOnly: true, acknowledgedAt: '2026-03-01T09:00:00.000Z' };
    renderApp('/supplier');
    expect(await screen.findByText(SUPPLIER_MSG.closed)).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Save draft' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Submit for review' })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Upload a file' })).toBeNull();
  });
});
