import { INVESTIGATION_SECTION_KEYS, ZUpdateInvestigationRequest } from '@qi/domain/investigation';
import { ZSigningFields } from '@qi/domain/signatures';
import { z } from 'zod';
import { withoutServerFields } from './investigation-echoed-fields';

/**
 * The specification's client signs a section off by sending the investigation with that section's
 * `…SignedBy`/`…SignedDate` filled, and un-signs it by clearing them (issue #35). They become the wanted state
 * of `signedOff` (an explicit `signedOff` entry wins); the domain then records the caller and today, whatever
 * was sent, and a section already in the wanted state is unchanged. The completion's signer follows
 * `completed`, so its fields are dropped.
 */
function signersToSignOffs(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = { ...(value as Record<string, unknown>) };
  const given = body.signedOff;
  const signedOff: Record<string, unknown> =
    typeof given === 'object' && given !== null && !Array.isArray(given) ? { ...given } : {};
  let sent = false;
  for (const section of INVESTIGATION_SECTION_KEYS) {
    const by = `${section}SignedBy`;
    const date = `${section}SignedDate`;
    if (!(by in body) && !(date in body)) continue;
    sent = true;
    if (signedOff[section] === undefined) signedOff[section] = Boolean(body[by]) || Boolean(body[date]);
    delete body[by];
    delete body[date];
  }
  delete body.completedSignedBy;
  delete body.completedSignedDate;
  if (sent) body.signedOff = signedOff;
  return body;
}

/**
 * `PUT /v1/investigations/{id}` body: ZUpdateInvestigationRequest, with sign-offs also given by their signers,
 * and the signing fields (password, reasons for withdrawn sign-offs; signatures.ts).
 */
export const ZUpdateInvestigationBody = z.preprocess(
  (value) => signersToSignOffs(withoutServerFields(value)),
  ZUpdateInvestigationRequest.extend(ZSigningFields.shape),
);
export type TUpdateInvestigationBody = z.output<typeof ZUpdateInvestigationBody>;
