/**
 * The build's database template (build/pglite-template.tar, decision 0002) restored into a new data
 * directory by this process: the tar's files written with plain `fs` calls. The build writes the archive
 * uncompressed (decision 0114: gunzip was ~440 ms of a cold start); a gzipped one is still read.
 * PGlite's own `loadDataDir` does the same through its WebAssembly file system, about a second of
 * this process's CPU on a first start (decision 0105); PGlite then opens the directory as on any later
 * start.
 *
 * The files are written to a sibling directory and renamed into place at the end, so a start that
 * dies half-way leaves no `pgdata` that looks complete (PG_VERSION present) but is not.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gunzip = promisify(zlib.gunzip);
const BLOCK = 512;

/** One entry of a ustar archive: a directory or a regular file. */
export interface TarEntry {
  name: string;
  kind: "directory" | "file";
  mode: number;
  body: Uint8Array;
}

function text(block: Uint8Array, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString("utf8");
}

function octal(block: Uint8Array, start: number, length: number): number {
  const value = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(value)) throw new Error(`template: bad number field "${value}"`);
  return value ? parseInt(value, 8) : 0;
}

/**
 * The entries of an uncompressed ustar archive (as PGlite's dumpDataDir writes it: directories and
 * regular files, short names). Anything else — links, long-name or pax records, a path leaving the
 * directory — is an error: the caller then falls back to PGlite's own restore.
 */
export function readTar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break; // end of archive
    if (text(header, 257, 5) !== "ustar") throw new Error("template: not a ustar archive");
    // The prefix field ends at 476 in the star variant (atime and ctime follow); names here are short.
    const prefix = text(header, 345, 131);
    const name = (prefix ? `${prefix}/` : "") + text(header, 0, 100);
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const parts = name.split("/").filter((p) => p !== "" && p !== ".");
    if (parts.some((p) => p === "..")) throw new Error(`template: path leaves the directory: ${name}`);
    const body = archive.subarray(offset + BLOCK, offset + BLOCK + size);
    if (body.length !== size) throw new Error("template: archive cut short");
    const mode = octal(header, 100, 8) & 0o777;
    if (type === "5") entries.push({ name: parts.join("/"), kind: "directory", mode, body });
    else if (type === "0" || type === "\0") entries.push({ name: parts.join("/"), kind: "file", mode, body });
    else throw new Error(`template: unsupported entry type "${type}" (${name})`);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** True when the bytes start with gzip's magic number. */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/**
 * Restores the template (a tar archive, gzipped or not) into `pgdata`, which must not exist yet (or be an empty directory).
 * Owner-only permissions, as PostgreSQL's own data directories.
 */
export async function restoreTemplate(templateFile: string, pgdata: string): Promise<void> {
  const file = await fs.promises.readFile(templateFile);
  const entries = readTar(isGzip(file) ? await gunzip(file) : file);
  const staging = `${pgdata}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    for (const entry of entries) {
      const target = path.join(staging, entry.name);
      if (entry.kind === "directory") fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        fs.writeFileSync(target, entry.body, { mode: 0o600 });
      }
    }
    if (!fs.existsSync(path.join(staging, "PG_VERSION"))) throw new Error("template: no PG_VERSION in the archive");
    if (fs.existsSync(pgdata)) fs.rmdirSync(pgdata); // only an empty directory; anything else throws
    fs.renameSync(staging, pgdata);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
