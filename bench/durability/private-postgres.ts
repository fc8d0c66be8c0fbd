import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL cluster of this run's own (initdb in a temporary folder, default durability settings), so that
 * the database server itself can be killed with SIGKILL without touching anyone else's database. Run as
 * root, the cluster runs as the `postgres` user (PostgreSQL refuses root). PG_BIN overrides the binaries'
 * folder (default: `pg_config --bindir`).
 */
export class PrivatePostgres {
  private process: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qi-durability-pg-'));
  private readonly bin =
    process.env.PG_BIN ?? execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  private readonly owner = process.getuid?.() === 0 ? ownerOf('postgres') : null;

  constructor(readonly port: number) {}

  get url(): string {
    return `postgres://qi@127.0.0.1:${this.port}/qi_durability`;
  }

  async init(): Promise<void> {
    const data = path.join(this.dir, 'data');
    if (this.owner) fs.chownSync(this.dir, this.owner.uid, this.owner.gid);
    execFileSync(
      path.join(this.bin, 'initdb'),
      ['-D', data, '-U', 'qi', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-instructions'],
      { stdio: 'ignore', cwd: this.dir, ...(this.owner ?? {}) },
    );
    await this.start();
    const admin = new pg.Client({ connectionString: `postgres://qi@127.0.0.1:${this.port}/postgres` });
    await admin.connect();
    await admin.query('create database qi_durability');
    await admin.end();
  }

  /**
   * Starts the postmaster and waits for connections. Returns whether PostgreSQL ran crash recovery (replayed
   * its WAL), which it must after every kill.
   */
  async start(): Promise<boolean> {
    const child = spawn(
      path.join(this.bin, 'postgres'),
      [
        '-D',
        path.join(this.dir, 'data'),
        '-p',
        String(this.port),
        '-k',
        this.dir,
        '-c',
        'listen_addresses=127.0.0.1',
      ],
      // In the run's process group: a Ctrl-C in the terminal reaches the postmaster too (a fast shutdown).
      { cwd: this.dir, stdio: ['ignore', 'ignore', 'pipe'], ...(this.owner ?? {}) },
    );
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    this.process = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`PostgreSQL exited:\n${log}`);
      const client = new pg.Client({ connectionString: `postgres://qi@127.0.0.1:${this.port}/postgres` });
      try {
        await client.connect();
        await client.end();
        return log.includes('automatic recovery in progress');
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new Error(`PostgreSQL did not accept connections within 60 s:\n${log}`);
  }

  /**
   * SIGKILL to the postmaster and every backend at once, like a crash; then waits until all are gone (a
   * backend still attached to the shared memory would stop the next start). Backends run in process groups
   * of their own, so they are found as the postmaster's children in /proc (Linux).
   */
  async kill(): Promise<void> {
    const pid = this.process?.pid;
    if (pid === undefined || this.process?.exitCode !== null) return;
    const victims = [pid, ...childrenOf(pid)];
    for (const victim of victims) {
      try {
        process.kill(victim, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await this.exited;
    const deadline = Date.now() + 15_000;
    while (victims.some(isAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    this.process = null;
  }

  /** Fast shutdown (SIGINT): the cluster stays on disk. */
  async stop(): Promise<void> {
    if (this.process && this.process.exitCode === null) {
      this.process.kill('SIGINT');
      await this.exited;
    }
    this.process = null;
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  get folder(): string {
    return this.dir;
  }

  async settings(): Promise<Record<string, string>> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    const shown: Record<string, string> = { cluster: `private, port ${this.port}` };
    for (const setting of ['fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes']) {
      const { rows } = await client.query<Record<string, string>>(`show ${setting}`);
      shown[setting] = Object.values(rows[0] ?? {})[0] ?? '?';
    }
    await client.end();
    return shown;
  }
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function ownerOf(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
