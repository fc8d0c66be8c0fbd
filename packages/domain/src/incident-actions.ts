import type { IncidentStatus } from './incident-status';
import { type IncidentAction, rulesFor } from './incident-transitions';
import type { Role } from './roles';

/** The minimum an access rule needs to know about an incident and about the person acting. */
export interface IncidentRef {
  status: IncidentStatus;
  reportedBy: string;
}
export interface Actor {
  id: string;
  role: Role;
}

const isReporter = (incident: IncidentRef, actor: Actor) => incident.reportedBy === actor.id;

/**
 * A draft is private to its reporter (and admins); every other status is visible to every signed-in user.
 * This is what makes "the incident list hides drafts from non-admins" (docs/product.md §4, §6) hold for every route.
 */
export function canViewIncident(incident: IncidentRef, actor: Actor): boolean {
  if (incident.status !== 'draft') return true;
  return actor.role === 'admin' || isReporter(incident, actor);
}

/** docs/product.md §6: the floating action menu on the incident detail view. */
export function canSeeIncidentActionMenu(incident: IncidentRef, actor: Actor): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'quality' && incident.status !== 'draft' && incident.status !== 'cancelled') return true;
  return isReporter(incident, actor) && (incident.status === 'draft' || incident.status === 'pending-update');
}

export const INCIDENT_MENU_ITEMS = [
  { id: 'edit', label: 'Edit' },
  { id: 'reassign-investigation', label: 'Reassign investigation' },
  { id: 'edit-investigation', label: 'Edit investigation' },
  { id: 'start-investigation', label: 'Start investigation' },
  { id: 'reject', label: 'Reject' },
  { id: 'acknowledge', label: 'Acknowledge' },
  { id: 'request-more-information', label: 'Request more information' },
  { id: 'close', label: 'Close Incident' },
] as const;
export type IncidentMenuItem = (typeof INCIDENT_MENU_ITEMS)[number];
export type IncidentMenuItemId = IncidentMenuItem['id'];

/**
 * The status change a menu item starts: the item's own id, except 'Edit investigation', which is offered
 * wherever the investigation may be reassigned (an investigation is linked and the incident not closed).
 */
function menuItemAction(id: Exclude<IncidentMenuItemId, 'edit'>): IncidentAction {
  return id === 'edit-investigation' ? 'reassign-investigation' : id;
}

/** The statuses the transition table (docs/product.md §4) allows an action from. */
function statusesAllowing(action: IncidentAction): IncidentStatus[] {
  return rulesFor(action).flatMap((rule) => (rule.from === 'new' ? [] : rule.from));
}

/**
 * docs/product.md §6: the menu items depend on the status only, in a fixed order; Edit is always first. Every other item
 * shows on the statuses the transition table lets its status change start from, so the two cannot disagree.
 */
export function incidentMenuItems(status: IncidentStatus): IncidentMenuItem[] {
  return INCIDENT_MENU_ITEMS.filter(
    (item) => item.id === 'edit' || statusesAllowing(menuItemAction(item.id)).includes(status),
  );
}

export type IncidentEditView = 'form-report' | 'form-update' | { redirect: 'detail' | 'incidents' };

/**
 * The incident edit page (/work/shared/SPEC.md "Incident edit", docs/product.md §2): cancelled → /incidents; draft
 * and pending-update → the 'Report Incident' form; any other status → the 'Update Incident' form. Only role 'user'
 * is sent to the detail view, and only from statuses other than draft and pending-update, so the action menu's
 * Edit (always offered) never bounces. A draft the person may not see never gets here (it is not found).
 */
export function canOpenIncidentEdit(incident: IncidentRef, actor: Actor): IncidentEditView {
  if (incident.status === 'cancelled') return { redirect: 'incidents' };
  if (incident.status === 'draft' || incident.status === 'pending-update') return 'form-report';
  return actor.role === 'user' ? { redirect: 'detail' } : 'form-update';
}

/** docs/product.md §2: the 'Delete Report' button shows for drafts only. */
export function showsDeleteReport(status: IncidentStatus): boolean {
  return status === 'draft';
}

export interface IncidentListVisibility {
  /** Whether drafts appear in /incidents. */
  showDrafts: boolean;
}

/** docs/product.md §4/§6: the /incidents list hides drafts from everyone except admins. */
export function incidentListVisibility(role: Role): IncidentListVisibility {
  return { showDrafts: role === 'admin' };
}

export function isInIncidentList(incident: IncidentRef, actor: Actor): boolean {
  if (incident.status === 'draft') return incidentListVisibility(actor.role).showDrafts;
  return true;
}

/**
 * docs/product.md §2 Home 'My Draft Incidents': drafts (the ones the actor may see: their own, or all for an admin)
 * plus the pending-update incidents the actor reported.
 */
export function isInDraftTable(incident: IncidentRef, actor: Actor): boolean {
  if (incident.status === 'draft') return canViewIncident(incident, actor);
  return incident.status === 'pending-update' && isReporter(incident, actor);
}

/** docs/product.md §9: exports skip cancelled incidents. */
export function isExported(incident: Pick<IncidentRef, 'status'>): boolean {
  return incident.status !== 'cancelled';
}
