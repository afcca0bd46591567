/**
 * Authorization over the whole route table (issue 13): every route of `app/routes.ts` must have an
 * entry in ACCESS below, which says who may use it and whether its module has a loader and an
 * action — a new route, or a new loader/action on a route, fails the first test until its access is
 * decided here. Then every loader and action is tried over HTTP against the built server as a
 * visitor, as user A on A's own rows, as user B on A's rows (A's plan, history entry, session) and as
 * the admin, in both languages and as `.data` requests of client navigations; at the end every row
 * that belongs to A is byte for byte what it was (B, the admin on member routes and the visitor
 * changed nothing of A's) and A is still signed in. Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Database } from "~/server/db/client.server";
import { feedbackTrainingPlans, questionnaires, session as sessionTable, trainingPlans, user as userTable } from "~/server/db/schema.server";
import { CONFIRMATION_WORD } from "~/domain/training/rules";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { registerAndConfirm, request, uniqueEmail, type CookieJar, type TestUser } from "../support/member-session";
import { createPostgresDatabase, DRIVERS } from "./support/db";
import { routeTable, urlOf, type RouteInfo } from "./support/route-table";
import { PLAN_TEXT, questionnaireRow, tableFingerprints } from "./support/server-data";

/**
 * Who may use a route:
 * - public: anybody; pages never show a member's data.
 * - auth: the sign-in pages (login, register, reset, confirmation): anybody, a post changes only what
 *   its own form names (the caller's session).
 * - member: signed-in users only (the member layout); each sees and changes only their own rows.
 * - member-open: answers visitors itself (dashboard: login-required state; payment demo: 401;
 *   cancellation: the e-mail form, a signed-in user's notice acts on their own contract only).
 * - member-json: the plan view's writes on `:planId`: only the plan's owner.
 * - member-download: the data export's files: signed-in users only, each gets only their own rows.
 * - admin-action: a form target below the admin layout without a page (the admin's account deletion).
 * - admin: the admin only (the admin layout).
 * - api-auth: better-auth's HTTP API: a session answers only for its own cookie.
 * - layout: no URL of its own (its children are tried).
 */
type Access =
  | "public"
  | "auth"
  | "member"
  | "member-open"
  | "member-json"
  | "member-download"
  | "admin"
  | "admin-action"
  | "api-auth"
  | "layout"
  | "logout"
  | "not-found"
  | "media";

interface AccessEntry {
  access: Access;
  loader: boolean;
  action: boolean;
}

const ACCESS: Record<string, AccessEntry> = {
  "home-unprefixed": { access: "public", loader: true, action: false },
  "routes/api.auth.ts": { access: "api-auth", loader: true, action: true },
  "auth-callback-unprefixed": { access: "auth", loader: true, action: true },
  "routes/media-image.ts": { access: "media", loader: true, action: false },
  "routes/lang-layout.tsx": { access: "layout", loader: true, action: false },
  "routes/home.tsx": { access: "public", loader: true, action: false },
  "routes/process.tsx": { access: "public", loader: true, action: false },
  "routes/pricing.tsx": { access: "public", loader: true, action: false },
  "routes/about.tsx": { access: "public", loader: true, action: false },
  "routes/success-stories.tsx": { access: "public", loader: true, action: false },
  "routes/imprint.tsx": { access: "public", loader: true, action: false },
  "routes/privacy.tsx": { access: "public", loader: true, action: false },
  "routes/terms.tsx": { access: "public", loader: true, action: false },
  "routes/auth/login.tsx": { access: "auth", loader: true, action: true },
  "routes/auth/register.tsx": { access: "auth", loader: true, action: true },
  "routes/auth/logout.ts": { access: "logout", loader: true, action: true },
  "routes/auth/forgot-password.tsx": { access: "auth", loader: true, action: true },
  "routes/auth/reset-password.tsx": { access: "auth", loader: true, action: true },
  "routes/auth/callback.tsx": { access: "auth", loader: true, action: true },
  "routes/member/payment.tsx": { access: "member-open", loader: true, action: true },
  "routes/member/cancel.tsx": { access: "member-open", loader: true, action: true },
  "routes/member/dashboard.tsx": { access: "member-open", loader: true, action: true },
  "routes/member/layout.tsx": { access: "layout", loader: false, action: false },
  "routes/member/questionnaire.tsx": { access: "member", loader: true, action: true },
  "routes/account/security.tsx": { access: "member", loader: true, action: true },
  "routes/member/training.ts": { access: "member-json", loader: true, action: true },
  "routes/member/my-data.tsx": { access: "member", loader: true, action: true },
  "routes/member/data-export.ts": { access: "member-download", loader: true, action: false },
  "routes/member/delete-account.tsx": { access: "member", loader: true, action: true },
  "routes/member/progress.tsx": { access: "member", loader: true, action: false },
  "routes/admin/layout.tsx": { access: "admin", loader: true, action: false },
  "routes/admin/overview.tsx": { access: "admin", loader: true, action: false },
  "routes/admin/users.tsx": { access: "admin", loader: true, action: false },
  "routes/admin/user-delete.ts": { access: "admin-action", loader: true, action: true },
  "routes/admin/plans.tsx": { access: "admin", loader: true, action: false },
  "routes/admin/plan.tsx": { access: "admin", loader: true, action: true },
  "routes/admin/plan-details.ts": { access: "admin", loader: true, action: false },
  "admin-prompt-first": { access: "admin", loader: true, action: true },
  "admin-prompt-week3": { access: "admin", loader: true, action: true },
  "routes/admin/content-layout.tsx": { access: "admin", loader: false, action: false },
  "routes/admin/exercises.tsx": { access: "admin", loader: true, action: true },
  "routes/admin/injuries.tsx": { access: "admin", loader: true, action: true },
  "routes/admin/images.tsx": { access: "admin", loader: true, action: true },
  "routes/admin/costs.tsx": { access: "admin", loader: true, action: false },
  "routes/not-found.tsx": { access: "not-found", loader: true, action: false },
};

const ROUTES = routeTable();

describe("the route table and the access table", () => {
  it("every route has an access entry that names its loader and action, and no entry is stale", () => {
    for (const route of ROUTES) {
      const entry = ACCESS[route.key];
      expect(entry, `no access entry for ${route.key} (${route.pattern}): decide who may use it`).toBeDefined();
      expect({ loader: entry!.loader, action: entry!.action }, `${route.key}: loader/action changed, re-decide its access`).toEqual({
        loader: route.hasLoader,
        action: route.hasAction,
      });
    }
    expect(Object.keys(ACCESS).sort()).toEqual(ROUTES.map((r) => r.key).sort());
    // Every member and admin route sits below its guarded layout.
    for (const route of ROUTES) {
      const access = ACCESS[route.key]!.access;
      if (access === "admin" || access === "admin-action") expect(route.pattern, route.key).toMatch(/^\/:lang\/admin/);
      if (access === "member" || access === "member-json" || access === "member-download") {
        const layout = ROUTES.find((r) => r.file === "routes/member/layout.tsx")!;
        expect(ROUTES.indexOf(route), route.key).toBeGreaterThan(ROUTES.indexOf(layout));
      }
    }
  });
});

/** Words only A's rows contain: any answer to someone else that holds one has leaked A's data. */
const A_MARKERS = { lastName: "Aprikosenhain", health: "Meniskusnarbe-links", feedback: "Geheimnotiz-von-A" };

type Role = "visitor" | "A" | "B" | "admin";
const ROLES: Role[] = ["visitor", "A", "B", "admin"];

describe.each(DRIVERS)("authorization of every route on %s", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-authz-"));
  const adminEmail = uniqueEmail("authz-admin");
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  const users = {} as Record<"A" | "B" | "admin", TestUser>;
  const ids = { a: "", b: "", aPlan: "", aOldPlan: "", aEntry: "", bPlan: "" };
  let seed: Record<string, unknown> = {};

  const env = () => ({
    DATA_DIR: dataDir,
    AUTH_SECRET: "authz-secret-0123456789abcdef0123456789",
    ADMIN_EMAIL: adminEmail,
    ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}),
  });
  const openServerDb = (): Promise<Database> =>
    driver === "postgres" ? openDatabase({ kind: "postgres", url: databaseUrl }) : openDatabase({ kind: "pglite", dataDir });
  const base = () => server!.baseURL;
  const jarOf = (role: Role): CookieJar | null => (role === "visitor" ? null : users[role].jar);
  const get = (role: Role, url: string) => request(base(), jarOf(role), url);
  const post = (role: Role, url: string, body: BodyInit, headers?: Record<string, string>) =>
    request(base(), jarOf(role), url, { method: "POST", body, headers });

  /** Everything of A's, hashed per table (the embedded database needs the server stopped). */
  async function snapshotOfA() {
    await server?.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const out = await tableFingerprints(database.db, { userId: ids.a, except: ["session"] });
      const [user] = await database.db.select().from(userTable).where(eq(userTable.id, ids.a));
      out.user = user;
      out.sessions = (await database.db.select({ token: sessionTable.token }).from(sessionTable).where(eq(sessionTable.userId, ids.a))).length;
      return out;
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    if (driver === "postgres") {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    server = await startServer(env());
    users.admin = await registerAndConfirm(base(), dataDir, { email: adminEmail, firstName: "Cora", lastName: "Coach" });
    users.A = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("authz-a"), firstName: "Anna", lastName: A_MARKERS.lastName });
    users.B = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("authz-b"), firstName: "Bert", lastName: "Birnbaum" });
    await server.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const idOf = async (email: string) => (await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)))[0]!.id;
      ids.a = await idOf(users.A.email);
      ids.b = await idOf(users.B.email);
      const [qa] = await database.db.insert(questionnaires).values(questionnaireRow(ids.a, users.A.email, A_MARKERS.lastName, A_MARKERS.health)).returning({ id: questionnaires.id });
      const [qb] = await database.db.insert(questionnaires).values(questionnaireRow(ids.b, users.B.email, "Birnbaum")).returning({ id: questionnaires.id });
      const approvedAt = new Date("2026-03-02T08:00:00Z");
      const [old] = await database.db
        .insert(trainingPlans)
        .values({ userId: ids.a, questionnaireId: qa!.id, content: PLAN_TEXT, status: "completed", submitted: true, sequenceNumber: 1, approvedAt })
        .returning({ id: trainingPlans.id });
      const [current] = await database.db
        .insert(trainingPlans)
        .values({ userId: ids.a, questionnaireId: qa!.id, content: PLAN_TEXT, status: "approved", sequenceNumber: 2, approvedAt })
        .returning({ id: trainingPlans.id });
      const [bPlan] = await database.db
        .insert(trainingPlans)
        .values({ userId: ids.b, questionnaireId: qb!.id, content: PLAN_TEXT, status: "approved", sequenceNumber: 1, approvedAt })
        .returning({ id: trainingPlans.id });
      const [entry] = await database.db
        .insert(feedbackTrainingPlans)
        .values({ userId: ids.a, originalPlanId: old!.id, userName: `Anna ${A_MARKERS.lastName}`, planName: "Plan 1", planContent: PLAN_TEXT, userFeedback: A_MARKERS.feedback })
        .returning({ id: feedbackTrainingPlans.id });
      ids.aOldPlan = old!.id;
      ids.aPlan = current!.id;
      ids.bPlan = bPlan!.id;
      ids.aEntry = entry!.id;
    } finally {
      await database.close();
    }
    seed = await snapshotOfA();
    server = await startServer(env());
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const routesOf = (...access: Access[]): RouteInfo[] => ROUTES.filter((r) => access.includes(ACCESS[r.key]!.access) && r.pattern !== "/:lang/*");
  const langs = ["de", "en"] as const;
  const leaksA = (text: string) => Object.values(A_MARKERS).some((m) => text.includes(m)) || text.includes(users.A.email);
  const redirectTarget = async (res: Response) => (res.headers.get("location") ?? "") + (res.headers.get("x-remix-redirect") ?? "") + (await res.text());

  it("public pages and the sign-in pages answer everybody and never show A's data to anyone else", async () => {
    for (const route of routesOf("public", "auth", "not-found", "media")) {
      for (const lang of langs) {
        const url = urlOf(route.pattern, lang, { fileName: "nicht-da.png" });
        for (const role of ROLES) {
          const res = await get(role, url);
          const text = await res.text();
          const access = ACCESS[route.key]!.access;
          const expected = access === "not-found" || access === "media" ? [404] : access === "auth" ? [200, 302] : [200];
          expect(expected, `${role} GET ${url}`).toContain(res.status);
          if (role !== "A") expect(leaksA(text), `${role} GET ${url} shows A's data`).toBe(false);
        }
      }
    }
    // The not-found route: any unknown page, for everybody.
    for (const role of ROLES) expect((await get(role, "/de/gibt-es-nicht")).status).toBe(404);
  });

  it("member pages: a visitor is sent to login (page, data request, post); A sees A's rows, B and the admin only their own", async () => {
    for (const route of routesOf("member")) {
      for (const lang of langs) {
        const url = urlOf(route.pattern, lang);
        for (const target of [url, `${url}.data`]) {
          const res = await get("visitor", target);
          expect([202, 204, 302], `visitor GET ${target}`).toContain(res.status);
          expect(await redirectTarget(res), target).toContain(`/${lang}/login`);
          const posted = await post("visitor", target, new URLSearchParams({ intent: "questionnaire", lastName: "Übernommen" }));
          expect([202, 204, 302], `visitor POST ${target}`).toContain(posted.status);
        }
        const own = await get("A", url);
        expect(own.status, `A GET ${url}`).toBe(200);
        const ownText = await own.text();
        if (route.file === "routes/member/questionnaire.tsx") expect(ownText).toContain(A_MARKERS.health);
        for (const role of ["B", "admin"] as const) {
          const res = await get(role, url);
          expect(res.status, `${role} GET ${url}`).toBe(200);
          expect(leaksA(await res.text()), `${role} GET ${url}`).toBe(false);
          const data = await get(role, `${url}.data`);
          expect(leaksA(await data.text()), `${role} GET ${url}.data`).toBe(false);
        }
      }
    }
  });

  it("the dashboard and the payment demo: visitors get no data and write nothing; B and the admin cannot open or change A's history", async () => {
    for (const lang of langs) {
      const dashboard = urlOf("/:lang/dashboard", lang);
      const visitor = await get("visitor", dashboard);
      expect(visitor.status).toBe(200);
      const visitorText = await visitor.text();
      expect(visitorText).toContain('data-testid="dashboard-login-required"');
      expect(leaksA(visitorText)).toBe(false);
      const visitorPost = await post("visitor", dashboard, new URLSearchParams({ intent: "plan-feedback", entryId: ids.aEntry, feedback: "übernommen" }));
      expect(visitorPost.status).toBe(401);
      expect((await post("visitor", urlOf("/:lang/bezahlung", lang), new URLSearchParams({}))).status).toBe(401);

      const own = await get("A", `${dashboard}?tab=history&entry=${ids.aEntry}`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain(A_MARKERS.feedback);
      for (const role of ["B", "admin"] as const) {
        const overview = await get(role, dashboard);
        expect(overview.status).toBe(200);
        expect(leaksA(await overview.text()), `${role} dashboard`).toBe(false);
        for (const target of [`${dashboard}?tab=history&entry=${ids.aEntry}`, `${dashboard}.data?tab=history&entry=${ids.aEntry}`]) {
          const res = await get(role, target);
          expect(res.status, `${role} GET ${target}`).toBe(404);
          expect(leaksA(await res.text()), target).toBe(false);
        }
        const write = await post(role, dashboard, new URLSearchParams({ intent: "plan-feedback", entryId: ids.aEntry, feedback: "übernommen" }));
        expect(write.status, `${role} plan feedback on A's entry`).toBe(404);
        // B has a questionnaire (the demo starts B's own subscription); the admin has none: a 409.
        const pay = await post(role, urlOf("/:lang/bezahlung", lang), new URLSearchParams({}));
        expect(pay.status, `${role} payment demo`).toBe(role === "B" ? 200 : 409);
        expect(leaksA(await pay.text()), `${role} payment demo`).toBe(false);
      }
    }
  });

  it("the cancellation page (§ 312k): visitors get the e-mail form and write nothing of A's; B and the admin see and cancel only their own contract", async () => {
    for (const lang of langs) {
      const page = urlOf("/:lang/kuendigen", lang);
      const own = await get("A", page);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain(users.A.email);
      for (const role of ["visitor", "B", "admin"] as const) {
        for (const target of [page, `${page}.data`, `${page}?token=erfunden`]) {
          const res = await get(role, target);
          expect(res.status, `${role} GET ${target}`).toBe(200);
          expect(leaksA(await res.text()), `${role} GET ${target}`).toBe(false);
        }
      }
      // A visitor naming A's address: A has no running contract, so nothing is stored or mailed, and
      // the answer is the same as for any address (no account probing).
      const byMail = await post("visitor", page, new URLSearchParams({ intent: "cancel", email: users.A.email, kind: "ordinary", when: "earliest" }));
      expect(byMail.status, "visitor cancels by A's e-mail").toBe(200);
      const unknown = await post("visitor", page, new URLSearchParams({ intent: "cancel", email: uniqueEmail("authz-nobody"), kind: "ordinary", when: "earliest" }));
      expect(unknown.status).toBe(200);
      // A made-up confirmation token confirms nothing.
      for (const role of ROLES) {
        const confirm = await post(role, page, new URLSearchParams({ intent: "confirm", token: "erfunden" }));
        expect(confirm.status, `${role} confirm with a made-up token`).toBe(410);
      }
      // B cancels B's own contract (started by the payment demo above); the admin has none: a 409.
      for (const role of ["B", "admin"] as const) {
        const res = await post(role, page, new URLSearchParams({ intent: "cancel", kind: "ordinary", when: "earliest", email: users.A.email }));
        expect(res.status, `${role} cancels`).toBe(role === "B" ? 200 : 409);
        expect(leaksA(await res.text()), `${role} cancels`).toBe(false);
      }
    }
  });

  it("the plan view's writes: only the plan's owner; B and the admin get a 404 for A's plan", async () => {
    const bodies = [
      { intent: "progress", changes: [{ day: 1, exerciseOrder: 0, setNumber: 1, reps: "99", weight: 100, completed: true, changedAt: Date.now() }] },
      { intent: "feedback", day: 1, text: "übernommen" },
      { intent: "submit", word: CONFIRMATION_WORD },
    ];
    for (const route of routesOf("member-json")) {
      for (const lang of langs) {
        const url = urlOf(route.pattern, lang, { planId: ids.aPlan });
        for (const body of bodies) {
          const json = JSON.stringify(body);
          const visitor = await post("visitor", url, json, { "content-type": "application/json" });
          expect([202, 204, 302], `visitor POST ${url}`).toContain(visitor.status);
          expect(await redirectTarget(visitor)).toContain(`/${lang}/login`);
          for (const role of ["B", "admin"] as const) {
            const res = await post(role, url, json, { "content-type": "application/json" });
            expect(res.status, `${role} POST ${body.intent} ${url}`).toBe(404);
            expect(leaksA(await res.text())).toBe(false);
            // Nor through another plan's id of A's.
            const old = await post(role, urlOf(route.pattern, lang, { planId: ids.aOldPlan }), json, { "content-type": "application/json" });
            expect(old.status).toBe(404);
          }
        }
        // No page here: a GET is a 404 for everybody signed in.
        for (const role of ["A", "B", "admin"] as const) expect((await get(role, url)).status).toBe(404);
      }
      // The owner's own write goes through (the check is the owner, not a blanket refusal).
      const mine = await post("B", urlOf(route.pattern, "de", { planId: ids.bPlan }), JSON.stringify(bodies[0]), { "content-type": "application/json" });
      expect(mine.status).toBe(200);
    }
  });

  it("the data export's files: a visitor is sent to login; each user downloads only their own rows", async () => {
    for (const route of routesOf("member-download")) {
      const url = (lang: "de" | "en", query: string) => `${urlOf(route.pattern, lang)}?${query}`;
      for (const lang of langs) {
        const res = await get("visitor", url(lang, "format=json"));
        expect([202, 204, 302], `visitor GET ${route.pattern}`).toContain(res.status);
        expect(await redirectTarget(res)).toContain(`/${lang}/login`);
      }
      const own = await get("A", url("de", "format=json"));
      expect(own.status).toBe(200);
      expect(await own.text()).toContain(A_MARKERS.health);
      // One download per format and minute: the second goes back to the data page.
      const again = await get("A", url("en", "format=json"));
      expect(again.status).toBe(303);
      expect(again.headers.get("location")).toBe("/en/konto/daten");
      for (const role of ["B", "admin"] as const) {
        const res = await get(role, url("de", "format=json"));
        expect(res.status, `${role} export`).toBe(200);
        expect(leaksA(await res.text()), `${role} export`).toBe(false);
        const csv = await get(role, url("de", "format=csv"));
        expect(leaksA(await csv.text()), `${role} CSV`).toBe(false);
        expect((await get(role, url("de", "id=00000000-0000-4000-8000-000000000000"))).status).toBe(404);
        expect((await get(role, url("de", "format=xml"))).status).toBe(404);
      }
    }
  });

  it("the admin's account deletion: a visitor, A and B are sent to login and delete nothing; it has no page", async () => {
    for (const route of routesOf("admin-action")) {
      for (const lang of langs) {
        const url = urlOf(route.pattern, lang, { userId: ids.a });
        for (const role of ["visitor", "A", "B"] as const) {
          const posted = await post(role, url, new URLSearchParams({ confirm: "on" }));
          expect([202, 204, 302], `${role} POST ${url}`).toContain(posted.status);
          expect(await redirectTarget(posted)).toContain(`/${lang}/login`);
        }
        expect((await get("admin", url)).status).toBe(404);
      }
    }
  });

  it("admin routes: a visitor, A and B are sent to login (pages, data requests, posts); the admin gets through", async () => {
    for (const route of routesOf("admin")) {
      for (const lang of langs) {
        const url = urlOf(route.pattern, lang, { planId: ids.aPlan, kind: "prompt" });
        for (const role of ["visitor", "A", "B"] as const) {
          for (const target of [url, `${url.replace(/\/$/, "")}.data`]) {
            const res = await get(role, target);
            expect([202, 204, 302], `${role} GET ${target}`).toContain(res.status);
            const text = await redirectTarget(res);
            expect(text, target).toContain(`/${lang}/login`);
            expect(leaksA(text)).toBe(false);
            const posted = await post(role, target, new URLSearchParams({ intent: "approve", planId: ids.aPlan }));
            expect([202, 204, 302], `${role} POST ${target}`).toContain(posted.status);
          }
        }
        const res = await get("admin", url);
        expect(res.status, `admin GET ${url}`).toBe(200);
      }
    }
  });

  it("better-auth's API answers a session only for its own cookie; B cannot end A's session or change A's account", async () => {
    const session = async (role: Role) => {
      const res = await get(role, "/api/auth/get-session");
      return (await res.json()) as { user?: { email?: string } } | null;
    };
    expect(await session("visitor")).toBeNull();
    expect((await session("A"))?.user?.email).toBe(users.A.email);
    expect((await session("B"))?.user?.email).toBe(users.B.email);
    const sessions = await get("B", "/api/auth/list-sessions");
    expect(leaksA(await sessions.text())).toBe(false);
    // A's session token, as B might have learnt it: B's request still acts on B's account only.
    const aToken = decodeURIComponent(/watts\.session_token=([^;]+)/.exec(users.A.jar.header())![1]!).split(".")[0]!;
    const revoke = await post("B", "/api/auth/revoke-session", JSON.stringify({ token: aToken }), { "content-type": "application/json" });
    expect(revoke.status).toBeLessThan(500);
    for (const role of ROLES) {
      const update = await post(role, "/api/auth/update-user", JSON.stringify({ name: "übernommen", lastName: "übernommen" }), { "content-type": "application/json" });
      expect(update.status, `${role} update-user`).toBe(404);
      const email = await post(role, "/api/auth/change-email", JSON.stringify({ newEmail: "uebernommen@example.com" }), { "content-type": "application/json" });
      expect(email.status, `${role} change-email`).toBe(404);
    }
    expect((await session("A"))?.user?.email).toBe(users.A.email);
  });

  it("logging out ends only the caller's session; over the whole run nothing of A's changed and A stayed signed in", async () => {
    for (const route of routesOf("logout")) {
      const res = await post("B", urlOf(route.pattern, "de"), new URLSearchParams({}));
      expect([200, 302], "B logout").toContain(res.status);
    }
    expect(users.B.jar.has("session_token")).toBe(false);
    expect((await get("B", "/de/fragebogen")).status).toBe(302);
    // A is still signed in, and nothing of A's changed over the whole run.
    const a = await get("A", "/de/fragebogen");
    expect(a.status).toBe(200);
    expect(await a.text()).toContain(A_MARKERS.health);
    expect(await snapshotOfA()).toEqual(seed);
    // The rows of A that the tests above aimed at, one by one.
    const database = await openServerDb();
    try {
      const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from training_progress where user_id = ${ids.a}`);
      expect(rows[0]!.n).toBe(0);
      const fb = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from feedback where user_id = ${ids.a}`);
      expect(fb[0]!.n).toBe(0);
      const [entry] = await database.db.select().from(feedbackTrainingPlans).where(eq(feedbackTrainingPlans.id, ids.aEntry));
      expect(entry!.userFeedback).toBe(A_MARKERS.feedback);
      const [plan] = await database.db.select().from(trainingPlans).where(eq(trainingPlans.id, ids.aPlan));
      expect({ status: plan!.status, submitted: plan!.submitted }).toEqual({ status: "approved", submitted: false });
      const [q] = await database.db.select().from(questionnaires).where(eq(questionnaires.userId, ids.a));
      expect(q!.lastName).toBe(A_MARKERS.lastName);
      // B's own write above did land (the refusals are by owner).
      const bRows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from training_progress where user_id = ${ids.b}`);
      expect(bRows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
