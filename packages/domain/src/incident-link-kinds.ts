/**
 * Links between incidents: the reporter's "same problem as #N" ('same-as-reported') and quality's verdict on
 * a similar incident ('duplicate': this incident is a duplicate of the linked one; 'related'; 'not-related').
 */
export const INCIDENT_LINK_KINDS = ['same-as-reported', 'duplicate', 'related', 'not-related'] as const;
export type IncidentLinkKind = (typeof INCIDENT_LINK_KINDS)[number];
/** The verdicts of triage: each needs a reason. */
export const TRIAGE_LINK_KINDS = ['duplicate', 'related', 'not-related'] as const;

/** A link in words, from the incident that holds it ("Duplicate of #12") and from the other one. */
export const INCIDENT_LINK_LABELS: Record<IncidentLinkKind, { from: string; to: string }> = {
  'same-as-reported': { from: 'Reported as the same problem as', to: 'Reported as the same problem by' },
  duplicate: { from: 'Duplicate of', to: 'Has a duplicate:' },
  related: { from: 'Related to', to: 'Related to' },
  'not-related': { from: 'Not related to', to: 'Not related to' },
};

/** The message of a triage verdict without a reason. */
export const LINK_REASON_REQUIRED = 'Please give a reason for the verdict.';
