/** Dates and times in exports and printed documents are written in UTC, whatever the server's zone. */
export const EXPORT_TIME_ZONE = 'UTC';
