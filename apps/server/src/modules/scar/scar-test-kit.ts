import { randomUUID } from 'node:crypto';
import type { TScar, TSupplierScar } from '@qi/domain/scar-views';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { type Caller, type IncidentKit, incidentKit } from '../incidents/incident-test-kit';

/**
 * Test support for the SCAR API tests (not loaded by the server): a supplier with a contact, submitted incidents
 * naming it, raising a request, reading the link and the code from the contact's emails, and a supplier session.
 */
export interface ScarSetup {
  supplierId: string;
  supplierName: string;
  contactId: string;
  contactEmail: string;
  incidentIds: string[];
}

/** A full answer of each stage, as a supplier would submit it. */
export const FULL_ANSWERS = {
  d1: {
    leader: 'Jane Smith',
    members: [{ name: 'Jane Smith', role: 'Quality manager' }, { name: 'Raj Patel' }],
  },
  d2: {
    problemStatement: 'Housings cracked at the boss after assembly.',
    what: { is: 'Cracked boss on housing 4711', isNot: 'Other housings' },
    where: { is: 'Goods in', isNot: 'Assembly line' },
    when: { is: 'Lots from week 12', isNot: 'Earlier lots' },
    howMany: { is: '3 of 500', isNot: '' },
  },
  d3: {
    actions: [
      {
        description: 'Sorted the stock at our warehouse',
        location: 'Supplier warehouse',
        quantityChecked: 1200,
        quantitySuspect: 40,
        quantityNonConforming: 6,
        owner: 'Raj Patel',
        completedOn: '2026-03-02',
      },
    ],
  },
  d4: {
    occurrence: {
      cause: 'Worn moulding insert left the boss thin',
      systemicCause: 'No wear limit in the tool maintenance plan',
      verification: 'Reproduced the thin boss with the worn insert; none with a new insert',
    },
    escape: {
      cause: 'Final inspection did not measure the boss',
      systemicCause: 'The control plan had no check of the boss',
      verification: 'Measured 50 parts from the suspect lots: the thin ones all failed',
    },
  },
  d5d6: {
    actions: [
      {
        cause: 'occurrence',
        action: 'Insert replaced; wear limit added to the maintenance plan',
        owner: 'Tool room',
        dueDate: '2026-03-20',
        implementedOn: '2026-03-18',
        evidence: 'Maintenance plan rev D; capability study Cpk 1.9',
      },
      {
        cause: 'escape',
        action: 'Boss thickness gauged at final inspection',
        owner: 'Quality',
        dueDate: '2026-03-20',
        evidence: 'Control plan rev F',
      },
    ],
  },
  d7: {
    controlPlan: { updated: true, note: 'Rev F: boss thickness at final inspection' },
    fmea: { updated: true, note: 'Tool wear added as a cause' },
    otherParts: { affected: true, note: 'Housing 4712 shares the tool: same changes' },
  },
  d8: { summary: 'Actions verified over 3 lots; team thanked.' },
} as const;

export type StageName = keyof typeof FULL_ANSWERS;

export async function scarKit(t: TestApp) {
  const k: IncidentKit = await incidentKit(t);
  const { admin, quality } = k.callers;

  async function supplierWithIncidents(count = 1): Promise<ScarSetup> {
    const code = `S${randomUUID().slice(0, 8)}`;
    const supplier = await t.request('POST', '/v1/suppliers', {
      token: admin.token,
      body: { name: `Castings ${code}`, code },
    });
    expect(supplier.status, supplier.text).toBe(201);
    const contactEmail = `contact-${code.toLowerCase()}@supplier.example`;
    const contact = await t.request('POST', `/v1/suppliers/${supplier.body.id}/contacts`, {
      token: admin.token,
      body: { name: 'Jane Smith', email: contactEmail },
    });
    expect(contact.status, contact.text).toBe(201);
    const incidentIds: string[] = [];
    for (let i = 0; i < count; i++) {
      incidentIds.push((await k.create(k.callers.user, 'submit', { supplierId: supplier.body.id })).id);
    }
    return {
      supplierId: supplier.body.id,
      supplierName: supplier.body.name,
      contactId: contact.body.id,
      contactEmail,
      incidentIds,
    };
  }

  async function raise(setup: ScarSetup, body: Record<string, unknown> = {}, caller: Caller = quality) {
    const res = await t.request('POST', '/v1/scars', {
      token: caller.token,
      body: {
        supplierId: setup.supplierId,
        contactId: setup.contactId,
        incidentIds: setup.incidentIds,
        form: 'full-8d',
        request: 'Please send an 8D for the cracked housings.',
        ...body,
      },
    });
    expect(res.status, res.text).toBe(201);
    return res.body as TScar;
  }

  /** The newest link token mailed to `email` (from the `#token=` fragment). */
  async function linkToken(email: string): Promise<string> {
    const mails = await t.emailsTo(email);
    const tokens = mails.flatMap((m) =>
      [...m.matchAll(/#token=([A-Za-z0-9_-]+)/g)].map((x) => x[1] as string),
    );
    const last = tokens.at(-1);
    if (!last) throw new Error(`no link mailed to ${email}`);
    return last;
  }

  /** The newest one-time code mailed to `email`. */
  async function mailedCode(email: string): Promise<string> {
    const mails = await t.emailsTo(email);
    const codes = mails.flatMap((m) => [...m.matchAll(/is (\d{6})\b/g)].map((x) => x[1] as string));
    const last = codes.at(-1);
    if (!last) throw new Error(`no code mailed to ${email}`);
    return last;
  }

  /** Opens the link, reads the code and starts a session: the supplier's bearer. */
  async function signIn(email: string): Promise<string> {
    const token = await linkToken(email);
    const opened = await t.request('POST', '/v1/supplier/link', { body: { token } });
    expect(opened.status, opened.text).toBe(200);
    const session = await t.request('POST', '/v1/supplier/session', {
      body: { token, code: await mailedCode(email) },
    });
    expect(session.status, session.text).toBe(200);
    return session.body.sessionToken as string;
  }

  async function view(session: string): Promise<TSupplierScar> {
    const res = await t.request('GET', '/v1/supplier/scar', { token: session });
    expect(res.status, res.text).toBe(200);
    return res.body as TSupplierScar;
  }

  const versionOf = (scar: { stages: { stage: string; version: number }[] }, stage: string) =>
    scar.stages.find((s) => s.stage === stage)?.version ?? 0;

  /** Submits one stage with its full answer, from the version the supplier reads now. */
  async function submit(session: string, stage: StageName, answer: object = FULL_ANSWERS[stage]) {
    const version = versionOf(await view(session), stage);
    return t.request('POST', '/v1/supplier/scar/answer/submit', {
      token: session,
      body: { stage, version, answer },
    });
  }

  async function review(id: string, stage: string, decision: 'accept' | 'return', extra: object = {}) {
    const scar = (await t.request('GET', `/v1/scars/${id}`, { token: quality.token })).body as TScar;
    return t.request('POST', `/v1/scars/${id}/review`, {
      token: quality.token,
      body: { stage, decision, version: versionOf(scar, stage), ...extra },
    });
  }

  return { k, supplierWithIncidents, raise, linkToken, mailedCode, signIn, view, submit, review, versionOf };
}

export type ScarKit = Awaited<ReturnType<typeof scarKit>>;
