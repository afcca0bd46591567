/**
 * Where a member's own write marks their kept dashboard out of date at once (decision 0079): every
 * route with an action has `memberWritesMiddleware` in its own or a layout's middleware, unless it is
 * listed here with the reason its writes need not (the database's notification covers them).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";

const NOT_MEMBER_WRITES: Record<string, string> = {
  "routes/auth/login.tsx": "signs in: a session, which no member page shows",
  "routes/auth/register.tsx": "a new user has no kept page",
  "routes/auth/logout.ts": "ends the session: no kept page is answered without it",
  "routes/auth/forgot-password.tsx": "a signed-out visitor's request; the mail goes through the job queue",
  "routes/auth/reset-password.tsx": "a signed-out visitor; the password row's trigger notifies",
  "routes/auth/callback.tsx": "signs in (Google): a session",
  "routes/admin/prompt.tsx": "the team's rows, not a member's page",
  "routes/admin/images.tsx": "the team's rows, not a member's page",
  "routes/admin/plan.tsx": "another member's plan: the plan row's trigger notifies",
  "routes/admin/exercises.tsx": "the shared list: its trigger notifies everybody's pages",
  "routes/admin/injuries.tsx": "the shared list: its trigger notifies everybody's pages",
  "routes/admin/user-delete.ts": "deletes another member: the user row's trigger notifies, and their sessions end (decision 0085)",
};

const source = (file: string) => fs.readFileSync(path.join("app", file), "utf8");
const hasAction = (file: string) => /^export (?:async function action\b|const action\b|function action\b|\{[^}]*\baction\b)/m.test(source(file));
const marksWrites = (file: string) => /export const middleware[^=]*=\s*\[[^\]]*\bmemberWritesMiddleware\b/.test(source(file));

function routesWithAction(entries: RouteConfigEntry[], chain: string[] = []): Array<{ file: string; chain: string[] }> {
  return entries.flatMap((entry) => {
    const here = [...chain, entry.file];
    return [...(hasAction(entry.file) ? [{ file: entry.file, chain: here }] : []), ...routesWithAction(entry.children ?? [], here)];
  });
}

describe("member writes mark the kept dashboard out of date", () => {
  const withAction = routesWithAction(routes);

  it("on every route with an action a member's data changes through", () => {
    expect(withAction.length).toBeGreaterThan(10);
    const unmarked = withAction.filter(({ file, chain }) => !(file in NOT_MEMBER_WRITES) && !chain.some(marksWrites)).map((r) => r.file);
    expect(unmarked).toEqual([]);
  });

  it("not on the root (every request) and not on the routes listed as not needing it", () => {
    expect(source("root.tsx")).not.toMatch(/memberWritesMiddleware/);
    for (const file of Object.keys(NOT_MEMBER_WRITES)) expect(withAction.some((r) => r.file === file), `${file} has an action`).toBe(true);
  });
});
