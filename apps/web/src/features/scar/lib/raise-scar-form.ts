import type { TAttachment } from '@qi/domain/attachments';
import { type TRaiseScarRequest, ZRaiseScarRequest } from '@qi/domain/scar';
import {
  milestonesOf,
  type ScarSchedule,
  scheduleFor,
  type TScarMilestoneDefaults,
} from '@qi/domain/scar-milestones';
import type { ScarForm } from '@qi/domain/scar-stages';

/** What the raise dialog needs of an incident (the page's incident, or one of the supplier's in the list). */
export interface ScarIncident {
  id: string;
  incidentNumber: number | null;
  partNumber: string;
  grnNumber: string;
  defectiveQuantity: number | null;
  attachments: TAttachment[];
}

/** A line as typed: the quantity is text until it is sent. */
export interface LineDraft {
  incidentId: string | null;
  partNumber: string;
  lot: string;
  grnNumber: string;
  quantity: string;
}

export interface RaiseDraft {
  contactId: string;
  incidentIds: string[];
  form: ScarForm;
  request: string;
  lines: LineDraft[];
  /** Due dates typed by the buyer ('YYYY-MM-DD', or the text while it is not a date yet). */
  dueDates: ScarSchedule;
  sharedAttachmentIds: string[];
}

export function lineOf(incident: ScarIncident): LineDraft {
  return {
    incidentId: incident.id,
    partNumber: incident.partNumber,
    lot: '',
    grnNumber: incident.grnNumber,
    quantity: incident.defectiveQuantity === null ? '' : String(incident.defectiveQuantity),
  };
}

/** The dialog's start: the page's incident with its line, a full 8D, due dates from the admin's defaults. */
export function initialDraft(
  incident: ScarIncident,
  today: string,
  defaults: TScarMilestoneDefaults,
): RaiseDraft {
  return {
    contactId: '',
    incidentIds: [incident.id],
    form: 'full-8d',
    request: '',
    lines: [lineOf(incident)],
    dueDates: scheduleFor('full-8d', today, defaults).schedule,
    sharedAttachmentIds: [],
  };
}

/** Includes or leaves out an incident: its line comes and goes with it, as do its shared attachments. */
export function toggleIncident(draft: RaiseDraft, incident: ScarIncident, included: boolean): RaiseDraft {
  if (included) {
    if (draft.incidentIds.includes(incident.id)) return draft;
    return {
      ...draft,
      incidentIds: [...draft.incidentIds, incident.id],
      lines: [...draft.lines, lineOf(incident)],
    };
  }
  const gone = new Set(incident.attachments.map((a) => a.id));
  return {
    ...draft,
    incidentIds: draft.incidentIds.filter((id) => id !== incident.id),
    lines: draft.lines.filter((line) => line.incidentId !== incident.id),
    sharedAttachmentIds: draft.sharedAttachmentIds.filter((id) => !gone.has(id)),
  };
}

/** A new form keeps the dates typed for the milestones both forms have; the others come from the defaults. */
export function changeForm(
  draft: RaiseDraft,
  form: ScarForm,
  today: string,
  defaults: TScarMilestoneDefaults,
): RaiseDraft {
  const fresh = scheduleFor(form, today, defaults).schedule;
  const dueDates: ScarSchedule = {};
  for (const m of milestonesOf(form)) dueDates[m] = draft.dueDates[m] ?? fresh[m];
  return { ...draft, form, dueDates };
}

const quantityOf = (text: string): number | null | string =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text;

export type RaiseCheck =
  | { ok: true; body: TRaiseScarRequest }
  | { ok: false; issues: { path: string; message: string }[] };

/** The body `POST /v1/scars` takes, checked by the domain's schema and schedule rules first. */
export function checkRaise(
  draft: RaiseDraft,
  supplierId: string,
  today: string,
  defaults: TScarMilestoneDefaults,
): RaiseCheck {
  const dueDates: ScarSchedule = {};
  for (const m of milestonesOf(draft.form)) if (draft.dueDates[m]) dueDates[m] = draft.dueDates[m];
  const parsed = ZRaiseScarRequest.safeParse({
    supplierId,
    contactId: draft.contactId,
    incidentIds: draft.incidentIds,
    form: draft.form,
    request: draft.request,
    items: draft.lines.map((line) => ({ ...line, quantity: quantityOf(line.quantity) })),
    dueDates,
    sharedAttachmentIds: draft.sharedAttachmentIds,
  });
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const { issues } = scheduleFor(draft.form, today, defaults, parsed.data.dueDates);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, body: parsed.data };
}
