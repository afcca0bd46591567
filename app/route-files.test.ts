/**
 * Each route's loader and action live in the route module or its `.server.ts` sibling (issue 22,
 * docs/decisions/0058). The rule, checked for every module `app/routes.ts` names:
 *
 *   A route module may import from the server side (`~/server/**`, a relative path into app/server,
 *   or any `*.server` module) only
 *     - the guards module `~/server/guards.server` (langOf, userOf, the layout middleware),
 *     - route middleware (named imports that all end in `Middleware`, e.g. the member cache's write hook),
 *     - types (`import type …` or `{ type X }` specifiers), and
 *     - its own sibling `./<name>.server` (routes/x.tsx → routes/x.server.ts).
 *   Everything else a loader or action needs goes through that sibling.
 *
 * So a route whose loader or action touches server code has a sibling, and no page handler lives in
 * app/server/ unseen from the route. The negative controls below run the checker on bad import lines.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");
const GUARDS = "~/server/guards.server";

/** The route modules `app/routes.ts` names, relative to app/ ("routes/member/dashboard.tsx"). */
function routeModules(routesSource: string): string[] {
  return [...new Set([...routesSource.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => m[1]!))].sort();
}

/** The imports of one route module that break the rule (empty when it keeps it). */
function violations(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const sibling = `./${path.basename(file).replace(/\.tsx?$/, "")}.server`;
  const dir = path.posix.dirname(file);
  const found: string[] = [];
  for (const st of sf.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const resolved = spec.startsWith(".") ? `~/${path.posix.normalize(path.posix.join(dir, spec))}` : spec;
    const serverSide = resolved.startsWith("~/server/") || /\.server$/.test(resolved);
    if (!serverSide || spec === sibling || resolved === GUARDS) continue;
    if (typeOnly(st) || middlewareOnly(st)) continue;
    found.push(`${file}: ${spec}`);
  }
  return found;
}

/** Route middleware (infrastructure like the guards): every named import ends in `Middleware`. */
function middlewareOnly(st: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (!ts.isImportDeclaration(st)) return false;
  const named = st.importClause?.namedBindings;
  if (!named || !ts.isNamedImports(named) || st.importClause?.name) return false;
  return named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly || e.name.text.endsWith("Middleware"));
}

function typeOnly(st: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(st)) {
    return st.isTypeOnly || Boolean(st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.every((e) => e.isTypeOnly));
  }
  const clause = st.importClause;
  if (!clause) return false; // a side-effect import runs server code
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const named = clause.namedBindings;
  return Boolean(named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
}

/**
 * Routes whose server code has not yet moved beside them (issue 22 item 1, still open). The list only
 * shrinks: the test below fails when a listed route already keeps the rule, so it is taken off.
 */
const NOT_YET_MOVED = new Set([
  "routes/about.tsx",
  "routes/api.auth.ts",
  "routes/home.tsx",
  "routes/imprint.tsx",
  "routes/pricing.tsx",
  "routes/privacy.tsx",
  "routes/process.tsx",
  "routes/success-stories.tsx",
  "routes/terms.tsx",
]);

describe("route files: a route's loader and action live in the route module or its .server sibling", () => {
  const modules = routeModules(fs.readFileSync(path.join(APP, "routes.ts"), "utf8"));
  const read = (m: string) => fs.readFileSync(path.join(APP, m), "utf8");

  it("finds the route table's modules", () => {
    expect(modules).toContain("routes/member/dashboard.tsx");
    expect(modules.length).toBeGreaterThan(30);
  });

  it.each(modules.filter((m) => !NOT_YET_MOVED.has(m)))("%s imports server code only through its sibling", (m) => {
    expect(violations(m, read(m))).toEqual([]);
  });

  it("the list of routes not yet moved names only routes that still break the rule", () => {
    expect([...NOT_YET_MOVED].filter((m) => !modules.includes(m) || violations(m, read(m)).length === 0)).toEqual([]);
  });

  it("negative controls: the checker fails on server code imported past the sibling", () => {
    const file = "routes/member/payment.tsx";
    expect(violations(file, `import { getDb } from "~/server/runtime.server";`)).toEqual([`${file}: ~/server/runtime.server`]);
    expect(violations(file, `import { getDb, type Db } from "../../server/runtime.server";`)).toHaveLength(1);
    expect(violations(file, `import { dashboardLoader } from "./dashboard.server";`)).toHaveLength(1);
    expect(violations(file, `export { paymentLoader as loader } from "~/server/member/payment.server";`)).toHaveLength(1);
    expect(violations(file, `import "~/server/jobs/worker.server";`)).toHaveLength(1);
    expect(violations(file, `import { memberWritesMiddleware, bumpMemberData } from "~/server/html/member-data-versions.server";`)).toHaveLength(1);
  });

  it("positive controls: guards, types and the own sibling pass", () => {
    const file = "routes/member/payment.tsx";
    const ok = [
      `import { langOf, userOf } from "~/server/guards.server";`,
      `import type { AppUser } from "~/server/auth/session.server";`,
      `import { type AppUser } from "~/server/auth/session.server";`,
      `import { paymentAction, paymentLoader, type PaymentAnswer } from "./payment.server";`,
      `import { useLang } from "~/i18n";`,
      `import { memberWritesMiddleware } from "~/server/html/member-data-versions.server";`,
    ].join("\n");
    expect(violations(file, ok)).toEqual([]);
  });
});
