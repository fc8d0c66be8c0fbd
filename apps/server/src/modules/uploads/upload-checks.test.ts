import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cleanFileName, uploadType } from './file-name';
import { headMatchesExtension, SNIFF_LENGTH } from './magic-bytes';
import { TINY_PNG } from './test-multipart';
import { GNU_TAR_HEADER, USTAR_HEADER } from './test-tar';
import { UploadGuard } from './upload-guard';

describe('magic bytes', () => {
  it('matches common signatures and refuses mismatches', async () => {
    expect(await headMatchesExtension('png', TINY_PNG)).toBe(true);
    expect(await headMatchesExtension('png', Buffer.from('not a png at all'))).toBe(false);
    expect(await headMatchesExtension('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(await headMatchesExtension('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(await headMatchesExtension('pdf', Buffer.from('<html>'))).toBe(false);
    expect(await headMatchesExtension('docx', Buffer.from('PK\u0003\u0004rest'))).toBe(true);
    expect(await headMatchesExtension('xlsx', Buffer.from('plain text'))).toBe(false);
    expect(await headMatchesExtension('webp', Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(await headMatchesExtension('gif', Buffer.from('GIF89a...'))).toBe(true);
    expect(await headMatchesExtension('dwg', Buffer.from('anything'))).toBe(true);
    expect(await headMatchesExtension('png', Buffer.alloc(0))).toBe(false);
  });

  it('recognises binary formats by their detected type: real Office files, ISO media brands, no impostors', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Incidents').addRow(['QI-1', 'Scratch']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await headMatchesExtension('xlsx', xlsx.subarray(0, SNIFF_LENGTH))).toBe(true);
    expect(await headMatchesExtension('docx', xlsx.subarray(0, SNIFF_LENGTH))).toBe(false);
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);
    expect(await headMatchesExtension('heic', ftyp('heic'))).toBe(true);
    expect(await headMatchesExtension('mp4', ftyp('isom'))).toBe(true);
    const exe = Buffer.alloc(1024);
    exe.write('MZ\u0090\u0000This program cannot be run in DOS mode.', 'latin1');
    expect(await headMatchesExtension('png', exe)).toBe(false);
    expect(await headMatchesExtension('pdf', Buffer.from('<!doctype html><script>alert(1)</script>'))).toBe(
      false,
    );
  });

  it('takes a .tar only with a valid header block ("ustar" at 257 and its checksum)', async () => {
    expect(await headMatchesExtension('tar', USTAR_HEADER)).toBe(true);
    expect(await headMatchesExtension('tar', GNU_TAR_HEADER)).toBe(true);
    const exe = Buffer.alloc(1024);
    exe.write('MZ\u0090\u0000This program cannot be run in DOS mode.', 'latin1');
    expect(await headMatchesExtension('tar', exe)).toBe(false);
    expect(
      await headMatchesExtension(
        'tar',
        Buffer.from(`<!doctype html><script>alert(1)</script>${' '.repeat(600)}`),
      ),
    ).toBe(false);
    // The magic placed by hand, without a header that adds up: still not a tar.
    const forged = Buffer.from(`<html>${' '.repeat(600)}`, 'latin1');
    forged.write('ustar\u000000', 257, 'latin1');
    forged.write('0000000\u0000', 148, 'latin1');
    expect(await headMatchesExtension('tar', forged)).toBe(false);
    const tampered = Buffer.from(USTAR_HEADER);
    tampered[0] = 0x62; // the name changed after the checksum was computed
    expect(await headMatchesExtension('tar', tampered)).toBe(false);
    expect(await headMatchesExtension('tar', USTAR_HEADER.subarray(0, 300))).toBe(false);
  });
});

describe('UploadGuard', () => {
  const run = (extension: string, chunks: Buffer[]) => {
    const guard = new UploadGuard(extension);
    return text(Readable.from(chunks).pipe(guard)).then((out) => ({ out, bytes: guard.bytes }));
  };

  it('passes content through unchanged when the head arrives in small pieces', async () => {
    const pieces = [...TINY_PNG].map((b) => Buffer.from([b]));
    const guard = new UploadGuard('png');
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pieces).pipe(guard)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(TINY_PNG)).toBe(true);
    expect(guard.bytes).toBe(TINY_PNG.length);
  });

  it('checks a file shorter than the sniff length at its end', async () => {
    await expect(run('txt', [Buffer.from('hi')])).resolves.toEqual({ out: 'hi', bytes: 2 });
    await expect(run('png', [Buffer.from('hi')])).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses NUL bytes in text files, even late in the file', async () => {
    const late = [Buffer.alloc(100_000, 0x61), Buffer.from([0x61, 0x00])];
    await expect(run('csv', late)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(run('bin', late)).resolves.toMatchObject({ bytes: 100_002 });
  });
});

describe('file names and types', () => {
  it('cleans names shown to people', () => {
    expect(cleanFileName('  report\u0000\u001f.pdf ')).toBe('report.pdf');
    expect(cleanFileName('C:\\fakepath\\photo.jpg')).toBe('photo.jpg');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(`${'a'.repeat(300)}.txt`)).toHaveLength(255);
  });

  it('takes a plain client type, else the type of the extension', () => {
    expect(uploadType('image/PNG', 'a.png')).toBe('image/png');
    expect(uploadType('application/octet-stream', 'a.pdf')).toBe('application/pdf');
    expect(uploadType('text/html; charset=utf-8', 'a.txt')).toBe('text/plain');
    expect(uploadType(undefined, 'a.unknown')).toBe('application/octet-stream');
  });
});
