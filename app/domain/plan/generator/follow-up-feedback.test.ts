/**
 * Issue 23, round 4: written day feedback in the follow-up. Rule 1 – pain or pulling named at an
 * exercise, or in a body region while doing it: that exercise is replaced, and no other exercise that
 * loads the region is raised. Several phrasings (German, English, plural, abbreviations) and negative
 * controls ("Knie gut", "kein Schmerz mehr", the movement "ziehen", pain at a different exercise).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import { loadsRegion } from "~/domain/coaching/pain-regions";
import { findPainMentions, sentencesOf } from "~/domain/training/feedback-signals";
import { holdPainRegions } from "./follow-up";
import { readFeedback } from "./feedback-reading";
import { round4Fixture, ROUND_4_DIR } from "./round-4.fixture";
import type { ProgressionDecision } from "./types";
import { key } from "./util";

const { round4FollowUp } = round4Fixture((name) => readFileSync(new URL(ROUND_4_DIR + name, import.meta.url), "utf8"));
const parts = (text: string) => findPainMentions(text).flatMap((m) => m.bodyParts);
const byName = new Map(EXERCISES.map((e) => [key(e.name), e] as const));
const en = (n: string) => [EXERCISES.find((e) => e.name === n)?.nameEn ?? ""];

describe("pain and pulling in a body region", () => {
  it.each([
    ["im dritten Satz beim Bracing wieder das Ziehen in der rechten Leiste", "groin"],
    ["Beim Ab-Rollout zieht es rechts in der Leiste", "groin"],
    ["I pulled my groin on the last set", "groin"],
    ["a pulling in the groin when bracing", "groin"],
    ["I get a sharp pinch at the front of the right ankle", "ankle"],
    ["Das Sprunggelenk klemmt beim Abdrücken", "ankle"],
    ["mein Knie zwickt", "knee"],
  ])("%s → %s", (text, part) => {
    expect(parts(text)).toContain(part);
  });

  it.each([
    "Knie gut",
    "kein Schmerz mehr in der Leiste",
    "Leiste ruhig",
    "Leiste ok.",
    "beim Ziehen der Stange war alles gut",
    "I pulled 100 kg for 5",
    "Rudern: Ellbogen zur Hüfte ziehen klappt",
    "no pinch in the ankle today",
  ])("negative control: %s → no pain", (text) => {
    expect(findPainMentions(text)).toEqual([]);
  });

  it("an abbreviation's full stop ends no sentence ('ab ca. 90 kg zieht es')", () => {
    expect(sentencesOf("Leiste: nur bei schweren Good Mornings ab ca. 90 kg zieht es rechts. Sonst gut.")).toEqual([
      "Leiste: nur bei schweren Good Mornings ab ca. 90 kg zieht es rechts",
      "Sonst gut",
    ]);
    expect(sentencesOf("Satz eins. Satz zwei")).toEqual(["Satz eins", "Satz zwei"]);
  });
});

describe("pain named at an exercise (German or English name)", () => {
  const names = ["Rückwärtiger Ausfallschritt mit Kurzhanteln", "Step-up mit Kurzhanteln", "Good Morning mit Langhantel", "Hip Thrust mit Langhantel"];
  const read = (text: string) => readFeedback(names, [{ day: 3, text }], null, en);
  const painful = (text: string) => [...read(text).exercises].filter(([, f]) => f.pain).map(([k]) => k);

  it.each([
    ["Reverse lunges: when the right foot is behind and I push off, I get a sharp pinch at the front of the right ankle.", "ruckwartiger ausfallschritt mit kurzhanteln"],
    ["Please no reverse lunges for now (pinch)", "ruckwartiger ausfallschritt mit kurzhanteln"],
    ["Beim Ausfallschritt schmerzt das Sprunggelenk", "ruckwartiger ausfallschritt mit kurzhanteln"],
    ["Good Morning mit 90 kg: im dritten Satz beim Bracing wieder das Ziehen in der rechten Leiste, danach aufgehört.", "good morning mit langhantel"],
    ["nur bei schweren Good Mornings ab ca. 90 kg zieht es rechts", "good morning mit langhantel"],
  ])("%s", (text, k) => {
    expect(painful(text)).toEqual([k]);
  });

  it("the pain sentence is the reason shown, not an earlier 'ging locker' about the same exercise", () => {
    const r = readFeedback(names, [{ day: 2, text: "Good Mornings 70 kg gingen locker." }, { day: 12, text: "Good Morning mit 90 kg: das Ziehen in der Leiste." }], null, en);
    expect(r.exercises.get("good morning mit langhantel")?.excerpt).toMatch(/Ziehen in der Leiste/);
  });

  it.each([
    "Step-ups were fine, no pinch.",
    "Reverse lunges were fine today",
    "Good Mornings mit 80 kg ohne Probleme",
    "Kein Schmerz mehr beim Ausfallschritt",
  ])("negative control: %s → no pain at any exercise", (text) => {
    expect(painful(text)).toEqual([]);
  });

  it("negative control: pain at a different exercise stays there", () => {
    expect(painful("Step-ups were fine. Reverse lunges hurt my ankle.")).toEqual(["ruckwartiger ausfallschritt mit kurzhanteln"]);
  });
});

describe("no other exercise loading the painful region is raised", () => {
  const dec = (exercise: string, kg: number): ProgressionDecision => ({ exercise, kind: "increase", loggedSets: 3, previousWeight: kg, newWeight: kg + 5, note: `${exercise}: alle Sätze am oberen Ende` });
  const run = (text: string) => {
    const names = ["Good Morning mit Langhantel", "Hip Thrust mit Langhantel", "Pallof-Press am Kabelzug", "Bankdrücken mit Kurzhanteln", "Langhantel-Curls"];
    const ds = names.map((n) => dec(n, 40));
    holdPainRegions(ds, readFeedback(names, [{ day: 12, text }], null), byName);
    return Object.fromEntries(ds.map((d) => [d.exercise, d.kind]));
  };

  it("groin pulled at the Good Morning: hinges and trunk work held, bench and curls still progress", () => {
    const kinds = run("Good Morning mit 90 kg: wieder das Ziehen in der rechten Leiste.");
    expect(kinds["Hip Thrust mit Langhantel"]).toBe("keep");
    expect(kinds["Pallof-Press am Kabelzug"]).toBe("keep");
    expect(kinds["Bankdrücken mit Kurzhanteln"]).toBe("increase");
    expect(kinds["Langhantel-Curls"]).toBe("increase");
  });

  it("a region named without an exercise holds too ('Knie tut weh' holds squats, not presses)", () => {
    const ds = [dec("Kniebeuge mit Langhantel", 60), dec("Bankdrücken mit Kurzhanteln", 20)];
    holdPainRegions(ds, readFeedback(["Bankdrücken mit Kurzhanteln"], [{ day: 3, text: "Das Knie tut weh." }], null), byName);
    expect(ds.map((d) => d.kind)).toEqual(["keep", "increase"]);
    expect(ds[0]!.note).toMatch(/Beschwerden \(Knie\)/);
  });

  it.each(["Leiste ruhig, Good Mornings gingen locker.", "Kein Schmerz mehr in der Leiste.", "Knie gut."])("negative control: %s → everything progresses", (text) => {
    expect(Object.values(run(text)).every((k) => k === "increase")).toBe(true);
  });

  it("the region map: a Good Morning loads the groin and back, a curl neither", () => {
    const gm = byName.get(key("Good Morning mit Langhantel"))!;
    const curl = byName.get(key("Langhantel-Curls"))!;
    expect(loadsRegion(gm, "groin") && loadsRegion(gm, "back")).toBe(true);
    expect(loadsRegion(curl, "groin") || loadsRegion(curl, "back")).toBe(false);
  });
});

describe("round 4 scenarios", { timeout: 120_000 }, () => {
  const rows = (text: string) => text.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| Übung") && !l.startsWith("| Exercise"));

  it("f1: the Good Morning that pulled the groin at 90 kg is not prescribed at that load, and nothing loading the groin is raised", () => {
    const { next } = round4FollowUp(1);
    expect(rows(next.text).filter((r) => /Good Morning/.test(r) && /\| (?:9\d|1\d\d) kg \|/.test(r))).toEqual([]);
    const raised = next.summary.progression.filter((d) => d.kind === "increase" && loadsRegion(byName.get(key(d.exercise)) ?? { stressTags: [], movementPattern: "arms" }, "groin"));
    expect(raised.map((d) => d.exercise)).toEqual([]);
    expect(next.text).not.toMatch(/Ab-Rollout mit Langhantel \|/);
  });

  it("f3: the reverse lunge that pinched the plated ankle is gone; the pain-free step-up stays", () => {
    const { next } = round4FollowUp(3);
    expect(rows(next.text).filter((r) => /Reverse Lunge/.test(r))).toEqual([]);
    expect(rows(next.text).some((r) => /Step-Up/.test(r))).toBe(true);
    expect(next.text).toMatch(/Your feedback “Reverse lunges/);
  });

  it("negative control f3: without the pinch nothing is taken out for pain", () => {
    const fb = JSON.parse(readFileSync(new URL(`${ROUND_4_DIR}f3-feedback.json`, import.meta.url), "utf8")) as { day: number; text: string }[];
    const calm = fb.map((f) => ({ ...f, text: f.text.replace(/Reverse lunges:.*?plate is\./, "Reverse lunges were fine.").replace(/Please no reverse lunges for now \(pinch\), /, "") }));
    const { next } = round4FollowUp(3, calm);
    expect(next.text).not.toMatch(/Your feedback “Reverse lunges|is taken out of the plan|is replaced by/);
  });
});
