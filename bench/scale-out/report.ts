/** PASS/FAIL lines for the checks; a failed check does not stop the others. */

export class CheckFailed extends Error {}

/** Throws a CheckFailed with `message` unless `condition` holds. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

export interface CheckResult {
  name: string;
  ok: boolean;
  details: string[];
  ms: number;
}

export class Report {
  readonly results: CheckResult[] = [];

  /** Runs one check; it returns its detail lines, or throws to fail. */
  async check(name: string, run: () => Promise<string[]>): Promise<void> {
    const started = performance.now();
    let result: CheckResult;
    try {
      const details = await run();
      result = { name, ok: true, details, ms: performance.now() - started };
    } catch (error) {
      const message =
        error instanceof Error
          ? error instanceof CheckFailed
            ? error.message
            : String(error.stack)
          : String(error);
      result = { name, ok: false, details: [message], ms: performance.now() - started };
    }
    this.results.push(result);
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${name}  (${Math.round(result.ms)} ms)`);
    for (const line of result.details) console.log(`      ${line.replace(/\n/g, '\n      ')}`);
  }

  get failures(): number {
    return this.results.filter((r) => !r.ok).length;
  }
}
