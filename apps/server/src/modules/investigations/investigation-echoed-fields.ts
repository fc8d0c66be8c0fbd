import { ZInvestigation } from '@qi/domain/investigation';

/**
 * Fields of a whole investigation, as GET answers it, that only the server sets. A client of the
 * specification sends the record back; these are ignored, as for incidents, and any other unknown key is
 * refused (422 naming it).
 */
const SERVER_FIELDS = [
  'id',
  'status',
  'assignedTo',
  'overdue',
  'created_at',
  'updated_at',
  'relatedIncidents',
];

/** Every field of an investigation record (the specification's create form sends one). */
const RECORD_FIELDS = [...Object.keys(ZInvestigation.shape), 'relatedIncidents'];

function withoutKeys(keys: readonly string[]) {
  return (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const out = { ...(value as Record<string, unknown>) };
    for (const key of keys) delete out[key];
    return out;
  };
}

/** `PUT /v1/investigations/{id}`: the server-set fields of an echoed record dropped. */
export const withoutServerFields = withoutKeys(SERVER_FIELDS);

/** `POST /v1/investigations`: a new investigation starts empty, so only these fields of a record are read. */
export function withoutRecordFieldsBut(kept: readonly string[]) {
  return withoutKeys(RECORD_FIELDS.filter((key) => !kept.includes(key)));
}
