/**
 * The admin guard, table-driven over the route table: every route below `/{lang}/admin` (read from
 * `app/routes.ts`, so a new admin route is covered without a new test) refuses a visitor and a
 * signed-in non-admin — page loads, client-navigation data requests and form posts alike — with a
 * redirect to `/{lang}/login` and the way back, and changes nothing; the admin gets through.
 * Runs the built server on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import routes from "~/routes";
import { openDatabase, queryRows, type Database } from "~/server/db/client.server";
import { exercises, injuriesIllnesses, questionnaires, trainingPlans, user as userTable } from "~/server/db/schema.server";
import { startServer, type RunningServer } from "../e2e/support/harness";
import { registerAndConfirm, request, uniqueEmail, type TestUser } from "../support/member-session";
import { createPostgresDatabase, DRIVERS } from "./support/db";

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every route below the admin layout, as a URL pattern (without the language) and its module file. */
function adminRoutes(): Array<{ pattern: string; file: string }> {
  const found: Array<{ pattern: string; file: string }> = [];
  const walk = (entries: RouteEntry[], prefix: string, inAdmin: boolean) => {
    for (const entry of entries) {
      const here = entry.path ? `${prefix}/${entry.path}` : prefix;
      const admin = inAdmin || entry.file === "routes/admin/layout.tsx";
      if (admin) found.push({ pattern: here, file: entry.file });
      if (entry.children) walk(entry.children, here, admin);
    }
  };
  walk(routes as unknown as RouteEntry[], "", false);
  return found;
}

const ADMIN_ROUTES = adminRoutes();

describe("the admin route table", () => {
  it("has the admin layout and every tab below it", () => {
    const files = ADMIN_ROUTES.map((r) => r.file);
    expect(files[0]).toBe("routes/admin/layout.tsx");
    for (const file of ["overview", "users", "plans", "plan", "prompt", "exercises", "injuries", "images", "costs"]) {
      expect(files).toContain(`routes/admin/${file}.tsx`);
    }
    expect(ADMIN_ROUTES.every((r) => r.pattern.startsWith("/:lang/admin"))).toBe(true);
  });
});

const QUESTIONNAIRE = {
  firstName: "Gerda",
  lastName: "Geschützt",
  email: "",
  age: 41,
  gender: "female",
  mainGoals: ["muscle_building"],
  otherSport: false,
  trainingIntensity: "balanced",
  trainingFrequency: "3x",
  sessionDuration: "45_60",
  dailyActivity: "sitting",
  trainingLevel: "returning",
  currentTraining: "sporadic",
  trainingExperience: ["gym"],
  equipment: ["dumbbells"],
  dataConsent: true,
};

/** Form bodies an admin action might take: the guard must refuse all of them before they are read. */
function bodiesFor(ids: { plan: string; exercise: string; injury: string }): URLSearchParams[] {
  return [
    new URLSearchParams({ intent: "approve", planId: ids.plan }),
    new URLSearchParams({ intent: "approve-next", planId: ids.plan }),
    new URLSearchParams({ intent: "complete", planId: ids.plan }),
    new URLSearchParams({ intent: "edit", planId: ids.plan, content: "## Tag 1 – übernommen" }),
    new URLSearchParams({ intent: "save", name: "training_plan_generation", content: "übernommen" }),
    new URLSearchParams({ intent: "delete", id: ids.exercise }),
    new URLSearchParams({ intent: "delete", id: ids.injury }),
    new URLSearchParams({ intent: "update", id: ids.exercise, name: "übernommen" }),
  ];
}

describe.each(DRIVERS)("admin guard over HTTP on %s", (driver) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-admin-guard-"));
  const adminEmail = uniqueEmail("coach");
  let server: RunningServer | undefined;
  let databaseUrl = "";
  let dropDatabase: (() => Promise<void>) | undefined;
  let admin: TestUser;
  let member: TestUser;
  const ids = { plan: "", exercise: "", injury: "" };

  const env = () => ({
    DATA_DIR: dataDir,
    AUTH_SECRET: "admin-guard-secret-0123456789abcdef0123",
    ADMIN_EMAIL: adminEmail,
    ...(driver === "postgres" ? { DATABASE_URL: databaseUrl } : {}),
  });
  const openServerDb = (): Promise<Database> =>
    driver === "postgres" ? openDatabase({ kind: "postgres", url: databaseUrl }) : openDatabase({ kind: "pglite", dataDir });
  const base = () => server!.baseURL;

  /** Concrete URLs for every admin route pattern, in both languages. */
  const urls = () =>
    ADMIN_ROUTES.flatMap(({ pattern }) =>
      (["de", "en"] as const).map((lang) =>
        pattern
          .replace(":lang", lang)
          .replace(":planId", ids.plan)
          .replace(":kind", "prompt")
          .replace(/:(\w+)/g, "x"),
      ),
    );

  /** A snapshot of everything an admin action could change (the embedded database needs the server stopped). */
  async function snapshot() {
    await server?.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const [plan] = await database.db.select().from(trainingPlans).where(eq(trainingPlans.id, ids.plan));
      const counts = await queryRows<Record<string, number>>(
        database.db,
        sql`select
          (select count(*)::int from exercises) as exercises,
          (select count(*)::int from injuries_illnesses) as injuries,
          (select count(*)::int from social_media_images) as images,
          (select count(*)::int from stored_files) as files,
          (select count(*)::int from admin_audit) as audit,
          (select count(*)::int from jobs where name <> 'send-email') as jobs,
          (select coalesce(string_agg(md5(content), ',' order by name), '') from gpt_prompts) as prompts`,
      );
      return { plan: { status: plan?.status, content: plan?.content, approvedAt: plan?.approvedAt }, ...counts[0] };
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
    admin = await registerAndConfirm(base(), dataDir, { email: adminEmail, firstName: "Cora", lastName: "Coach" });
    member = await registerAndConfirm(base(), dataDir, { email: uniqueEmail("member"), firstName: "Gerda", lastName: "Geschützt" });
    await server.stop();
    server = undefined;
    const database = await openServerDb();
    try {
      const [m] = await database.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, member.email));
      const [q] = await database.db
        .insert(questionnaires)
        .values({ ...QUESTIONNAIRE, userId: m!.id, email: member.email })
        .returning({ id: questionnaires.id });
      const [plan] = await database.db
        .insert(trainingPlans)
        .values({ userId: m!.id, questionnaireId: q!.id, content: "## Tag 1 – Ganzkörper\n", status: "draft", sequenceNumber: 1 })
        .returning({ id: trainingPlans.id });
      ids.plan = plan!.id;
      const [exercise] = await database.db.select({ id: exercises.id }).from(exercises).limit(1);
      const [injury] = await database.db.select({ id: injuriesIllnesses.id }).from(injuriesIllnesses).limit(1);
      ids.exercise = exercise!.id;
      ids.injury = injury!.id;
    } finally {
      await database.close();
    }
    server = await startServer(env());
  });

  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a visitor and a signed-in non-admin are sent to login from every admin page and data request", async () => {
    const targets = urls();
    expect(targets.length).toBeGreaterThanOrEqual(ADMIN_ROUTES.length * 2);
    for (const who of [null, member] as const) {
      for (const url of targets) {
        const lang = url.slice(1, 3);
        const page = await request(base(), who?.jar ?? null, url);
        expect(page.status, `${who ? "member" : "visitor"} GET ${url}`).toBe(302);
        const location = page.headers.get("location") ?? "";
        expect(location, url).toMatch(new RegExp(`^/${lang}/login\\?redirectTo=`));
        expect(decodeURIComponent(location.split("redirectTo=")[1] ?? ""), url).toBe(url);
        // A client navigation's data request: a redirect, never the data.
        const dataUrl = `${url.replace(/\/$/, "")}.data`;
        const viaData = await request(base(), who?.jar ?? null, dataUrl);
        const body = await viaData.text();
        expect([202, 204, 302], `${who ? "member" : "visitor"} GET ${dataUrl}`).toContain(viaData.status);
        expect(body + (viaData.headers.get("location") ?? "") + (viaData.headers.get("x-remix-redirect") ?? ""), dataUrl).toContain(`/${lang}/login`);
        expect(body, dataUrl).not.toContain(member.email);
        expect(body, dataUrl).not.toContain("Geschützt");
      }
    }
  });

  it("their form posts to every admin route are refused before anything is read, and change nothing", async () => {
    const before = await snapshot();
    server = await startServer(env());
    for (const who of [null, member] as const) {
      for (const url of urls()) {
        for (const body of bodiesFor(ids)) {
          for (const target of [url, `${url.replace(/\/$/, "")}.data`]) {
            const res = await request(base(), who?.jar ?? null, target, { method: "POST", body });
            const text = await res.text();
            expect([202, 204, 302], `${who ? "member" : "visitor"} POST ${target} ${body}`).toContain(res.status);
            expect(text + (res.headers.get("location") ?? ""), target).toContain("/login");
          }
        }
        // A multipart upload (the images route) is refused the same way.
        const form = new FormData();
        form.set("intent", "upload");
        form.set("title", "übernommen");
        form.set("file", new Blob([Buffer.from("89504e470d0a1a0a", "hex")], { type: "image/png" }), "x.png");
        const upload = await request(base(), who?.jar ?? null, url, { method: "POST", body: form });
        expect([202, 204, 302], `upload ${url}`).toContain(upload.status);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the admin gets through to every admin page", async () => {
    server ??= await startServer(env());
    // Action-only routes (a form target with no page) answer a GET with 404, even for the admin.
    const actionOnly = ADMIN_ROUTES.filter((r) => r.file.endsWith(".ts") && !r.pattern.includes("/details/")).map((r) =>
      new RegExp(`^${r.pattern.replace(/:\w+/g, "[^/]+")}$`),
    );
    expect(actionOnly.length).toBeGreaterThan(0);
    for (const url of urls()) {
      const res = await request(base(), admin.jar, url);
      if (actionOnly.some((re) => re.test(url))) {
        expect(res.status, `admin GET ${url} (action only)`).toBe(404);
        continue;
      }
      // The plan-details resource route answers JSON; everything else is a page.
      expect(res.status, `admin GET ${url}`).toBe(200);
      if (!url.includes("/details/")) expect(await res.text(), url).toContain("Admin");
    }
    // The header's admin button leads here.
    const home = await (await request(base(), admin.jar, "/de")).text();
    expect(home).toContain('href="/de/admin"');
  });
});
