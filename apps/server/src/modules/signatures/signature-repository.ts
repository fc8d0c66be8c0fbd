import { randomUUID } from 'node:crypto';
import type { SignatureMeaning, SignatureMethod, SignatureSubject, TSignature } from '@qi/domain/signatures';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { SignaturesTable } from '../../db/types';
import { fromDbTimestamp } from '../../db/values';

/** A record to append (the repository gives it its id and order). */
export interface NewSignature {
  incidentId: string | null;
  investigationId: string | null;
  subject: SignatureSubject;
  subjectLabel: string;
  meaning: SignatureMeaning;
  signerId: string;
  signerName: string;
  signedAt: string;
  contentHash: string;
  reason: string | null;
  withdrawsId: string | null;
  method: SignatureMethod;
}

function toSignature(row: Selectable<SignaturesTable>): TSignature {
  return {
    id: row.id,
    incidentId: row.incident_id,
    investigationId: row.investigation_id,
    subject: row.subject as SignatureSubject,
    subjectLabel: row.subject_label,
    meaning: row.meaning as SignatureMeaning,
    signerId: row.signer_id,
    signerName: row.signer_name,
    signedAt: fromDbTimestamp(row.signed_at),
    contentHash: row.content_hash,
    reason: row.reason,
    withdrawsId: row.withdraws_id,
    method: row.method === 'provider' ? 'provider' : 'password',
  };
}

/**
 * Appends records in the caller's transaction; the only write this table takes (the database refuses UPDATE
 * and DELETE, migration 260). `seq` keeps the order of records written at the same instant.
 */
export async function appendSignatures(trx: Db, records: readonly NewSignature[]): Promise<TSignature[]> {
  const rows = records.map((r, seq) => ({
    id: randomUUID(),
    incident_id: r.incidentId,
    investigation_id: r.investigationId,
    subject: r.subject,
    subject_label: r.subjectLabel,
    meaning: r.meaning,
    signer_id: r.signerId,
    signer_name: r.signerName,
    signed_at: r.signedAt,
    content_hash: r.contentHash,
    reason: r.reason,
    withdraws_id: r.withdrawsId,
    method: r.method,
    seq,
  }));
  if (rows.length > 0) await trx.insertInto('signatures').values(rows).execute();
  return rows.map(toSignature);
}

/** An investigation's records (its sections and completion), oldest first. */
export async function listInvestigationSignatures(db: Db, investigationId: string): Promise<TSignature[]> {
  const rows = await db
    .selectFrom('signatures')
    .selectAll()
    .where('investigation_id', '=', investigationId)
    .orderBy('signed_at')
    .orderBy('seq')
    .execute();
  return rows.map(toSignature);
}

/** An incident's own records (disposition approval, closing), oldest first. */
export async function listIncidentOwnSignatures(db: Db, incidentId: string): Promise<TSignature[]> {
  const rows = await db
    .selectFrom('signatures')
    .selectAll()
    .where('incident_id', '=', incidentId)
    .orderBy('signed_at')
    .orderBy('seq')
    .execute();
  return rows.map(toSignature);
}

/**
 * An incident's records and those of every investigation it has had (incident-investigations.ts), oldest first
 * (GET /v1/incidents/{id}/signatures, the audit trail, the A4 print).
 */
export async function listIncidentSignatures(
  db: Db,
  incidentId: string,
  investigationIds: readonly string[],
): Promise<TSignature[]> {
  const rows = await db
    .selectFrom('signatures')
    .selectAll()
    .where((eb) =>
      investigationIds.length === 0
        ? eb('incident_id', '=', incidentId)
        : eb.or([eb('incident_id', '=', incidentId), eb('investigation_id', 'in', [...investigationIds])]),
    )
    .orderBy('signed_at')
    .orderBy('seq')
    .execute();
  return rows.map(toSignature);
}
