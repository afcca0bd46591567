import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { readTar, restoreTemplate } from "./template.server";

/** A ustar archive as PGlite's dumpDataDir writes it (leading "/", directories and files). */
function tar(entries: Array<{ name: string; body?: string; type?: string }>): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = Buffer.from(e.body ?? "");
    const header = Buffer.alloc(512);
    header.write(e.name, 0, 100, "utf8");
    header.write(e.type === "5" ? "0000750\0" : "0000640\0", 100);
    header.write("0000000\0", 108);
    header.write("0000000\0", 116);
    header.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
    header.write("00000000000\0", 136);
    header.write(e.type ?? "0", 156);
    header.write("ustar\0", 257);
    header.write("00", 263);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "template-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function writeTemplate(dir: string, archive: Buffer): string {
  const file = path.join(dir, "template.tar.gz");
  fs.writeFileSync(file, zlib.gzipSync(archive));
  return file;
}

describe("restoreTemplate", () => {
  it("writes every directory and file of the archive into the new data directory", async () => {
    const dir = tempDir();
    const file = writeTemplate(dir, tar([{ name: "/base", type: "5" }, { name: "/base/1", type: "5" }, { name: "/base/1/1259", body: "x".repeat(700) }, { name: "/PG_VERSION", body: "17\n" }]));
    const pgdata = path.join(dir, "pgdata");
    await restoreTemplate(file, pgdata);
    expect(fs.readFileSync(path.join(pgdata, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(fs.readFileSync(path.join(pgdata, "base/1/1259"), "utf8")).toBe("x".repeat(700));
    expect(fs.readdirSync(dir).sort()).toEqual(["pgdata", "template.tar.gz"]);
  });

  it("reads the build's uncompressed archive as well as a gzipped one (decision 0114)", async () => {
    const dir = tempDir();
    const archive = tar([{ name: "/base", type: "5" }, { name: "/base/1259", body: "z".repeat(1500) }, { name: "/PG_VERSION", body: "17\n" }]);
    const plain = path.join(dir, "template.tar");
    fs.writeFileSync(plain, archive);
    await restoreTemplate(plain, path.join(dir, "plain"));
    await restoreTemplate(writeTemplate(dir, archive), path.join(dir, "gzipped"));
    for (const target of ["plain", "gzipped"]) {
      expect(fs.readFileSync(path.join(dir, target, "base/1259"), "utf8")).toBe("z".repeat(1500));
      expect(fs.readFileSync(path.join(dir, target, "PG_VERSION"), "utf8")).toBe("17\n");
    }
    // Control: bytes that are neither a tar nor gzip are refused, not written.
    const junk = path.join(dir, "junk.tar");
    fs.writeFileSync(junk, Buffer.alloc(1024, 7));
    await expect(restoreTemplate(junk, path.join(dir, "junk"))).rejects.toThrow(/not a ustar archive/);
    expect(fs.existsSync(path.join(dir, "junk"))).toBe(false);
  });

  it("a restore that fails half-way leaves no data directory (the next start restores again)", async () => {
    const dir = tempDir();
    // PG_VERSION is written, then the next file cannot be (its parent is a file): a directory that
    // looked complete would be opened as a database on the next start.
    const file = writeTemplate(dir, tar([{ name: "/PG_VERSION", body: "17\n" }, { name: "/PG_VERSION/x", body: "y" }]));
    const pgdata = path.join(dir, "pgdata");
    await expect(restoreTemplate(file, pgdata)).rejects.toThrow();
    expect(fs.existsSync(pgdata)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(["template.tar.gz"]);
  });

  it("never writes outside the data directory and never over a non-empty one", async () => {
    const dir = tempDir();
    expect(() => readTar(tar([{ name: "/../escape", body: "x" }]))).toThrow(/leaves the directory/);
    expect(() => readTar(tar([{ name: "/link", type: "2" }]))).toThrow(/unsupported entry type/);
    const file = writeTemplate(dir, tar([{ name: "/PG_VERSION", body: "17\n" }]));
    const pgdata = path.join(dir, "pgdata");
    fs.mkdirSync(pgdata);
    fs.writeFileSync(path.join(pgdata, "keep"), "mine");
    await expect(restoreTemplate(file, pgdata)).rejects.toThrow();
    expect(fs.readdirSync(pgdata)).toEqual(["keep"]);
  });
});
