/**
 * What the browser loads (issue 14, decision 0051), checked on the static import graph: a page's
 * chunk carries neither the other language's copy nor code it does not show. `npm run bench:js`
 * measures the built result against the budgets.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { clientImportGraph, staticImports } from "./client-imports";

const graph = (...entries: string[]) => clientImportGraph(entries);
const source = (file: string) => fs.readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("staticImports", () => {
  it("follows value imports and re-exports, not type-only or dynamic imports", () => {
    const source = [
      `import { a } from "./a";`,
      `import type { B } from "./b";`,
      `import { type C, type D } from "./c";`,
      `import { type E, f } from "./e";`,
      `import "./side-effect";`,
      `export { g } from "./g";`,
      `export type { H } from "./h";`,
      `const lazy = () => import("./lazy");`,
      `// import { x } from "./commented";`,
    ].join("\n");
    expect(staticImports(source)).toEqual(["./a", "./e", "./g", "./side-effect"]);
  });
});

describe("the browser's import graph", () => {
  const marketing = ["home", "process", "pricing", "about", "success-stories"];
  const legal = ["imprint", "privacy", "terms"];

  it("marketing and legal pages get their copy as loader data: no copy module, no schema library", () => {
    for (const page of [...marketing, ...legal]) {
      const { modules, packages } = graph(`app/routes/${page}.tsx`);
      const copy = [...modules].filter((m) => m.startsWith("app/i18n/pages/") && !/\/(legal|legal-document|og-image)\.tsx?$/.test(m));
      expect(copy, page).toEqual([]);
      expect(packages.has("zod"), page).toBe(false);
      // Plain elements for the FAQ: no component library on a marketing page.
      expect(packages.has("radix-ui"), page).toBe(false);
    }
    // The placeholders' values come with the text: no table of company fields in the browser.
    for (const page of legal) expect(graph(`app/routes/${page}.tsx`).modules.has("app/domain/legal/company.ts"), page).toBe(false);
  });

  it("the dashboard route loads its tabs, the plan view and the submission dialog only when shown", () => {
    const { modules, packages } = graph("app/routes/member/dashboard.tsx");
    expect(packages.has("radix-ui")).toBe(false);
    for (const heavy of [
      "app/components/dashboard/overview.tsx",
      "app/components/dashboard/current-plan-tab.tsx",
      "app/components/dashboard/profile-tab.tsx",
      "app/components/dashboard/history-tab.tsx",
      "app/components/plan/plan-view.tsx",
      "app/i18n/pages/training.ts",
    ]) {
      expect(modules.has(heavy), heavy).toBe(false);
    }
  });

  it("the plan view carries neither the dialog library, the exercise matcher nor a schema library", () => {
    const { modules, packages } = graph("app/components/dashboard/current-plan-tab.tsx");
    expect(modules.has("app/components/plan/plan-view.tsx")).toBe(true);
    expect(modules.has("app/components/ui/dialog.tsx")).toBe(false);
    expect(modules.has("app/domain/plan/match.ts")).toBe(false);
    expect(packages.has("zod")).toBe(false);
    // The pictures come with the page's data for the exercises it shows, not as the whole table (decision 0120).
    expect(modules.has("app/domain/exercises/images.ts")).toBe(false);
  });

  it("the rest timer's bar is a chunk of its own, loaded by the page shell only while a rest runs", () => {
    const { modules } = graph("app/root.tsx");
    expect(modules.has("app/components/plan/rest-timer.tsx")).toBe(true);
    expect(modules.has("app/components/plan/rest-timer-bar.tsx")).toBe(false);
    expect(modules.has("app/i18n/pages/rest-timer.ts")).toBe(false);
    expect(source("app/components/plan/rest-timer.tsx")).toContain('import("./rest-timer-bar")');
    // The plan view loads it while online, so a set ticked offline later still shows the bar.
    expect(source("app/components/plan/rest-timer-settings.tsx")).toContain("preloadRestTimerBar()");
  });

  it("the forms load their schemas only to validate: no schema library up front in the profile and history tabs, the questionnaire, the security and the sign-in pages", () => {
    const schemaModules = ["app/domain/questionnaire/schema.ts", "app/domain/auth/validation.ts", "app/domain/form-schema.ts", "app/lib/zod-config.ts"];
    for (const entry of [
      "app/components/dashboard/profile-tab.tsx",
      "app/components/dashboard/history-tab.tsx",
      "app/components/account/two-factor-settings.tsx",
      "app/routes/member/questionnaire.tsx",
      "app/routes/account/security.tsx",
      "app/routes/auth/login.tsx",
      "app/routes/auth/register.tsx",
      "app/routes/auth/forgot-password.tsx",
      "app/routes/auth/reset-password.tsx",
      "app/routes/auth/callback.tsx",
    ]) {
      const { modules, packages } = graph(entry);
      expect(packages.has("zod"), entry).toBe(false);
      for (const schema of schemaModules) expect(modules.has(schema), `${entry} → ${schema}`).toBe(false);
    }
    // The forms still validate in the browser: the schemas are a chunk of their own, imported on demand.
    expect(graph("app/components/questionnaire/form-schemas.ts").modules.has("app/lib/lazy-module.ts")).toBe(true);
    expect(source("app/components/questionnaire/form-schemas.ts")).toContain('import("~/domain/questionnaire/schema")');
    expect(source("app/components/auth/auth-ui.tsx")).toContain('import("~/domain/auth/validation")');
  });

  it("the profile tab's second-factor section carries the account forms' texts, not every sign-in page's", () => {
    const { modules } = graph("app/components/dashboard/profile-tab.tsx", "app/components/account/two-factor-settings.tsx");
    expect(modules.has("app/i18n/pages/auth-forms.ts")).toBe(true);
    expect(modules.has("app/i18n/pages/auth.ts")).toBe(false);
  });

  it("the app shell (root) carries no slot component and no schema library", () => {
    const { packages } = graph("app/root.tsx");
    expect(packages.has("radix-ui")).toBe(false);
    expect(packages.has("zod")).toBe(false);
  });
});
