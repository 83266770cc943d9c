// The compiled store's file format: one file per kind holding typed sections, so that loading a kind
// is one read and a few typed-array views, with no parsing, sorting or hashing at run time.
//
// Layout: "TRSTORE1" | u32 header length | header JSON | sections, each starting on an 8-byte
// boundary (relative to an 8-aligned start) so Float64Array views need no copy.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const magic = Buffer.from('TRSTORE1', 'latin1');

export type SectionValue = Uint8Array | Uint32Array | Float64Array | { text: string };
type SectionType = 'bytes' | 'u32' | 'f64' | 'text';

interface SectionHeader {
  name: string;
  type: SectionType;
  offset: number;
  byteLength: number;
}

interface FileHeader<M> {
  meta: M;
  sections: SectionHeader[];
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

function sectionBytes(value: SectionValue): { type: SectionType; bytes: Uint8Array } {
  if (value instanceof Float64Array) return { type: 'f64', bytes: new Uint8Array(value.buffer, value.byteOffset, value.byteLength) };
  if (value instanceof Uint32Array) return { type: 'u32', bytes: new Uint8Array(value.buffer, value.byteOffset, value.byteLength) };
  if (value instanceof Uint8Array) return { type: 'bytes', bytes: value };
  return { type: 'text', bytes: Buffer.from(value.text, 'utf8') };
}

/** Writes the file and returns its size and sha256 (recorded in the store's meta.json). */
export function writeStoreFile<M>(path: string, meta: M, sections: Record<string, SectionValue>): { bytes: number; sha256: string } {
  const encoded = Object.entries(sections).map(([name, value]) => ({ name, ...sectionBytes(value) }));
  // Offsets are relative to the first section, so the header does not depend on its own length.
  let offset = 0;
  const headers: SectionHeader[] = encoded.map(({ name, type, bytes }) => {
    const header = { name, type, offset, byteLength: bytes.byteLength };
    offset = align8(offset + bytes.byteLength);
    return header;
  });
  const headerJson = Buffer.from(JSON.stringify({ meta, sections: headers } satisfies FileHeader<M>), 'utf8');
  const dataStart = align8(magic.length + 4 + headerJson.length);
  const file = Buffer.alloc(dataStart + offset);
  magic.copy(file, 0);
  file.writeUInt32LE(headerJson.length, magic.length);
  headerJson.copy(file, magic.length + 4);
  encoded.forEach(({ bytes }, i) => {
    file.set(bytes, dataStart + headers[i]!.offset);
  });
  writeFileSync(path, file);
  return { bytes: file.length, sha256: createHash('sha256').update(file).digest('hex') };
}

export interface StoreFile<M> {
  meta: M;
  bytes(name: string): Buffer;
  u32(name: string): Uint32Array;
  f64(name: string): Float64Array;
  text(name: string): string;
}

/** Reads a store file, checking it is the one the build wrote (`expected` from meta.json). */
export function readStoreFile<M>(path: string, expected?: { bytes: number; sha256: string }): StoreFile<M> {
  let file = readFileSync(path);
  if (expected && (file.length !== expected.bytes || createHash('sha256').update(file).digest('hex') !== expected.sha256)) {
    throw new Error(`${path} is damaged (its size or checksum differs from what the build recorded); run the build again (npm run build).`);
  }
  if (file.byteOffset % 8 !== 0) file = Buffer.from(file); // a pooled small buffer; copy to align
  if (!file.subarray(0, magic.length).equals(magic)) {
    throw new Error(`${path} is not a compiled store file; run the build again (npm run build).`);
  }
  const headerLength = file.readUInt32LE(magic.length);
  const header = JSON.parse(file.toString('utf8', magic.length + 4, magic.length + 4 + headerLength)) as FileHeader<M>;
  const dataStart = align8(magic.length + 4 + headerLength);
  const sections = new Map(header.sections.map((section) => [section.name, { ...section, offset: dataStart + section.offset }]));
  const section = (name: string, type: SectionType) => {
    const found = sections.get(name);
    if (!found || found.type !== type) throw new Error(`${path} has no ${type} section "${name}"; run the build again.`);
    return found;
  };
  return {
    meta: header.meta,
    bytes(name) {
      const { offset, byteLength } = section(name, 'bytes');
      return file.subarray(offset, offset + byteLength);
    },
    u32(name) {
      const { offset, byteLength } = section(name, 'u32');
      return new Uint32Array(file.buffer, file.byteOffset + offset, byteLength / 4);
    },
    f64(name) {
      const { offset, byteLength } = section(name, 'f64');
      return new Float64Array(file.buffer, file.byteOffset + offset, byteLength / 8);
    },
    text(name) {
      const { offset, byteLength } = section(name, 'text');
      return file.toString('utf8', offset, offset + byteLength);
    },
  };
}
