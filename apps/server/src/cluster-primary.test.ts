import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchema, usingPostgres } from '../test/helpers/test-database';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe.runIf(!usingPostgres())('WORKERS=2 on SQLite', () => {
  it('refuses to start: SQLite runs as one process', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-cluster-test-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, WORKERS: '2', PORT: String(await freePort()), DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(output).toContain('WORKERS above 1 needs PostgreSQL (DATABASE_URL)');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** A server started as `npm start` would (src/server.ts through tsx) with WORKERS=2 on a new PostgreSQL schema. */
describe.runIf(usingPostgres())(
  'WORKERS=2: a primary and two worker processes on one PostgreSQL database',
  () => {
    let dataDir = '';
    let child: ChildProcess;
    let output = '';
    let baseUrl = '';
    let token = '';

    const pidsInLog = () =>
      new Set(
        output
          .split('\n')
          .filter((line) => line.includes('"request completed"'))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      );
    /** The emails the cluster wrote to the outbox folder (no SMTP_URL). */
    const emails = async () => (await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [])).length;
    async function waitFor(test: () => boolean, what: string, ms = 90_000) {
      const until = Date.now() + ms;
      while (!test()) {
        if (Date.now() > until)
          throw new Error(`Timed out waiting for ${what}. Output:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-cluster-test-'));
      const schema = await createTestSchema();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          WORKERS: '2',
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ...schema.env,
          DEMO: 'true',
          LOG_LEVEL: 'debug',
          WEB_DIST: path.join(dataDir, 'no-web-app'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      await waitFor(
        () => /listening on (http:\/\/\S+) .*2 worker processes/.test(output),
        'the start banner',
      );
      baseUrl = /listening on (http:\/\/\S+) /.exec(output)?.[1] ?? '';
      const login = await fetch(`${baseUrl}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'user@example.com', password: 'Passw0rd!' }),
      });
      token = ((await login.json()) as { idToken: string }).idToken;
    }, 120_000);

    afterAll(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('prints the demo accounts once and answers from both workers', async () => {
      expect(output.match(/Demo accounts/g)).toHaveLength(1);
      for (let i = 0; i < 8; i++) expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
      await waitFor(() => pidsInLog().size === 2, 'requests logged by two processes', 10_000);
      expect(pidsInLog().has(child.pid ?? -1)).toBe(false);
    });

    it('gives 20 concurrent submissions through both workers 20 distinct numbers, and sends their emails', async () => {
      const emailsBefore = await emails();
      type Node = { id: string; title: string };
      type Location = Node & {
        categories: (Node & { subcategories: (Node & { furtherSubcategories: Node[] })[] })[];
      };
      const data = (await (
        await fetch(`${baseUrl}/v1/data`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { products: { name: string }[]; partNumbers: { id: string }[]; locations: Location[] };
      const location = data.locations.find((l) => l.categories.some((c) => c.subcategories.length > 0));
      const category = location?.categories.find((c) => c.subcategories.length > 0);
      const subcategory = category?.subcategories[0];
      const further = subcategory?.furtherSubcategories[0] ?? null;
      if (!location || !category || !subcategory) throw new Error('The demo location tree has no full path');
      const body = {
        action: 'submit',
        incidentDate: '2026-01-15',
        product: data.products[0]?.name,
        partNumber: data.partNumbers[0]?.id,
        defectiveQuantity: 1,
        grnNumber: 'S12345',
        orderNumber: 'PO-123456',
        incidentLocation: { id: location.id, title: location.title, categories: [] },
        category: { id: category.id, title: category.title, subcategories: [] },
        subcategory: { id: subcategory.id, title: subcategory.title, furtherSubcategories: [] },
        furtherSubcategory: further && { id: further.id, title: further.title },
        description: 'Two processes, one database',
        attachments: [],
        investigationId: null,
        incidentJustified: null,
      };
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${baseUrl}/v1/incidents`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { incidentNumber: number } })),
        ),
      );
      const failed = responses.filter((r) => r.status !== 201);
      expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
      expect(new Set(responses.map((r) => r.body.incidentNumber)).size).toBe(20);
      // Each submission emails the quality team (two demo accounts): sent by the cluster's outbox runner.
      const until = Date.now() + 20_000;
      while ((await emails()) < emailsBefore + 40 && Date.now() < until)
        await new Promise((r) => setTimeout(r, 200));
      expect(await emails()).toBe(emailsBefore + 40);
    });

    it('replaces a worker that dies, and stops every process on SIGTERM', async () => {
      const before = [...pidsInLog()];
      const victim = before[0] ?? -1;
      process.kill(victim, 'SIGKILL');
      await waitFor(() => output.includes(`Worker ${victim} exited`), 'the primary to notice');
      await waitFor(() => (output.match(/Server listening at/g) ?? []).length >= 3, 'a new worker to listen');
      expect((await fetch(`${baseUrl}/health`)).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const alive = (pid: number) => {
        try {
          process.kill(pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      await waitFor(() => [...pidsInLog()].every((pid) => !alive(pid)), 'every worker to exit', 15_000);
    });
  },
);
