/**
 * The layer rules of eslint.config.js (decision 0082) fail the lint on a violation: each rule is run
 * through ESLint's Node API on a synthetic file in the layer, once with a forbidden import (in both
 * import styles) and once with an allowed one (a negative control).
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const cwd = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath: `${cwd}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const cases: { layer: string; file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    layer: "app/server never imports app/components",
    file: "app/server/admin/synthetic.server.ts",
    forbidden: ["../../components/ui/toast-store", "~/components/ui/toast-store"],
    allowed: ["~/lib/toast", "~/server/db/client.server"],
  },
  {
    layer: "app/domain never imports app/server",
    file: "app/domain/plan/synthetic.ts",
    forbidden: ["../../server/db/client.server", "~/server/plans/review", "./approve.server"],
    allowed: ["./parser", "~/lib/toast"],
  },
  { layer: "app/domain never imports app/i18n", file: "app/domain/admin/synthetic.ts", forbidden: ["../../i18n/format", "~/i18n/config"], allowed: ["~/domain/plan/parser"] },
  { layer: "app/domain never imports app/components", file: "app/domain/admin/synthetic.ts", forbidden: ["../../components/ui/toast-store", "~/components/admin/x"], allowed: ["zod"] },
  { layer: "app/i18n never imports app/server", file: "app/i18n/pages/synthetic.ts", forbidden: ["../../server/mail/templates.server", "~/server/env.server"], allowed: ["./config", "~/i18n/format"] },
  { layer: "app/lib never imports app/domain", file: "app/lib/synthetic.ts", forbidden: ["~/domain/unavailable", "../domain/plan/parser"], allowed: ["./toast", "react-dom/server"] },
  {
    layer: "components never import from route modules",
    file: "app/components/plan/synthetic.tsx",
    forbidden: ["~/routes/member/training.server", "../../routes/admin/plan.server"],
    allowed: ["~/components/ui/button", "~/domain/training/answer"],
  },
];

describe("layer lint rules", () => {
  // Loading the config (typescript-eslint) takes seconds on a busy machine.
  beforeAll(() => eslint.calculateConfigForFile(`${cwd}app/lib/x.ts`), 60_000);

  for (const c of cases) {
    it(`${c.layer}: fails on a violation`, async () => {
      for (const path of c.forbidden) {
        const messages = await restricted(c.file, `import { x } from "${path}";`);
        // A relative path across folders breaks the import style as well (two messages then).
        expect(messages.length, path).toBeGreaterThanOrEqual(1);
        expect(messages.some((m) => m.includes(`'${path}' import is restricted`) && !m.includes("one import style")), path).toBe(true);
      }
    });
    it(`${c.layer}: allows the lower layers`, async () => {
      for (const path of c.allowed) expect(await restricted(c.file, `import { x } from "${path}";`), path).toEqual([]);
    });
  }

  it("type-only imports count as well", async () => {
    expect(await restricted("app/server/auth/synthetic.server.ts", `import type { x } from "~/components/ui/toast-store";`)).toHaveLength(1);
  });

  it("one import style: `~/` across folders, `./` for a sibling, in every part of app/ and its tests", async () => {
    for (const file of ["app/routes/member/synthetic.tsx", "app/root-synthetic.tsx", "app/server/plans/synthetic.server.ts", "app/domain/plan/synthetic.test.ts", "app/components/plan/synthetic.test.tsx"]) {
      const messages = await restricted(file, `import { x } from "../lib/toast";`);
      expect(messages.some((m) => m.includes("one import style")), file).toBe(true);
      // Negative control: the same module by `~/` and a sibling by `./` pass.
      expect(await restricted(file, `import { x } from "~/lib/toast";`), file).toEqual([]);
      expect(await restricted(file, `import { x } from "./sibling";`), file).toEqual([]);
    }
  });

  it("domain code may not use Node, its tests may", async () => {
    expect(await restricted("app/domain/plan/synthetic.ts", `import { x } from "node:fs";`)).toHaveLength(1);
    expect(await restricted("app/domain/plan/synthetic.test.ts", `import { x } from "node:fs";`)).toEqual([]);
    expect(await restricted("app/domain/plan/synthetic.test.ts", `import { x } from "~/i18n/format";`)).toHaveLength(1);
  });
});
