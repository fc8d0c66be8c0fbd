import { SIGNAL_MSG, SIGNAL_TOAST, type TBacktestResult, type TSignalRule } from '@qi/domain/signal-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATA, layoutHandlers, signInAs } from '../../../test/factories';
import { json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { METHOD_MSG } from '../lib/signal-rule-form';
import { buildRule } from './signal-fixtures';
import { BACKTEST_REQUIRED } from './signal-rule-form-dialog';

const BACKTEST: TBacktestResult = {
  from: '2025-03-19',
  to: '2026-03-18',
  evaluations: 52,
  count: 2,
  signals: [
    { groupKey: 'PN-7', groupLabel: 'PN-7', windowTo: '2025-06-04', observed: 3, expected: 3, pValue: null },
    { groupKey: 'PN-7', groupLabel: 'PN-7', windowTo: '2025-11-12', observed: 5, expected: 3, pValue: null },
  ],
};

const USERS = [
  { user_id: 'u-q', name: 'Quinn Quality', canOwnWork: true },
  { user_id: 'u-i', name: 'Ivy Investigator', canOwnWork: true },
  { user_id: 'u-r', name: 'Reggie Reporter', canOwnWork: false },
];

function setup(initial: TSignalRule[]) {
  let rules = initial;
  const quality = signInAs('quality');
  const fetch = mockFetch({
    ...layoutHandlers(quality),
    'GET /v1/data': () => json({ ...EMPTY_DATA, users: USERS }, 200, { ETag: '"v2"' }),
    'GET /v1/signal-rules': () => json(rules),
    'POST /v1/signal-rules': (r) => {
      const created = buildRule({ ...(r.body as Partial<TSignalRule>), id: 'r-new', coolDownDays: 14 });
      rules = [...rules, created];
      return json(created, 201);
    },
    'PUT /v1/signal-rules/r-1': (r) => {
      rules = rules.map((rule) =>
        rule.id === 'r-1' ? { ...rule, ...(r.body as Partial<TSignalRule>) } : rule,
      );
      return json(rules[0]);
    },
    'DELETE /v1/signal-rules/r-1': () => {
      rules = rules.filter((rule) => rule.id !== 'r-1');
      return new Response(null, { status: 204 });
    },
    'POST /v1/signal-rules/backtest': () => json(BACKTEST),
  });
  return { ...fetch, app: renderApp('/signals/rules') };
}

const posts = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.method === 'POST' && r.path === path);

describe('/signals/rules', () => {
  it('lists the rules with their group, method, cool-down, owners and status', async () => {
    setup([
      buildRule(),
      buildRule({
        id: 'r-2',
        name: 'Suppliers drifting',
        group: 'supplier',
        method: { method: 'poisson', days: 28, baselineDays: 182, falseAlarmRate: 0.05, minCount: 3 },
        coolDownDays: 28,
        enabled: false,
        owners: [],
      }),
    ]);
    const row = (await screen.findByText('Repeat parts')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Part number')).toBeTruthy();
    expect(within(row).getByText('At least 3 in 7 days')).toBeTruthy();
    expect(within(row).getByText('7 days')).toBeTruthy();
    expect(await within(row).findByText('Quinn Quality')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    const other = screen.getByText('Suppliers drifting').closest('tr') as HTMLElement;
    expect(
      within(other).getByText(
        "Above the group's usual rate in 28 days (baseline 182 days, 5% false alarms, at least 3)",
      ),
    ).toBeTruthy();
    expect(within(other).getByText('Disabled')).toBeTruthy();
  });

  it('switches a new rule on only after a back-test of its settings, and saves it', async () => {
    const { requests } = setup([]);
    const user = userEvent.setup();
    expect(await screen.findByText('No rules.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rule' });
    const field = (name: string) => within(dialog).getByRole('spinbutton', { name });

    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText(SIGNAL_MSG.nameRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Part numbers, weekly');
    await user.clear(field('At least (incidents)'));
    await user.type(field('At least (incidents)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Run back-test' }));
    expect(await within(dialog).findByText(METHOD_MSG.atLeast)).toBeTruthy();
    expect(posts(requests, '/v1/signal-rules/backtest')).toHaveLength(0);

    await user.clear(field('At least (incidents)'));
    await user.type(field('At least (incidents)'), '3');
    await user.clear(field('In (days)'));
    await user.type(field('In (days)'), '7');
    await user.click(within(dialog).getByRole('switch', { name: /^Enabled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText(BACKTEST_REQUIRED)).toBeTruthy();
    expect(posts(requests, '/v1/signal-rules')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Run back-test' }));
    expect(
      await within(dialog).findByText(
        'It would have fired 2 times, in 1 group, between 19-03-2025 and 18-03-2026 (52 weekly evaluations).',
      ),
    ).toBeTruthy();
    const list = within(dialog).getByRole('table', { name: 'Back-test signals' });
    expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Week endingGroupObserved',
      '12-11-2025PN-75 incidents (threshold 3)',
      '04-06-2025PN-73 incidents (threshold 3)',
    ]);
    const expected = {
      name: 'Part numbers, weekly',
      group: 'partNumber',
      method: { method: 'count', atLeast: 3, days: 7 },
      coolDownDays: null,
      owners: [],
    };
    expect(posts(requests, '/v1/signal-rules/backtest')[0]?.body).toEqual({ ...expected, enabled: true });

    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText(SIGNAL_TOAST.ruleAdded)).toBeTruthy();
    expect(posts(requests, '/v1/signal-rules')[0]?.body).toEqual({ ...expected, enabled: true });
    expect(await screen.findByText('Part numbers, weekly')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the back-test again once the settings change, and sends a statistical rule with its owners', async () => {
    const { requests } = setup([buildRule({ enabled: false })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Repeat parts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    await user.click(within(dialog).getByRole('switch', { name: /^Enabled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Run back-test' }));
    await within(dialog).findByText(/^It would have fired 2 times/);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Method' }), 'poisson');
    expect(
      await within(dialog).findByText('The rule has changed since this back-test: run it again.'),
    ).toBeTruthy();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Window (days)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Window (days)' }), '28');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'False alarm rate (%)' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'False alarm rate (%)' }), '2');
    await user.click(within(dialog).getByRole('combobox', { name: 'Owners' }));
    await user.click(await screen.findByRole('option', { name: 'Ivy Investigator' }));
    expect(screen.queryByRole('option', { name: 'Reggie Reporter' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(BACKTEST_REQUIRED)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Run back-test' }));
    await waitFor(() => expect(posts(requests, '/v1/signal-rules/backtest')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).queryByText(BACKTEST_REQUIRED)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SIGNAL_TOAST.ruleSaved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/v1/signal-rules/r-1',
      body: {
        name: 'Repeat parts',
        group: 'partNumber',
        method: { method: 'poisson', days: 28, baselineDays: 182, falseAlarmRate: 0.02, minCount: 3 },
        coolDownDays: null,
        enabled: true,
        owners: ['u-q', 'u-i'],
      },
    });
  });

  it('saves a disabled rule without a back-test', async () => {
    const { requests } = setup([buildRule({ enabled: false })]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Repeat parts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Cool-down (days)' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SIGNAL_TOAST.ruleSaved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      enabled: false,
      coolDownDays: 30,
    });
    expect(posts(requests, '/v1/signal-rules/backtest')).toHaveLength(0);
  });

  it("keeps a watch rule's one group when it is saved", async () => {
    const watch = buildRule({ group: 'supplierPartNumber', watchKey: 'sup-1|PN-7', enabled: false });
    const { requests } = setup([watch]);
    const user = userEvent.setup();
    expect(await screen.findByText('Only sup-1|PN-7')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Repeat parts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    expect((within(dialog).getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SIGNAL_TOAST.ruleSaved)).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      group: 'supplierPartNumber',
      watchKey: 'sup-1|PN-7',
    });
  });

  it('deletes a rule after confirming', async () => {
    const { requests } = setup([buildRule()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Repeat parts' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Delete the rule "Repeat parts" and its signals?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SIGNAL_TOAST.ruleDeleted)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/v1/signal-rules/r-1')).toBe(true);
    expect(await screen.findByText('No rules.')).toBeTruthy();
  });
});
