// Tells an import's format from the file's content (the user may override it), and packs
// several Markdown files into one zip (stored, uncompressed) so they import together.
import type { ImportFormat } from '../../generated/graphql';

const MARKDOWN_EXT = /\.(md|markdown|txt|text)$/i;

/** The names of a zip's entries, read from its central directory; null when it is not a zip. */
export async function zipEntryNames(file: Blob): Promise<string[] | null> {
  const tailSize = Math.min(file.size, 65557);
  const tail = new DataView(await file.slice(file.size - tailSize).arrayBuffer());
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = tail.getUint16(eocd + 10, true);
  const size = tail.getUint32(eocd + 12, true);
  const offset = tail.getUint32(eocd + 16, true);
  if (offset + size > file.size) return null;
  const cd = new DataView(await file.slice(offset, offset + size).arrayBuffer());
  const names: string[] = [];
  const decoder = new TextDecoder();
  let p = 0;
  for (let k = 0; k < count && p + 46 <= cd.byteLength; k++) {
    if (cd.getUint32(p, true) !== 0x02014b50) return null;
    const nameLen = cd.getUint16(p + 28, true);
    const extraLen = cd.getUint16(p + 30, true);
    const commentLen = cd.getUint16(p + 32, true);
    names.push(decoder.decode(new Uint8Array(cd.buffer, cd.byteOffset + p + 46, nameLen)));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/** The format of a file, from its content (and, for plain text, its name); null when unknown. */
export async function detectFormat(file: File): Promise<ImportFormat | null> {
  const head = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (head[0] === 0x50 && head[1] === 0x4b) {
    const names = await zipEntryNames(file);
    if (!names) return null;
    const files = names.filter((n) => !n.endsWith('/'));
    if (files.some((n) => /(^|\/)(users|channels)\.json$/.test(n) || /\/\d{4}-\d{2}-\d{2}\.json$/.test(n))) return 'SLACK';
    if (files.some((n) => MARKDOWN_EXT.test(n))) return 'MARKDOWN';
    return null;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
  const start = text.trimStart();
  if (start.startsWith('From ')) return 'MBOX';
  if (start.startsWith('{')) return 'JSONL';
  const firstLine = (start.split(/\r?\n/)[0] ?? '').toLowerCase();
  if (firstLine.includes(',') && /(^|,)"?id"?(,|$)/.test(firstLine) && firstLine.includes('title')) return 'LINEAR_CSV';
  if (MARKDOWN_EXT.test(file.name) && !head.includes(0)) return 'MARKDOWN';
  return null;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = (CRC_TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip (stored, no compression) of files, each under its own name. */
export async function zipFiles(files: readonly File[], name: string): Promise<File> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const f of files) {
    const data = new Uint8Array(await f.arrayBuffer());
    const fname = encoder.encode(f.name);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, fname.length, true);
    parts.push(new Uint8Array(local.buffer), fname, data);
    const cd = new DataView(new ArrayBuffer(46));
    cd.setUint32(0, 0x02014b50, true);
    cd.setUint16(4, 20, true);
    cd.setUint16(6, 20, true);
    cd.setUint16(8, 0x0800, true);
    cd.setUint32(16, crc, true);
    cd.setUint32(20, data.length, true);
    cd.setUint32(24, data.length, true);
    cd.setUint16(28, fname.length, true);
    cd.setUint32(42, offset, true);
    central.push(new Uint8Array(cd.buffer), fname);
    offset += 30 + fname.length + data.length;
  }
  const cdSize = central.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, files.length, true);
  end.setUint16(10, files.length, true);
  end.setUint32(12, cdSize, true);
  end.setUint32(16, offset, true);
  return new File([...parts, ...central, new Uint8Array(end.buffer)] as BlobPart[], name, { type: 'application/zip' });
}
