// Build step: a brotli (.br) and a gzip (.gz) copy beside every compressible file of build/client, at
// the highest levels, so the server sends them as they are and never compresses a file per request
// (app/server/static-files.server.ts). Files under 1 KB (the server's threshold) and copies that
// would not be smaller are skipped.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = process.argv[2] ?? "build/client";
const COMPRESSIBLE = /\.(js|mjs|css|svg|txt|json|html|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ".vite") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const started = Date.now();
let count = 0;
let before = 0;
let afterBr = 0;
for (const file of files(ROOT)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(source, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = zlib.gzipSync(source, { level: 9 });
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
  before += source.length;
  afterBr += br.length;
}
console.log(`precompressed ${count} files in ${ROOT}: ${(before / 1024).toFixed(0)} KB → ${(afterBr / 1024).toFixed(0)} KB brotli (${Date.now() - started} ms)`);
