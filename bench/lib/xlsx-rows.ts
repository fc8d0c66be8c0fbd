import fs from 'node:fs';
import zlib from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const ROW = Buffer.from('<row ');

/** The first worksheet's place in a zip file, from its central directory (which always holds the sizes). */
function findSheet(fd: number, size: number): { start: number; length: number; deflated: boolean } {
  // The end record is the last 22 bytes, or further back by a comment of at most 64 KB.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  fs.readSync(fd, tail, 0, tailLength, size - tailLength);
  let end = -1;
  for (let at = tailLength - 22; at >= 0 && end < 0; at--)
    if (tail.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) end = at;
  if (end < 0) throw new Error('Not a zip file (no end of central directory)');
  const entries = tail.readUInt16LE(end + 10);
  const directory = Buffer.alloc(tail.readUInt32LE(end + 12));
  fs.readSync(fd, directory, 0, directory.length, tail.readUInt32LE(end + 16));
  for (let at = 0, n = 0; n < entries && directory.readUInt32LE(at) === CENTRAL_ENTRY; n++) {
    const nameLength = directory.readUInt16LE(at + 28);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (/^xl\/worksheets\/sheet\d+\.xml$/.test(name)) {
      const length = directory.readUInt32LE(at + 20);
      const local = directory.readUInt32LE(at + 42);
      if (length === 0xffffffff || local === 0xffffffff) throw new Error('ZIP64 workbooks are not read here');
      const header = Buffer.alloc(30);
      fs.readSync(fd, header, 0, 30, local);
      const start = local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      return { start, length, deflated: directory.readUInt16LE(at + 10) === 8 };
    }
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  throw new Error('No worksheet in the workbook');
}

/**
 * The rows of an XLSX file's first worksheet (its `<row ` elements, the header row included), read as a
 * stream: a 100,000-row sheet is hundreds of megabytes of XML.
 */
export async function countXlsxRows(file: string): Promise<number> {
  const fd = fs.openSync(file, 'r');
  let sheet: ReturnType<typeof findSheet>;
  try {
    sheet = findSheet(fd, fs.fstatSync(fd).size);
  } finally {
    fs.closeSync(fd);
  }
  if (sheet.length === 0) return 0;
  const raw = fs.createReadStream(file, { start: sheet.start, end: sheet.start + sheet.length - 1 });
  const xml = sheet.deflated ? raw.pipe(zlib.createInflateRaw()) : raw;
  let rows = 0;
  // The last bytes of a chunk, shorter than the pattern: a `<row ` split between two chunks counts once.
  let carry = Buffer.alloc(0);
  for await (const chunk of xml as AsyncIterable<Buffer>) {
    const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    for (let at = text.indexOf(ROW); at !== -1; at = text.indexOf(ROW, at + ROW.length)) rows++;
    carry = Buffer.from(text.subarray(Math.max(0, text.length - (ROW.length - 1))));
  }
  return rows;
}
