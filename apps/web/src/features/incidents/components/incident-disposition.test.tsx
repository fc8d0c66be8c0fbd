import { DISPOSITION_MSG } from '@qi/domain/disposition';
import type { Role } from '@qi/domain/roles';
import { TOAST } from '@qi/domain/toast-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import type { TIncidentDetails } from '../api/get-incident';
import { buildIncident, signedInHandlers } from '../testing/incident-fixtures';
import { DISPOSITION_SAVED, EDIT_DISPOSITION } from './disposition-edit-dialog';
import {
  APPROVE_DISPOSITION,
  CONFIRM_APPROVE_DISPOSITION,
  DISPOSITION_APPROVED,
} from './incident-disposition';

const DECIDED: Partial<TIncidentDetails> = {
  status: 'under-investigation',
  severity: 'major',
  supplierId: 's-1',
  defectiveQuantity: 5,
  version: 7,
  dispositionStatus: 'decided',
  disposition: {
    lines: [
      {
        id: 'l-1',
        decision: 'scrap',
        quantity: 3,
        cost: 12.5,
        note: 'Bin 4',
        responsible: 'u-1',
        dueDate: '2026-12-01',
        doneBy: null,
        doneAt: null,
      },
      {
        id: 'l-2',
        decision: 'rework',
        quantity: 2,
        cost: null,
        note: '',
        responsible: 'u-q',
        dueDate: null,
        doneBy: null,
        doneAt: null,
      },
    ],
    proposedBy: 'u-q',
    proposedAt: '2026-11-20T10:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
  },
};

function setup(
  role: Role,
  userId: string,
  incident: Partial<TIncidentDetails>,
  answers: { put?: () => Response; approve?: () => Response } = {},
) {
  const { handlers } = signedInHandlers(role, userId);
  const data = buildIncident(incident);
  const fetch = mockFetch({
    ...handlers,
    'GET /v1/incidents/i-1': () => json(data),
    'GET /v1/incidents/i-1/history': () => json([]),
    'PUT /v1/incidents/i-1/disposition': answers.put ?? (() => json(data)),
    'POST /v1/incidents/i-1/disposition/approve': answers.approve ?? (() => json(data)),
  });
  renderApp('/incident/i-1');
  return fetch;
}

async function section() {
  return screen.findByRole('region', { name: 'Disposition' }, { timeout: 10_000 });
}

describe('the disposition section', () => {
  it('shows the severity, the supplier, the status, the lines and who proposed it', async () => {
    setup('user', 'u-1', DECIDED);
    const region = await section();
    expect(screen.getByText('Major')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Acme Castings')).toBeTruthy());
    expect(within(region).getByText('Decided')).toBeTruthy();
    const rows = within(region)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toBe('Scrap3£12.50Jane Doe01-12-2026Bin 4—');
    expect(rows[2]).toBe('Rework2—Quinn Quality———');
    expect(within(region).getByText(/Proposed by Quinn Quality on 20-11-2026/)).toBeTruthy();
    // Visibility by role: a user sees the disposition but may not change it.
    expect(within(region).queryByRole('button', { name: EDIT_DISPOSITION })).toBeNull();
    expect(within(region).queryByRole('button', { name: APPROVE_DISPOSITION })).toBeNull();
  });

  it('is left out when the incident holds no defective material', async () => {
    setup('quality', 'u-q', { status: 'acknowledged', defectiveQuantity: 0 });
    await screen.findByRole('region', { name: 'Incident' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Disposition' })).toBeNull();
  });

  it('lets its proposer edit but not approve a major disposition, and says why', async () => {
    setup('quality', 'u-q', DECIDED);
    const region = await section();
    expect(within(region).getByRole('button', { name: EDIT_DISPOSITION })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: APPROVE_DISPOSITION })).toBeNull();
    expect(within(region).getByText(DISPOSITION_MSG.secondPerson)).toBeTruthy();
  });

  it('lets a second quality person approve it, with the version shown', async () => {
    const { requests } = setup('admin', 'u-a', DECIDED);
    const user = userEvent.setup();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: APPROVE_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_APPROVE_DISPOSITION });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(DISPOSITION_APPROVED)).toBeTruthy();
    const sent = requests.find((r) => r.path.endsWith('/disposition/approve'));
    expect(sent?.body).toEqual({ version: 7 });
  });

  it("shows the server's reason when the approval is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setup('admin', 'u-a', DECIDED, {
      approve: () => errorBody(409, 'CONFLICT', DISPOSITION_MSG.alreadyApproved),
    });
    const user = userEvent.setup();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: APPROVE_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM_APPROVE_DISPOSITION });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(`${TOAST.statusChangeFailed} ${DISPOSITION_MSG.alreadyApproved}`),
    ).toBeTruthy();
  });
});

describe('the Edit disposition dialog', () => {
  async function openEditor(incident: Partial<TIncidentDetails>, put?: () => Response) {
    const fetch = setup('quality', 'u-q', incident, put ? { put } : {});
    const user = userEvent.setup();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: EDIT_DISPOSITION }));
    const dialog = await screen.findByRole('dialog', { name: EDIT_DISPOSITION });
    return { ...fetch, user, dialog };
  }

  it('shows the remaining quantity and refuses quantities above the defective quantity', async () => {
    const { user, dialog, requests } = await openEditor({
      status: 'acknowledged',
      severity: 'minor',
      defectiveQuantity: 5,
      version: 1,
      dispositionStatus: 'awaiting',
    });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Defective quantity 5; remaining quantity: 5',
    );
    const first = within(dialog).getByRole('group', { name: 'Line 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: /Decision/ }), 'Scrap');
    await user.type(within(first).getByRole('textbox', { name: /Quantity/ }), '4');
    await user.selectOptions(within(first).getByRole('combobox', { name: /Responsible/ }), 'Jane Doe');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Defective quantity 5; remaining quantity: 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add line' }));
    const second = within(dialog).getByRole('group', { name: 'Line 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: /Decision/ }), 'Rework');
    await user.type(within(second).getByRole('textbox', { name: /Quantity/ }), '2');
    await user.selectOptions(within(second).getByRole('combobox', { name: /Responsible/ }), 'Quinn Quality');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Defective quantity 5; remaining quantity: -1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save disposition' }));
    expect(within(dialog).getByText(DISPOSITION_MSG.exceeds(6, 5))).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(within(second).getByRole('textbox', { name: /Quantity/ }));
    await user.type(within(second).getByRole('textbox', { name: /Quantity/ }), '1');
    await user.type(within(second).getByRole('textbox', { name: /Cost/ }), '7.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save disposition' }));
    expect(await screen.findByText(DISPOSITION_SAVED)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      lines: [
        { decision: 'scrap', quantity: 4, cost: null, note: '', responsible: 'u-1', dueDate: null },
        {
          decision: 'rework',
          quantity: 1,
          cost: 7.5,
          note: '',
          responsible: 'u-q',
          dueDate: null,
        },
      ],
      version: 1,
    });
  });

  it('starts from the saved lines, removes one, and shows a refusal from the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = 'Someone else saved this incident first.';
    const { user, dialog, requests } = await openEditor(DECIDED, () => errorBody(409, 'CONFLICT', reason));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Defective quantity 5; remaining quantity: 0',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove line 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Line 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save disposition' }));
    expect(await within(dialog).findByText(reason)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      lines: [
        {
          decision: 'scrap',
          quantity: 3,
          cost: 12.5,
          note: 'Bin 4',
          responsible: 'u-1',
          dueDate: '2026-12-01',
        },
      ],
      version: 7,
    });
  });
});
