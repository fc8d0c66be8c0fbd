import type { CompiledQuery } from 'kysely';

/**
 * A keyset walk run by a reader thread (docs/decisions/023-export-walk-on-the-reader-thread.md): the thread
 * reads batch after batch by itself, each batch its own statement and read transaction as before, and the
 * event loop takes them as they come. When the event loop asked for each batch, every batch crossed between
 * the threads twice before the next could start, and under load those hand-offs were as long as the reading.
 *
 * The keyset logic stays with the query that owns it (incident-list-batches.ts): it compiles each part
 * of the walk three times, for the first batch and for the batches after a row with and without a sort
 * value, and says which parameters take the cursor (`compiledWithCursor`). The thread only copies the last
 * row's values into them.
 */
export interface KeysetStep {
  sql: string;
  parameters: readonly unknown[];
}

export interface KeysetPart {
  first: KeysetStep;
  /** After a row with a sort value: the value goes to `parameters[valueAt]`, the id to `parameters[idAt]`. */
  after: KeysetStep & { valueAt: number; idAt: number };
  /** After a row without a sort value: only the id (`parameters[idAt]`). */
  afterNull: KeysetStep & { idAt: number };
}

export interface KeysetWalkPlan {
  /** Walked one after the other (a nullable sort column: the rows with a value, then those without). */
  parts: KeysetPart[];
  batchSize: number;
  /** The columns of each row that make the cursor. */
  cursor: { value: string; id: string };
  /** Rows of a batch to read again whole (a formatted walk only): see KeysetFill. */
  fill?: KeysetFill;
}

/**
 * A second statement for the rows of a batch whose column `when` is null (decision 029: the CSV export's
 * rows without a line written ahead): it takes their ids (the cursor's id column) at `parameters[idsAt]`, as
 * a JSON array (SQLite's `json_each`) or an array (PostgreSQL's `= any(…)`), and its rows go to the format
 * with the batch. It runs as its own statement: a row deleted meanwhile is not among them.
 */
export interface KeysetFill extends KeysetStep {
  when: string;
  idsAt: number;
  idsAs: 'json' | 'array';
}

/**
 * How a thread writes a walk's batches itself (decision 024): `name` among the `formats` that the module at
 * `module` (a file URL) exports, made once per walk with `context` (a structured clone). The module is
 * imported by the thread, once, at its first formatted walk.
 */
export interface ThreadFormat {
  module: string;
  name: string;
  context: unknown;
}

/**
 * What a module named by a ThreadFormat exports: per name, a function of the walk's context that turns each
 * batch (the column names and the rows as arrays) into the bytes to send on.
 */
export type ThreadFormats = Record<
  string,
  (context: never) => (names: string[], rows: unknown[][], filled?: ThreadRows) => Uint8Array
>;

export interface KeysetWalker {
  /** The batches of the walk as row objects, in order; a part ends with its first batch under `batchSize`. */
  walk(plan: KeysetWalkPlan): AsyncGenerator<Record<string, unknown>[]>;
  /**
   * The batches of the walk as the thread writes them (`format`), in order, without the rows ever crossing
   * to the event loop: one chunk per batch that has rows.
   */
  walkChunks(plan: KeysetWalkPlan, format: ThreadFormat): AsyncGenerator<Uint8Array>;
  /**
   * Starts the threads, opens their connections and imports the format module `module` (when given), so that
   * the first walks after the server starts do not wait for them.
   */
  prepare(module?: string): Promise<void>;
}

/** A compiled statement as a thread takes it (not the query tree that Kysely keeps beside it). */
export function keysetStep(compiled: CompiledQuery): { sql: string; parameters: unknown[] } {
  return { sql: compiled.sql, parameters: [...compiled.parameters] };
}

/**
 * `query` compiled with `marks` in place of the cursor's values, and where each mark ended up among the
 * parameters. A mark is a text no query is given otherwise (a random UUID), and must appear exactly once.
 */
export function compiledWithCursor<K extends string>(
  query: CompiledQuery,
  marks: Record<K, string>,
): { sql: string; parameters: unknown[] } & Record<K, number> {
  const at = {} as Record<K, number>;
  for (const [name, mark] of Object.entries(marks) as [K, string][]) {
    const index = query.parameters.indexOf(mark);
    if (index < 0 || query.parameters.lastIndexOf(mark) !== index) {
      throw new Error(`The cursor's ${name} must appear once among the parameters`);
    }
    at[name] = index;
  }
  return { ...keysetStep(query), ...at };
}

/** A statement's rows as arrays, with the column names (empty when there are no rows). */
export interface ThreadRows {
  names: string[];
  rows: unknown[][];
}

/** A walk that a reader thread has been asked for. */
export interface WalkStart {
  id: number;
  plan: KeysetWalkPlan;
  /** The walk's batches go as chunks in this format instead of rows. */
  format?: ThreadFormat & { loader?: string };
  /** Batches the thread may send ahead of the event loop. */
  window: number;
}

/**
 * The reader thread's side of the walks (inlined into its source by reader-threads.ts, so it must use
 * nothing from outside its body). `read` runs one statement: at once on SQLite, through a connection on
 * PostgreSQL. Each walk reads one batch at a time, the next on a later turn of the thread's event loop, while
 * it has credit: a thread serves several walks and hears 'more' and 'close' between batches. A walk starts
 * with `window` credits; each batch sent spends one and each batch the event loop takes gives one back, so no
 * more than `window` batches wait between the threads. The last message says `done` (empty when the last
 * batch was exactly full); an error ends the walk.
 *
 * With `readAhead` (PostgreSQL, whose `read` writes the statement to the connection at once), the next batch's
 * statement goes out before this batch is sent (behind this batch's fill, when it has one): the database reads
 * it while the thread packs or formats this one (decision 024). It goes out even when this batch spends the
 * walk's last credit, so a thread holds at most one batch more than the window, and a busy event loop that is
 * late to take a batch no longer stops the database reading (decision 032). SQLite reads on the thread itself,
 * so there it would only delay this batch.
 */
export function keysetWalks(
  read: (sql: string, parameters: readonly unknown[]) => ThreadRows | Promise<ThreadRows>,
  send: (id: number, names: string[], rows: unknown[][], done: boolean, filled?: ThreadRows) => void,
  fail: (id: number, error: unknown) => void,
  later: (run: () => void) => void,
  readAhead = false,
) {
  interface Walk {
    id: number;
    plan: KeysetWalkPlan;
    credit: number;
    part: number;
    cursor: { value: unknown; id: unknown } | null;
    /** A batch is being read, or its reading is scheduled. */
    busy: boolean;
    /** The next batch, read ahead (`readAhead`). */
    ahead: Promise<ThreadRows> | null;
  }
  const walks = new Map<number, Walk>();

  function schedule(walk: Walk): void {
    if (walk.busy || walk.credit <= 0 || !walks.has(walk.id)) return;
    walk.busy = true;
    later(() => {
      step(walk).then(
        () => {
          walk.busy = false;
          schedule(walk);
        },
        (error: unknown) => {
          walks.delete(walk.id);
          fail(walk.id, error);
        },
      );
    });
  }

  /** The statement of the walk's next batch, from its cursor. */
  function statement(walk: Walk): [string, readonly unknown[]] {
    const { plan, cursor } = walk;
    const part = plan.parts[walk.part]!;
    let sql = part.first.sql;
    let parameters = part.first.parameters;
    if (cursor && (cursor.value === null || cursor.value === undefined)) {
      sql = part.afterNull.sql;
      parameters = part.afterNull.parameters.slice();
      (parameters as unknown[])[part.afterNull.idAt] = cursor.id;
    } else if (cursor) {
      sql = part.after.sql;
      parameters = part.after.parameters.slice();
      (parameters as unknown[])[part.after.valueAt] = cursor.value;
      (parameters as unknown[])[part.after.idAt] = cursor.id;
    }
    return [sql, parameters];
  }

  async function step(walk: Walk): Promise<void> {
    if (!walks.has(walk.id)) return;
    const { plan } = walk;
    const reading = walk.ahead ?? read(...statement(walk));
    walk.ahead = null;
    const { names, rows } = await reading;
    // Closed while the batch was read: nobody takes it.
    if (!walks.has(walk.id)) return;
    // The fill's statement goes out first and the next batch's right behind it, before the fill's answer has
    // come: one connection runs them in that order, and the database never waits for this thread in between.
    const filling = plan.fill ? fill(plan, names, rows) : undefined;
    if (rows.length < plan.batchSize) {
      walk.part++;
      walk.cursor = null;
    } else {
      const last = rows[rows.length - 1]!;
      walk.cursor = {
        value: last[names.indexOf(plan.cursor.value)],
        id: last[names.indexOf(plan.cursor.id)],
      };
    }
    const done = walk.part >= plan.parts.length;
    if (!done && readAhead) {
      const ahead = Promise.resolve(read(...statement(walk)));
      // Its error goes to the step that takes it, or nowhere if the walk is closed first.
      ahead.catch(() => undefined);
      walk.ahead = ahead;
    }
    const filled = await filling;
    // Closed while the batch was filled.
    if (!walks.has(walk.id)) return;
    if (done) walks.delete(walk.id);
    if (rows.length > 0 || done) {
      walk.credit--;
      send(walk.id, names, rows, done, filled);
    }
  }

  /** The rows of the batch that the plan's `fill` reads again, or none. */
  async function fill(
    plan: KeysetWalkPlan,
    names: string[],
    rows: unknown[][],
  ): Promise<ThreadRows | undefined> {
    const { fill } = plan;
    if (!fill) return undefined;
    const when = names.indexOf(fill.when);
    const id = names.indexOf(plan.cursor.id);
    const ids: unknown[] = [];
    for (const row of rows) if (row[when] === null || row[when] === undefined) ids.push(row[id]);
    if (ids.length === 0) return undefined;
    const parameters = fill.parameters.slice();
    parameters[fill.idsAt] = fill.idsAs === 'json' ? JSON.stringify(ids) : ids;
    return read(fill.sql, parameters);
  }

  return {
    start(message: WalkStart): void {
      const walk: Walk = {
        id: message.id,
        plan: message.plan,
        credit: message.window,
        part: 0,
        cursor: null,
        busy: false,
        ahead: null,
      };
      walks.set(walk.id, walk);
      schedule(walk);
    },
    more(id: number): void {
      const walk = walks.get(id);
      if (!walk) return;
      walk.credit++;
      schedule(walk);
    },
    close(id: number): void {
      walks.delete(id);
    },
  };
}
