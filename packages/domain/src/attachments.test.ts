import { describe, expect, it } from 'vitest';
import {
  dedupeByName,
  fileExtension,
  fileIconFor,
  isUnderSizeLimit,
  oversizeMessage,
  partitionOversize,
  storageKeyFor,
  ZAttachment,
} from './attachments';

describe('size limit (docs/product.md §5, §9)', () => {
  it('accepts files strictly under 20971520 bytes', () => {
    expect(isUnderSizeLimit(20_971_519)).toBe(true);
    expect(isUnderSizeLimit(20_971_520)).toBe(false);
  });
  it('partitions oversize files', () => {
    const files = [
      { name: 'a', size: 1 },
      { name: 'b', size: 20_971_520 },
      { name: 'c', size: 30_000_000 },
    ];
    expect(partitionOversize(files)).toEqual({ accepted: [files[0]], rejected: [files[1], files[2]] });
  });
  it('words the message for one and for many', () => {
    expect(oversizeMessage(1)).toBe('1 file is too large. Please keep the files under 20MB.');
    expect(oversizeMessage(2)).toBe('2 files are too large. Please keep the files under 20MB.');
  });
});

describe('dedupeByName', () => {
  it('keeps the first of each name and skips names already present', () => {
    const files = [
      { name: 'a.pdf', n: 1 },
      { name: 'b.pdf', n: 2 },
      { name: 'a.pdf', n: 3 },
      { name: 'c.pdf', n: 4 },
    ];
    expect(dedupeByName(files, [{ name: 'c.pdf' }]).map((f) => f.n)).toEqual([1, 2]);
    expect(dedupeByName(files).map((f) => f.n)).toEqual([1, 2, 4]);
  });
});

describe('file icons and storage keys', () => {
  it('picks icons by extension with an unknown fallback', () => {
    expect(fileIconFor('report.PDF')).toBe('pdf');
    expect(fileIconFor('photo.jpeg')).toBe('image');
    expect(fileIconFor('sheet.xlsx')).toBe('excel');
    expect(fileIconFor('notes')).toBe('unknown');
    expect(fileIconFor('thing.xyz')).toBe('unknown');
    expect(fileIconFor('.bashrc')).toBe('unknown');
  });
  it('reads extensions', () => {
    expect(fileExtension('a.tar.GZ')).toBe('gz');
    expect(fileExtension('dir.v2/file')).toBe('');
  });
  it('builds organisations/{uuid}.{extension}', () => {
    expect(storageKeyFor('1234-abcd', 'Photo.JPG')).toBe('organisations/1234-abcd.jpg');
    expect(storageKeyFor('1234-abcd', 'README')).toBe('organisations/1234-abcd');
    expect(storageKeyFor('1234-abcd', 'x.../../etc')).toBe('organisations/1234-abcd');
  });
  it('validates an attachment record', () => {
    const ok = { id: 'a', name: 'a.pdf', type: 'application/pdf', size: 10, url: '/files/a' };
    expect(ZAttachment.parse(ok)).toEqual(ok);
    expect(ZAttachment.safeParse({ ...ok, size: -1 }).success).toBe(false);
  });
});
