/**
 * What a request may sign with, decided before its transaction (modules/signatures does the password check):
 * whether signatures are on, and whether the caller's password was checked. Records are written only when
 * signatures are on. The modules that sign pass it from the hook that made it to the events that record it.
 */
export interface Signing {
  on: boolean;
  verified: boolean;
  signer: { id: string; name: string };
}
