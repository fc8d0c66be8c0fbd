import type { Role } from '@qi/domain/roles';

// Types the context and the http layer name, kept below every module so that naming them makes no loop.

export interface IdTokenClaims {
  userId: string;
  sessionId: string;
}

export interface ChallengeClaims {
  userId: string;
  /** The invitation code that opened the challenge (single use: checked again on completion). */
  codeId: string | null;
}

export interface TokenService {
  signIdToken(claims: IdTokenClaims): Promise<string>;
  verifyIdToken(token: string): Promise<IdTokenClaims | null>;
  signChallenge(claims: ChallengeClaims): Promise<string>;
  verifyChallenge(token: string): Promise<ChallengeClaims | null>;
  /** Keyed hash of a short code (reset or invitation): useless without the server secret. */
  hashCode(code: string): string;
}

/** A user as the rest of the server sees it (normalised by modules/users/user-repository.ts; the row type stays there). */
export interface UserRecord {
  user_id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  passwordHash: string | null;
  mustChangePassword: boolean;
  created_at: string;
  updated_at: string;
}

/** The worker threads that render PDFs (modules/documents/document-pool.ts builds them from its tasks). */
export interface DocumentRenderer {
  /** The PDF's bytes; throws when the queue is full. */
  render(task: object): Promise<Buffer>;
  /** Starts one thread now and keeps it, so that the first document after a start does not wait for it. */
  warm(): void;
  close(): Promise<void>;
}
