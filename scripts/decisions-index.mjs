// The index of the decision records (docs/decisions.md) from the records themselves: every record is
// listed in number order with its title and status, and the numbers never used are named as such.
// `node scripts/decisions-index.mjs` rewrites the index; scripts/decisions.test.ts fails when it is stale.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(root, "docs/decisions");

export function readRecords() {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), "utf8");
      const title = /^# \d{4}\. (.+)$/m.exec(text)?.[1] ?? "";
      const status = /^Status: (.+)$/m.exec(text)?.[1] ?? "";
      return { number: Number(file.slice(0, 4)), file, title, status };
    });
}

/** Numbers below the highest record that no record uses. */
export function unusedNumbers(records) {
  const used = new Set(records.map((r) => r.number));
  const max = Math.max(...used);
  const out = [];
  for (let n = 1; n < max; n++) if (!used.has(n)) out.push(n);
  return out;
}

const pad = (n) => String(n).padStart(4, "0");

export function renderIndex(records) {
  const unused = unusedNumbers(records);
  const lines = [
    "# Decisions",
    "",
    "Short numbered records of choices that differ from, or refine, `../shared/ARCHITECTURE.md`: one file",
    "per decision in `docs/decisions/` (context, decision, consequences) with a `Status:` line —",
    "`accepted`, or `superseded by N` (wholly or in the part it names). This index is generated from the",
    "records (`node scripts/decisions-index.mjs`; `scripts/decisions.test.ts` fails when it is stale).",
    "",
    "Numbers are handed out in ranges to work done in parallel, so some are never used:",
    unused.length ? `${unused.map(pad).join(", ")} were left unused (blocks handed out to parallel work that needed fewer records).` : "none is unused.",
    "",
    "| # | decision | status |",
    "|---|---|---|",
    ...records.map((r) => `| ${pad(r.number)} | [${r.title.replace(/\|/g, "\\|")}](decisions/${r.file}) | ${r.status} |`),
    "",
  ];
  return lines.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(path.join(root, "docs/decisions.md"), renderIndex(readRecords()));
  console.log("docs/decisions.md written");
}
