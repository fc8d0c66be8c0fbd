import fsCallbacks from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalStorage, verifyFileSignature } from './local-storage';

describe('local storage', () => {
  let dir: string;
  let clock = 1_700_000_000_000;
  const secret = 'test-secret';
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'qi-storage-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const storage = () => createLocalStorage({ dir, baseUrl: 'http://x/v1/files', secret, now: () => clock });

  it('puts, gets and deletes a streamed file', async () => {
    const s = storage();
    const put = await s.put('organisations/abc.txt', Readable.from(['hello ', 'world']), 'text/plain');
    expect(put.size).toBe(11);
    const got = await s.get('organisations/abc.txt');
    expect(got.contentType).toBe('text/plain');
    expect(got.size).toBe(11);
    expect(await text(got.stream)).toBe('hello world');
    await s.delete('organisations/abc.txt');
    await expect(s.get('organisations/abc.txt')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  /**
   * The paths fsynced while `run` runs, read from /proc: the write stream's flush calls fs.fsync, writeFile's
   * flush and the folder syncs call FileHandle.sync.
   */
  async function recordSyncs(run: () => Promise<unknown>): Promise<string[]> {
    const synced: string[] = [];
    const pathOf = (fd: number) => fsCallbacks.readlinkSync(`/proc/self/fd/${fd}`);
    const probe = await fs.open(dir, 'r');
    const handleProto = Object.getPrototypeOf(probe) as { sync(this: { fd: number }): Promise<void> };
    await probe.close();
    const fsyncSpy = vi.spyOn(fsCallbacks, 'fsync').mockImplementation(((fd: number, cb: () => void) => {
      synced.push(pathOf(fd));
      fsCallbacks.fdatasyncSync(fd);
      cb();
    }) as never);
    const syncSpy = vi.spyOn(handleProto, 'sync').mockImplementation(async function (this: { fd: number }) {
      synced.push(pathOf(this.fd));
    });
    try {
      await run();
    } finally {
      fsyncSpy.mockRestore();
      syncSpy.mockRestore();
    }
    return synced;
  }

  it.runIf(process.platform === 'linux')(
    'flushes the file, its metadata and every folder up to the storage folder before put resolves',
    async () => {
      const put = (name: string) =>
        storage().put(`durable/new-folder/${name}`, Readable.from(['%PDF-1.7']), 'application/pdf');
      const folders = [path.join(dir, 'durable', 'new-folder'), path.join(dir, 'durable'), dir];
      const file = path.join(dir, 'durable', 'new-folder', 'report.pdf');
      expect(await recordSyncs(() => put('report.pdf'))).toEqual([
        `${file}.${process.pid}.partial`,
        `${file}.meta.json`,
        ...folders,
      ]);
      expect(await fs.readFile(file, 'utf8')).toBe('%PDF-1.7');
      // Into folders that exist already (made by an earlier or a concurrent upload): the same folders again.
      expect((await recordSyncs(() => put('second.pdf'))).slice(2)).toEqual(folders);
    },
  );

  it('refuses keys that could leave the folder', async () => {
    const s = storage();
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(s.put(key, Readable.from(['x']), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });

  it('signs URLs that expire and cannot be altered', async () => {
    const s = storage();
    const url = new URL(
      await s.signedUrl('organisations/abc.txt', { expiresInSeconds: 60, fileName: 'a.txt' }),
    );
    expect(url.pathname).toBe('/v1/files/organisations%2Fabc.txt');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const input = { key: 'organisations/abc.txt', expires, signature, fileName: 'a.txt' };
    expect(verifyFileSignature(secret, input, clock)).toBe(true);
    expect(verifyFileSignature(secret, input, clock + 61_000)).toBe(false);
    expect(verifyFileSignature(secret, { ...input, key: 'organisations/other.txt' }, clock)).toBe(false);
    expect(verifyFileSignature(secret, { ...input, expires: expires + 3600 }, clock)).toBe(false);
    expect(verifyFileSignature(secret, { ...input, fileName: 'b.txt' }, clock)).toBe(false);
    expect(verifyFileSignature('other-secret', input, clock)).toBe(false);
    clock += 1;
  });
});
