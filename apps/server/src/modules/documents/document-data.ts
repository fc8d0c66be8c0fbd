import { dispositionTagText, needsDisposition, type TDisposition } from '@qi/domain/disposition';
import { DUE_SECTIONS } from '@qi/domain/due-dates';
import { INVESTIGATION_SECTION_KEYS, signedByKey } from '@qi/domain/investigation';
import type { TSignature } from '@qi/domain/signatures';
import type { TSupplier } from '@qi/domain/supplier';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { AuthContext } from '../../http/access';
import { readDisposition, readDispositionLines } from '../dispositions/disposition-repository';
import { type IncidentHistoryItem, listIncidentHistory } from '../incidents/incident-history-repository';
import type { IncidentRecord, IncidentWithInvestigation } from '../incidents/incident-record';
import { findVisibleIncident } from '../incidents/incident-service';
import type { InvestigationRecord } from '../investigations/investigation-record';
import { findInvestigationById } from '../investigations/investigation-repository';
import { findPartNumber } from '../reference/reference-repository';
import { listIncidentTrailSignatures } from '../signatures/incident-investigations';
import { findSupplierById } from '../suppliers/supplier-repository';
import { findUserNames } from './document-repository';

/** Everything the print and tag documents show about one incident. */
export interface IncidentDocumentData {
  incident: IncidentWithInvestigation;
  partDescription: string | null;
  history: IncidentHistoryItem[];
  investigation: InvestigationRecord | null;
  supplier: TSupplier | null;
  /** Null when the incident holds no material and has no lines (nothing to decide). */
  disposition: TDisposition | null;
  /** Its signature records and its investigation's, oldest first (the print's Signatures block). */
  signatures: TSignature[];
  /** A user's name by id (reporter, signers, assignee, disposition people); falls back to the id. */
  nameOf: (userId: string | null | undefined) => string;
}

/**
 * The same as plain data (users' names as a map instead of a lookup function), so that it can be handed to the
 * thread that renders the document (document-pool.ts).
 */
export type IncidentDocumentFacts = Omit<IncidentDocumentData, 'nameOf'> & { names: Map<string, string> };

/** The facts with the name lookup the renderers use. */
export function withNameLookup(facts: IncidentDocumentFacts): IncidentDocumentData {
  const { names, ...rest } = facts;
  return { ...rest, nameOf: (userId) => (userId ? (names.get(userId) ?? userId) : '') };
}

function signerIds(investigation: InvestigationRecord | null): string[] {
  if (!investigation) return [];
  return [
    investigation.assignedTo,
    investigation.completedSignedBy ?? '',
    ...INVESTIGATION_SECTION_KEYS.map((key) => investigation[signedByKey(key)] ?? ''),
    ...DUE_SECTIONS.map((section) => investigation.schedule?.[section].owner ?? ''),
  ];
}

function dispositionPeople(disposition: TDisposition): string[] {
  return [
    disposition.proposedBy ?? '',
    disposition.approvedBy ?? '',
    ...disposition.lines.map((line) => line.responsible),
  ];
}

/** The incident the caller may view (404 as GET /v1/incidents/{id} otherwise) with its related data. */
export async function loadIncidentDocument(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<IncidentDocumentFacts> {
  const incident = await findVisibleIncident(ctx.db, auth, id);
  const [investigation, history, part, supplier, read, signatures] = await Promise.all([
    incident.investigationId ? findInvestigationById(ctx.db, incident.investigationId) : undefined,
    listIncidentHistory(ctx.db, incident.id),
    incident.partNumber ? findPartNumber(ctx.db, incident.partNumber) : undefined,
    incident.supplierId ? findSupplierById(ctx.db, incident.supplierId) : undefined,
    readDisposition(ctx.db, incident),
    listIncidentTrailSignatures(ctx.db, incident),
  ]);
  const disposition = needsDisposition(incident.defectiveQuantity) || read.lines.length > 0 ? read : null;
  const names = await findUserNames(ctx.db, [
    incident.reportedBy,
    ...signerIds(investigation ?? null),
    ...(disposition ? dispositionPeople(disposition) : []),
  ]);
  return {
    incident,
    partDescription: part?.description || null,
    history,
    investigation: investigation ?? null,
    supplier: supplier ?? null,
    disposition,
    signatures,
    names,
  };
}

/**
 * What the red-label tag says about the held material: HOLD until the disposition lets it go (decided, and
 * approved where approval is needed), then the decisions ('Scrap 3, Rework 2'); null when it holds none.
 */
export async function tagDispositionText(db: Db, incident: IncidentRecord): Promise<string | null> {
  if (!needsDisposition(incident.defectiveQuantity)) return null;
  const lines = incident.dispositionStatus === 'awaiting' ? [] : await readDispositionLines(db, incident.id);
  return dispositionTagText(incident.dispositionStatus, lines, incident.severity);
}

/** What the tag shows beyond the incident's own fields: the held material's disposition and the supplier. */
export interface TagDetails {
  disposition: string | null;
  supplier: string | null;
}

export async function tagDetails(db: Db, incident: IncidentRecord): Promise<TagDetails> {
  const [disposition, supplier] = await Promise.all([
    tagDispositionText(db, incident),
    incident.supplierId ? findSupplierById(db, incident.supplierId) : undefined,
  ]);
  return { disposition, supplier: supplier?.name ?? null };
}
