// Builds build/pglite-template.tar (uncompressed: a first start reads it without gunzip, decision 0114): an initialised, migrated embedded database with the reference
// data seeded (the build's own seedDatabase, so the same catalog). A first start on an empty DATA_DIR
// loads it instead of running initdb (≈1 s instead of ≈5 s) and finds every seeded row there.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const out = path.resolve("build/pglite-template.tar");
fs.rmSync(path.resolve("build/pglite-template.tar.gz"), { force: true }); // the older, gzipped name
const started = Date.now();
const client = new PGlite({ extensions: { pg_trgm } });
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle") });
const { seedDatabase } = await import("../build/server/index.js");
const seeded = await seedDatabase(drizzle(client));
const dump = await client.dumpDataDir("none");
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await client.close();
console.log(
  `pglite template: ${path.relative(process.cwd(), out)} (${(dump.size / 1e6).toFixed(1)} MB, ${seeded.exercises} exercises, ${seeded.injuries} injuries, ${seeded.prompts} prompts, ${Date.now() - started} ms)`,
);
process.exit(0);
