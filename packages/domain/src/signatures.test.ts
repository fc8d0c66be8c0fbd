import { describe, expect, it } from 'vitest';
import { newInvestigation, type TInvestigation } from './investigation';
import {
  dispositionSignedContent,
  effectivenessCheckSignedContent,
  incidentSignedContent,
  investigationSignedContent,
  liveSignatureOf,
  liveSignatures,
  reasonForChangeRequired,
  SIGNATURE_MSG,
  sectionSignedContent,
  signatureMeaning,
  signatureSubjectLabel,
  signaturesNeeded,
  signOffsRemoved,
  type TSignature,
  ZSignatureCredentials,
  ZSigningFields,
} from './signatures';

const build = (patch: Partial<TInvestigation> = {}): TInvestigation => ({
  id: 'inv-1',
  ...newInvestigation({ assignedTo: 'u1', incidentDescription: 'Broken' }),
  ...patch,
});

const record = (patch: Partial<TSignature>): TSignature => ({
  id: 's1',
  incidentId: null,
  investigationId: 'inv-1',
  subject: 'rootCause',
  subjectLabel: 'Root cause',
  meaning: 'Completed',
  signerId: 'u1',
  signerName: 'Quinn',
  signedAt: '2026-01-01T10:00:00.000Z',
  contentHash: 'ab',
  reason: null,
  withdrawsId: null,
  method: 'password',
  ...patch,
});

describe('signature meanings and labels', () => {
  it('gives each subject its meaning and its human label', () => {
    expect(signatureMeaning('rootCause')).toBe('Completed');
    expect(signatureMeaning('investigation')).toBe('Completed');
    expect(signatureMeaning('disposition')).toBe('Approved');
    expect(signatureMeaning('incident')).toBe('Closed');
    expect(signatureSubjectLabel('rootCause')).toBe('Root cause');
    expect(signatureSubjectLabel('additionalNotes')).toBe('Conclusion / Additional Notes');
    expect(signatureSubjectLabel('incident', 12)).toBe('Incident 12');
    expect(signatureSubjectLabel('disposition')).toBe('Disposition');
  });

  it('an effectiveness check is signed as Verified, its content naming the result, evidence and files', () => {
    expect(signatureMeaning('effectiveness-check')).toBe('Verified');
    expect(signatureSubjectLabel('effectiveness-check')).toBe('Effectiveness check');
    const check = {
      id: 'c1',
      investigationId: 'i1',
      result: 'effective',
      evidence: 'Held.',
      attachments: [{ id: 'a1', name: 'batch.jpg' }],
    };
    const text = effectivenessCheckSignedContent(check);
    expect(text).toContain('Signed: Effectiveness check\nMeaning: Verified\nRecord: c1\n');
    expect(text).toContain('Result: "effective"');
    expect(effectivenessCheckSignedContent({ ...check, evidence: 'Held!' })).not.toBe(text);
  });
});

describe('what an investigation save signs and withdraws', () => {
  it('signs the sections ticked now and the completion', () => {
    const previous = build({ rootCauseSignedBy: 'u1', rootCauseSignedDate: '2026-01-01' });
    expect(
      signaturesNeeded(previous, {
        signedOff: { rootCause: true, containmentAction: true },
        completed: true,
      }),
    ).toEqual(['containmentAction', 'investigation']);
    expect(signaturesNeeded(previous, { rootCause: 'x' })).toEqual([]);
  });

  it('withdraws the sign-offs and the completion un-ticked now', () => {
    const previous = build({ rootCauseSignedBy: 'u1', rootCauseSignedDate: '2026-01-01', completed: true });
    expect(signOffsRemoved(previous, { signedOff: { rootCause: false, containmentAction: false } })).toEqual([
      'rootCause',
    ]);
    expect(signOffsRemoved(previous, { completed: false })).toEqual(['investigation']);
    expect(signOffsRemoved(previous, {})).toEqual([]);
  });
});

describe('live signatures', () => {
  it('keeps the records no Withdrawn record names, and never the Withdrawn records', () => {
    const first = record({ id: 's1' });
    const withdrawal = record({ id: 's2', meaning: 'Withdrawn', reason: 'Wrong tool', withdrawsId: 's1' });
    const again = record({ id: 's3' });
    expect(liveSignatures([first, withdrawal])).toEqual([]);
    expect(liveSignatures([first, withdrawal, again])).toEqual([again]);
    expect(liveSignatureOf([first, withdrawal, again], 'rootCause', 'inv-1')?.id).toBe('s3');
    expect(liveSignatureOf([first], 'rootCause', 'inv-2')).toBeUndefined();
    expect(liveSignatureOf([first], 'containmentAction')).toBeUndefined();
  });
});

describe('reason for change', () => {
  it('is needed for a live signature, or for a closed or signed item while signatures are on', () => {
    expect(reasonForChangeRequired({ signaturesOn: false, closedOrSigned: true, liveSignature: false })).toBe(
      false,
    );
    expect(reasonForChangeRequired({ signaturesOn: true, closedOrSigned: true, liveSignature: false })).toBe(
      true,
    );
    expect(reasonForChangeRequired({ signaturesOn: false, closedOrSigned: true, liveSignature: true })).toBe(
      true,
    );
    expect(reasonForChangeRequired({ signaturesOn: true, closedOrSigned: false, liveSignature: false })).toBe(
      false,
    );
  });
});

describe('request fields', () => {
  it('asks for a non-empty password', () => {
    expect(ZSignatureCredentials.safeParse({ password: '' }).error?.issues[0]?.message).toBe(
      SIGNATURE_MSG.passwordRequired,
    );
    expect(ZSignatureCredentials.parse({ password: 'pw' })).toEqual({ password: 'pw' });
  });

  it('takes withdrawals only for sections and the completion', () => {
    expect(ZSigningFields.safeParse({ withdrawals: { rootCause: 'x', investigation: 'y' } }).success).toBe(
      true,
    );
    expect(ZSigningFields.safeParse({ withdrawals: { disposition: 'x' } }).success).toBe(false);
  });
});

describe('signed content', () => {
  it('changes whenever the signed text changes, and names the record', () => {
    const a = build({ rootCause: 'Worn tool' });
    expect(sectionSignedContent(a, 'rootCause')).toBe(
      'Signed: Root cause\nMeaning: Completed\nRecord: inv-1\nRoot cause: "Worn tool"\nRoot cause category: null\n',
    );
    expect(sectionSignedContent({ ...a, rootCause: 'Worn tool.' }, 'rootCause')).not.toBe(
      sectionSignedContent(a, 'rootCause'),
    );
    expect(sectionSignedContent({ ...a, id: 'inv-2' }, 'rootCause')).not.toBe(
      sectionSignedContent(a, 'rootCause'),
    );
  });

  it('keeps field boundaries unambiguous (a newline in text cannot fake another field)', () => {
    const a = build({ containmentAction: 'x\nRoot cause: "y"' });
    expect(investigationSignedContent(a)).toContain('Containment Action: "x\\nRoot cause: \\"y\\""');
  });

  it('covers disposition lines and the closed incident', () => {
    const line = {
      decision: 'scrap' as const,
      quantity: 3,
      cost: null,
      note: '',
      responsible: 'u1',
      dueDate: null,
    };
    expect(dispositionSignedContent('i1', [line])).toContain('Line 1: ["Scrap",3,null,"","u1",null]');
    expect(dispositionSignedContent('i1', [{ ...line, quantity: 4 }])).not.toBe(
      dispositionSignedContent('i1', [line]),
    );
    const incident = {
      id: 'i1',
      incidentNumber: 7,
      incidentDate: '2026-01-01',
      product: 'Valve',
      partNumber: 'P1',
      defectiveQuantity: 3,
      grnNumber: '',
      orderNumber: '',
      incidentLocation: null,
      category: null,
      subcategory: null,
      furtherSubcategory: null,
      description: 'Cracked',
      investigationId: 'inv-1',
      incidentJustified: true,
      severity: 'minor' as const,
      supplierId: null,
    };
    const text = incidentSignedContent(incident);
    expect(text.startsWith('Signed: Incident 7\nMeaning: Closed\nRecord: i1\nIncident number: 7\n')).toBe(
      true,
    );
    expect(incidentSignedContent({ ...incident, description: 'Cracked!' })).not.toBe(text);
    const located = {
      ...incident,
      incidentLocation: { id: 'plant', title: 'Plant A', categories: [{ id: 'x' }] },
    };
    expect(incidentSignedContent(located)).toContain('Incident location: {"id":"plant","title":"Plant A"}');
  });
});

describe('provider credentials (decision 053)', () => {
  it('takes a password or a provider grant, not both and not neither', () => {
    expect(ZSignatureCredentials.parse({ providerGrant: 'g' })).toEqual({ providerGrant: 'g' });
    expect(ZSignatureCredentials.safeParse({}).error?.issues[0]?.message).toBe(
      SIGNATURE_MSG.passwordRequired,
    );
    expect(ZSignatureCredentials.safeParse({ password: 'pw', providerGrant: 'g' }).success).toBe(false);
  });
});
