import { type Random, seededRandom, weighted } from '../lib/description-text';
import {
  type Actor,
  type Answer,
  FIRST_STEP,
  OPERATION_MIX,
  refresh,
  type SoakWorld,
  type Step,
} from './operations';
import type { Operation } from './recorder';
import type { Session } from './sessions';

/** How one answer went, for the recorder. */
export interface Outcome {
  operation: Operation;
  kind: string | undefined;
  ok: boolean;
  status: number;
  message: string;
}

/**
 * One person: think (uniform in [min, max] ms), do one operation of the mix, wait for its answers, think
 * again. The load tool asks it for each next request and hands it each answer; a slow server therefore slows
 * its users down instead of piling up requests, as with real people. An operation's second request (the
 * history after the detail, the change after the work queue) follows its first without a pause.
 */
export class VirtualUser implements Actor {
  readonly random: Random;
  dataEtag: string | null = null;
  private followUp: Step | null = null;
  private inFlight: Step | null = null;
  private started = false;

  constructor(
    readonly world: SoakWorld,
    readonly session: Session,
    seed: number,
    private readonly thinkMs: { min: number; max: number },
  ) {
    this.random = seededRandom(seed);
  }

  /** The operation whose request is on its way (for errors that come without an answer). */
  get operation(): Operation {
    return this.inFlight?.operation ?? 'list';
  }

  /** The pause before the next request: none inside an operation; the first spreads the users' starts. */
  pauseMs(): number {
    if (!this.started) {
      this.started = true;
      return this.random() * this.thinkMs.max;
    }
    if (this.followUp) return 0;
    return this.thinkMs.min + this.random() * (this.thinkMs.max - this.thinkMs.min);
  }

  nextStep(): Step {
    const step =
      this.followUp ??
      (this.session.needsRefresh() ? refresh(this) : FIRST_STEP[weighted(this.random, OPERATION_MIX)](this));
    this.followUp = null;
    this.inFlight = step;
    return step;
  }

  /** Reads the answer to the request in flight; an answer it cannot read is an error too. */
  answered(answer: Answer): Outcome {
    const step = this.inFlight;
    this.inFlight = null;
    if (!step)
      return {
        operation: 'list',
        kind: undefined,
        ok: false,
        status: answer.status,
        message: 'an answer to no request',
      };
    const outcome = { operation: step.operation, kind: step.kind, status: answer.status };
    const ok = (answer.status >= 200 && answer.status < 300) || answer.status === step.alsoOk;
    if (!ok) return { ...outcome, ok, message: `${step.method} ${step.path}: ${answer.body}` };
    try {
      this.followUp = step.read?.(answer) ?? null;
    } catch (error) {
      return {
        ...outcome,
        ok: false,
        message: `${step.method} ${step.path}: unreadable answer (${String(error)})`,
      };
    }
    return { ...outcome, ok, message: '' };
  }

  /** The request in flight got no answer (timeout, connection error): the operation is abandoned. */
  abandoned(): void {
    this.inFlight = null;
    this.followUp = null;
  }
}
