/**
 * Workouts on the server (decision 0104), on PGlite and PostgreSQL when TEST_DATABASE_URL is set:
 * a day's start and finish are stored once per user, plan and day (a repeat changes nothing, a new
 * start replaces), only for the owner's plan open for training and a day it trains; the plan view
 * (the customer's and the coach's) carries them.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { trainingPlans, user as userTable, workouts } from "~/server/db/schema.server";
import { loadPlanView } from "~/server/training/training-data.server";
import { loadWorkouts, saveWorkout } from "~/server/training/workouts.server";
import { createTestDatabase, DRIVERS, type TestDatabase } from "./support/db";

const PLAN_TEXT = fs.readFileSync(path.resolve("app/domain/plan/fixtures/canonical.md"), "utf8");

async function customer(db: Db, id: string, over: Partial<typeof trainingPlans.$inferInsert> = {}) {
  await db.insert(userTable).values({ id, email: `${id}@example.com`, name: id, emailVerified: true });
  const [plan] = await db
    .insert(trainingPlans)
    .values({ userId: id, content: PLAN_TEXT, status: "approved", sequenceNumber: 1, approvedAt: new Date("2026-03-02T08:00:00Z"), ...over })
    .returning({ id: trainingPlans.id });
  return plan!.id;
}

describe.each(DRIVERS)("workouts on %s", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores a day's start and finish once; a repeat is harmless; the plan view shows the duration", async () => {
    const db = database.db;
    const u = `w-${driver}`;
    const plan = await customer(db, u);
    const start = Date.parse("2026-03-03T17:00:00Z");
    expect(await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: null })).toEqual({ ok: true });
    expect(await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: start + 52 * 60_000 })).toEqual({ ok: true });
    expect(await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: start + 52 * 60_000 })).toEqual({ ok: true });
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: start, finishedAt: start + 52 * 60_000 }]);
    expect(await db.select().from(workouts).where(eq(workouts.userId, u))).toHaveLength(1);
    const coach = await loadPlanView(db, u, plan);
    expect(coach!.workouts).toEqual([{ day: 1, startedAt: start, finishedAt: start + 52 * 60_000 }]);
  });

  it("a time ahead of the server's clock is moved back (the duration stays)", async () => {
    const db = database.db;
    const u = `ahead-${driver}`;
    const plan = await customer(db, u);
    const received = Date.parse("2026-03-03T18:00:00Z");
    await saveWorkout(db, u, plan, { day: 1, startedAt: received + 10 * 60_000, finishedAt: received + 70 * 60_000 }, received);
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: received - 60 * 60_000, finishedAt: received }]);
  });

  it("decision 0111: a finish logged offline is never undone by an older start arriving later; a later start still replaces", async () => {
    const db = database.db;
    const u = `order-${driver}`;
    const plan = await customer(db, u);
    const start = Date.parse("2026-03-03T17:00:00Z");
    const finish = start + 50 * 60_000;
    const receipt = finish + 3 * 60 * 60_000;
    // The phone's outbox sends the finish first (synced in the evening), then an older start of the day (a second device's, or a late retry).
    await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: finish }, receipt);
    await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: null }, receipt + 1000);
    await saveWorkout(db, u, plan, { day: 1, startedAt: start - 5 * 60_000, finishedAt: null }, receipt + 2000);
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: start, finishedAt: finish }]);
    // A start made after the finish (the day trained again) replaces it; its finish follows.
    const again = finish + 60 * 60_000;
    await saveWorkout(db, u, plan, { day: 1, startedAt: again, finishedAt: null }, receipt + 3000);
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: again, finishedAt: null }]);
    await saveWorkout(db, u, plan, { day: 1, startedAt: again, finishedAt: again + 40 * 60_000 }, receipt + 4000);
    // ... and the first session's finish, arriving late again, does not bring it back.
    await saveWorkout(db, u, plan, { day: 1, startedAt: start, finishedAt: finish }, receipt + 5000);
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: again, finishedAt: again + 40 * 60_000 }]);
  });

  it("decision 0111: the client's time counts only up to the server's receipt (a clock ahead cannot win over a later state)", async () => {
    const db = database.db;
    const u = `order-clock-${driver}`;
    const plan = await customer(db, u);
    const received = Date.parse("2026-03-04T18:00:00Z");
    // A phone two hours ahead starts "at 20:00", received at 18:00: it counts as made at 18:00.
    await saveWorkout(db, u, plan, { day: 1, startedAt: received + 2 * 60 * 60_000, finishedAt: null }, received);
    // The workout is finished at 18:45 on a correct clock: the later state wins over the skewed start.
    await saveWorkout(db, u, plan, { day: 1, startedAt: received, finishedAt: received + 45 * 60_000 }, received + 45 * 60_000);
    expect(await loadWorkouts(db, u, plan)).toEqual([{ day: 1, startedAt: received, finishedAt: received + 45 * 60_000 }]);
    // Negative control: at the same moment, a start does not undo a finish, a finish wins over a start.
    const u2 = `order-tie-${driver}`;
    const plan2 = await customer(db, u2);
    await saveWorkout(db, u2, plan2, { day: 1, startedAt: received, finishedAt: null }, received);
    await saveWorkout(db, u2, plan2, { day: 1, startedAt: received - 30 * 60_000, finishedAt: received }, received);
    await saveWorkout(db, u2, plan2, { day: 1, startedAt: received, finishedAt: null }, received);
    expect(await loadWorkouts(db, u2, plan2)).toEqual([{ day: 1, startedAt: received - 30 * 60_000, finishedAt: received }]);
  });

  it("refuses another user's plan, a plan not open, a rest day and a day the plan does not have", async () => {
    const db = database.db;
    const u = `wr-${driver}`;
    const plan = await customer(db, u);
    const w = { day: 1, startedAt: Date.now() - 60_000, finishedAt: null };
    expect(await saveWorkout(db, `nobody-${driver}`, plan, w)).toEqual({ ok: false, reason: "not-found" });
    const closedUser = `wc-${driver}`;
    const closed = await customer(db, closedUser, { status: "completed", submitted: true });
    expect(await saveWorkout(db, closedUser, closed, w)).toEqual({ ok: false, reason: "not-open" });
    expect(PLAN_TEXT).toContain("## Tag 2 – Ruhetag");
    expect(await saveWorkout(db, u, plan, { ...w, day: 2 })).toEqual({ ok: false, reason: "not-found" });
    expect(await saveWorkout(db, u, plan, { ...w, day: 14 })).toEqual({ ok: false, reason: "not-found" });
    expect(await loadWorkouts(db, u, plan)).toEqual([]);
    // Control: the owner's training day is taken.
    expect(await saveWorkout(db, u, plan, w)).toEqual({ ok: true });
  });
});
