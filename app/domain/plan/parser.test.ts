import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createExerciseLookup } from "./match";
import {
  isCardioExercise,
  isRestTitle,
  MAX_SETS,
  parsePlan,
  parseWeight,
  splitInlineList,
  progressionTail,
  stripProgressionTail,
} from "./parser";
import { DEFAULT_REST_SECTION, REST_DAY_SECTIONS, type ParsedDay, type ParsedPlan } from "./types";

// Fixtures are imported as text through Vite (domain code and its tests do not use node:*).
import bulletsMd from "./fixtures/bullets.md?raw";
import canonicalMd from "./fixtures/canonical.md?raw";
import emojiHeadingsMd from "./fixtures/emoji-headings.md?raw";
import englishMd from "./fixtures/english.md?raw";
import messyMd from "./fixtures/messy.md?raw";
import overviewTableMd from "./fixtures/overview-table.md?raw";
import plainTagMd from "./fixtures/plain-tag.md?raw";
import tablesBoldMd from "./fixtures/tables-bold.md?raw";
import weeksMd from "./fixtures/weeks.md?raw";

const FIXTURE_TEXT = {
  "canonical.md": canonicalMd,
  "tables-bold.md": tablesBoldMd,
  "bullets.md": bulletsMd,
  "plain-tag.md": plainTagMd,
  "english.md": englishMd,
  "messy.md": messyMd,
  "weeks.md": weeksMd,
  "overview-table.md": overviewTableMd,
  "emoji-headings.md": emojiHeadingsMd,
} as const;
type FixtureName = keyof typeof FIXTURE_TEXT;
const FIXTURES = Object.keys(FIXTURE_TEXT) as FixtureName[];
const fixture = (name: FixtureName): string => FIXTURE_TEXT[name];

function day(plan: ParsedPlan, n: number): ParsedDay {
  const d = plan.days.find((x) => x.day === n);
  if (!d) throw new Error(`Tag ${n} fehlt`);
  return d;
}

function ex(plan: ParsedPlan, n: number, name: string) {
  const e = day(plan, n).exercises.find((x) => x.name === name);
  if (!e) throw new Error(`${name} fehlt an Tag ${n}: ${day(plan, n).exercises.map((x) => x.name).join(", ")}`);
  return e;
}

const SECTION_TITLES: readonly string[] = [...REST_DAY_SECTIONS, DEFAULT_REST_SECTION];

/** The same invariants as assertInvariants, as a fast check for the property tests. */
function invariantViolation(plan: ParsedPlan): string | null {
  if (plan.days.length === 0) return "no days";
  if (plan.isPlaceholder && plan.days.length !== 1) return "placeholder with more than one day";
  let prev = 0;
  for (const d of plan.days) {
    if (!Number.isInteger(d.day) || d.day < 1 || d.day > 14) return `day ${d.day} out of range`;
    if (d.day <= prev) return `days not unique/sorted at ${d.day}`;
    prev = d.day;
    for (const s of d.restDayActivities) {
      if (!SECTION_TITLES.includes(s.title) || s.items.length === 0) return `bad section ${s.title}`;
    }
    for (const e of d.exercises) {
      if (e.name.length === 0) return "empty name";
      if (!Number.isInteger(e.sets) || e.sets < 1 || e.sets > MAX_SETS) return `sets ${e.sets}`;
      if (e.setsData.length !== e.sets) return "setsData length";
      if (!Number.isFinite(e.weight) || e.weight < 0) return `weight ${e.weight}`;
      if (e.originalWeight !== e.weight || e.originalReps !== e.reps || e.originalRest !== e.rest) return "original values";
      if (e.setsData.some((x) => x.reps !== e.reps || x.weight !== e.weight || x.completed !== false)) return "setsData values";
    }
  }
  return null;
}

/** Output invariants every parse must satisfy. */
function assertInvariants(plan: ParsedPlan): void {
  expect(plan.days.length).toBeGreaterThan(0);
  const numbers = plan.days.map((d) => d.day);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
  for (const d of plan.days) {
    expect(d.day).toBeGreaterThanOrEqual(1);
    expect(d.day).toBeLessThanOrEqual(14);
    expect(typeof d.title).toBe("string");
    for (const s of d.restDayActivities) {
      expect([...REST_DAY_SECTIONS, DEFAULT_REST_SECTION]).toContain(s.title);
      expect(s.items.length).toBeGreaterThan(0);
    }
    for (const e of d.exercises) {
      expect(e.name.length).toBeGreaterThan(0);
      expect(Number.isInteger(e.sets)).toBe(true);
      expect(e.sets).toBeGreaterThanOrEqual(1);
      expect(e.sets).toBeLessThanOrEqual(MAX_SETS);
      expect(e.setsData).toHaveLength(e.sets);
      expect(Number.isFinite(e.weight) && e.weight >= 0).toBe(true);
      expect(e.originalWeight).toBe(e.weight);
      expect(e.originalReps).toBe(e.reps);
      expect(e.originalRest).toBe(e.rest);
      for (const s of e.setsData) {
        expect(s).toEqual({ reps: e.reps, weight: e.weight, completed: false });
      }
      if (e.hashtag !== null) expect(e.hashtag).toMatch(/^#\S+$/);
    }
  }
  if (plan.isPlaceholder) expect(plan.days).toHaveLength(1);
}

describe("canonical fixture (what the generator writes)", () => {
  const plan = parsePlan(fixture("canonical.md"));

  it("reads all 14 days in order with their titles", () => {
    expect(plan.isPlaceholder).toBe(false);
    expect(plan.days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(day(plan, 1).title).toBe("Tag 1 - Ganzkörper A");
    expect(day(plan, 2).title).toBe("Tag 2 - Ruhetag");
    assertInvariants(plan);
  });

  it("reads the table row by row, header names deciding the columns", () => {
    const squat = ex(plan, 1, "Kniebeuge mit Langhantel");
    expect(squat).toMatchObject({ sets: 3, reps: "8-10", weight: 40, rest: "90 s", notes: "2 Wdh. im Tank (RIR 2)" });
    expect(squat.setsData).toEqual([
      { reps: "8-10", weight: 40, completed: false },
      { reps: "8-10", weight: 40, completed: false },
      { reps: "8-10", weight: 40, completed: false },
    ]);
    expect(ex(plan, 1, "Bankdrücken mit Kurzhanteln")).toMatchObject({ weight: 12.5, originalWeight: 12.5 });
    expect(ex(plan, 1, "Plank")).toMatchObject({ reps: "30-45 s", weight: 0, hashtag: "#stabilisation", notes: "Becken neutral" });
    expect(ex(plan, 3, "Pallof Press mit Band")).toMatchObject({ reps: "je Seite 10", weight: 0 });
  });

  it("keeps the cardio row's own values and the warm-up bullets", () => {
    expect(ex(plan, 1, "Ergometer (Rad)")).toMatchObject({ sets: 1, reps: "20 Minuten", weight: 0, rest: "" });
    expect(ex(plan, 5, "Ergometer (Rad)")).toMatchObject({ sets: 1, reps: "15 Minuten" });
    expect(day(plan, 1).warmUpActivities).toEqual([
      "5 Minuten Ergometer, locker (Puls ca. 110–120)",
      "Hüftkreisen, 2×10 je Richtung",
      "Schulterkreisen mit Band, 2×12",
    ]);
  });

  it("reads rest days with the four sections in order", () => {
    const rest = day(plan, 2);
    expect(rest.isRestDay).toBe(true);
    expect(rest.exercises).toEqual([]);
    expect(rest.restDayActivities.map((s) => s.title)).toEqual([...REST_DAY_SECTIONS]);
    expect(rest.restDayActivities[0]!.items).toEqual([
      "20–30 Minuten zügiger Spaziergang",
      "5 Minuten Hüftmobilisation (90/90, Hüftbeuger-Dehnung)",
    ]);
    expect(plan.days.filter((d) => d.isRestDay).map((d) => d.day)).toEqual([2, 4, 6, 7, 9, 11, 13, 14]);
  });

  it("drops the 'Hinweise zur Progression' tail from the days and keeps it as the progression notes", () => {
    const days = JSON.stringify(plan.days);
    expect(days).not.toContain("Woche 2: +2,5 kg");
    expect(days).not.toContain("nicht Teil des Plans");
    expect(plan.notes?.progression[0]).toBe("Woche 2: +2,5 kg bei den Grundübungen, wenn alle Sätze sauber waren");
  });
});

describe("day headings (§5 lenient variants)", () => {
  const body = "\n- Kniebeuge: 3x10, 40 kg\n";
  it.each([
    ["## Tag 3 – Oberkörper", "Tag 3 - Oberkörper"],
    ["## Tag 3 - Oberkörper", "Tag 3 - Oberkörper"],
    ["### Tag 3: Oberkörper", "Tag 3 - Oberkörper"],
    ["# Tag 3 — Oberkörper", "Tag 3 - Oberkörper"],
    ["**Tag 3:** Oberkörper", "Tag 3 - Oberkörper"],
    ["**Tag 3 – Oberkörper**", "Tag 3 - Oberkörper"],
    ["## **Tag 3: Oberkörper**", "Tag 3 - Oberkörper"],
    ["Tag 3: Oberkörper", "Tag 3 - Oberkörper"],
    ["Tag 3 – Oberkörper", "Tag 3 - Oberkörper"],
    ["Tag 3:", "Tag 3"],
    ["Tag 3", "Tag 3"],
    ["TAG 3: Oberkörper", "Tag 3 - Oberkörper"],
    ["## Day 3 – Upper Body", "Tag 3 - Upper Body"],
    ["**Day 3:** Upper Body", "Tag 3 - Upper Body"],
    ["### Trainingstag 3 - Oberkörper", "Tag 3 - Oberkörper"],
  ])("%s", (heading, title) => {
    const plan = parsePlan(`${heading}\n${body}`);
    expect(plan.isPlaceholder).toBe(false);
    expect(plan.days).toHaveLength(1);
    expect(plan.days[0]).toMatchObject({ day: 3, title });
    expect(plan.days[0]!.exercises[0]).toMatchObject({ name: "Kniebeuge", sets: 3, reps: "10", weight: 40 });
  });

  it("does not take prose for a heading", () => {
    const plan = parsePlan("Tag 3 war anstrengend\n## Tag 1 – A\n- Kniebeuge: 3x10\nDay 5 is fun\n");
    expect(plan.days.map((d) => d.day)).toEqual([1]);
  });

  it("ignores a plain 'Tag 1: …' sentence in the preamble when real headings exist", () => {
    const plan = parsePlan("Tag 1: locker starten.\n\n## Tag 1 – Push\n- Bankdrücken: 3x8, 50 kg\n");
    expect(day(plan, 1).title).toBe("Tag 1 - Push");
    expect(day(plan, 1).exercises).toHaveLength(1);
  });

  it("accepts plain headings after bold ones when they continue the numbering", () => {
    const plan = parsePlan("**Tag 1 – A**\n- Kniebeuge: 3x10\n\nTag 2:\n- Bankdrücken: 3x10\n");
    expect(plan.days.map((d) => d.title)).toEqual(["Tag 1 - A", "Tag 2"]);
    expect(day(plan, 2).exercises.map((e) => e.name)).toEqual(["Bankdrücken"]);
  });

  it("ignores days outside 1..14, keeps the first of duplicates, sorts days", () => {
    const plan = parsePlan(
      [
        "## Tag 3 – Drei",
        "- Kniebeuge: 3x10",
        "## Tag 0 – Null",
        "- Bankdrücken: 3x10",
        "## Tag 1 – Eins",
        "- Kreuzheben: 3x5",
        "## Tag 15 – Fünfzehn",
        "- Rudern: 3x10",
        "## Tag 3 – Noch mal drei",
        "- Dips: 3x10",
        "## Tag 99",
        "- Curls: 3x10",
      ].join("\n"),
    );
    expect(plan.days.map((d) => d.day)).toEqual([1, 3]);
    expect(day(plan, 3).title).toBe("Tag 3 - Drei");
    expect(day(plan, 3).exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
    expect(JSON.stringify(plan)).not.toMatch(/Dips|Curls|Rudern|Bankdrücken/);
  });

  it("numbers week-relative days ('## Woche 2' + 'Tag 1') as 8…14", () => {
    const plan = parsePlan(fixture("weeks.md"));
    expect(plan.days.map((d) => d.day)).toEqual([1, 2, 8, 9]);
    expect(day(plan, 8).title).toBe("Tag 8 - Oberkörper");
    expect(ex(plan, 8, "Bankdrücken")).toMatchObject({ sets: 4, reps: "8", weight: 55 });
    expect(parsePlan("### Woche 2 – Tag 3: Push\n- Dips: 3x8\n").days[0]!.day).toBe(10);
  });

  it("reads Windows line endings and non-breaking spaces", () => {
    const plan = parsePlan("## Tag 1 – A\r\n\r\n- Kniebeuge:\u00a03x10, 40\u00a0kg\r\n");
    expect(ex(plan, 1, "Kniebeuge")).toMatchObject({ sets: 3, reps: "10", weight: 40 });
  });
});

describe("rest days", () => {
  it.each(["Ruhetag", "Rest day", "Rest Day", "Regeneration", "Aktive Regeneration", "Erholungstag", "Recovery"])(
    "a title with '%s' marks a rest day",
    (title) => {
      const plan = parsePlan(`## Tag 2 – ${title}\n- Spaziergang 30 Minuten\n`);
      expect(day(plan, 2).isRestDay).toBe(true);
      expect(isRestTitle(title)).toBe(true);
    },
  );

  it("puts bullets outside a known section into 'Regenerative Maßnahmen'", () => {
    const plan = parsePlan(fixture("plain-tag.md"));
    expect(day(plan, 2).restDayActivities).toEqual([
      { title: DEFAULT_REST_SECTION, items: ["Spaziergang 30 Minuten", "Leichtes Dehnen", "Früh schlafen gehen"] },
    ]);
  });

  it("a day with rest sections and no exercises is a rest day even without a rest title", () => {
    const plan = parsePlan("## Tag 6 – Sonntag\n### Ernährung & Ruhe\n- Früh schlafen\n");
    expect(day(plan, 6)).toMatchObject({
      isRestDay: true,
      restDayActivities: [{ title: "Ernährung & Ruhe", items: ["Früh schlafen"] }],
    });
  });

  it("a line 'Ruhetag' right after a bare heading marks the day", () => {
    const plan = parsePlan(fixture("plain-tag.md"));
    expect(day(plan, 4)).toMatchObject({ isRestDay: true, title: "Tag 4 - Ruhetag" });
    expect(day(plan, 4).restDayActivities.map((s) => s.title)).toEqual([...REST_DAY_SECTIONS]);
  });

  it.each([
    ["### headings", (t: string) => `### ${t}\n- Punkt`],
    ["bold headings", (t: string) => `**${t}:**\n- Punkt`],
    ["bold headings, colon outside", (t: string) => `**${t}**:\n- Punkt`],
    ["plain 'Name:' lines", (t: string) => `${t}:\n- Punkt`],
    ["inline 'Name: item'", (t: string) => `${t}: Punkt`],
    ["bullet labels", (t: string) => `- **${t}:** Punkt`],
  ])("reads the four sections written as %s", (_label, render) => {
    const text = `## Tag 2 – Ruhetag\n\n${REST_DAY_SECTIONS.map(render).join("\n\n")}\n`;
    const d = day(parsePlan(text), 2);
    expect(d.restDayActivities).toEqual(REST_DAY_SECTIONS.map((title) => ({ title, items: ["Punkt"] })));
  });

  it("maps English section names onto the four German sections", () => {
    const d = day(parsePlan(fixture("english.md")), 2);
    expect(d.title).toBe("Tag 2 - Rest day");
    expect(d.restDayActivities.map((s) => s.title)).toEqual([...REST_DAY_SECTIONS]);
    expect(d.restDayActivities[1]!.items).toEqual(["Foam roll quads and calves"]);
  });

  it("ignores prose lines on a rest day outside sections, keeps prose inside one", () => {
    const d = day(parsePlan("## Tag 2 – Ruhetag\nHeute ruhst du.\n### Ernährung & Ruhe\nAchte auf 2 l Wasser.\n"), 2);
    expect(d.restDayActivities).toEqual([{ title: "Ernährung & Ruhe", items: ["Achte auf 2 l Wasser."] }]);
  });
});

describe("warm-up", () => {
  it.each(["**Aufwärmen:**", "Aufwärmen:", "### Aufwärmen", "Warm-Up:", "**Warm-up:**", "Warm-up", "### Warm-Up (10 Minuten)"])(
    "reads a bullet list after %s",
    (label) => {
      const d = day(parsePlan(`## Tag 1 – A\n${label}\n- Armkreisen\n- Hüftkreisen\n\n- Kniebeuge: 3x10\n`), 1);
      expect(d.warmUpActivities).toEqual(["Armkreisen", "Hüftkreisen"]);
      expect(d.exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
    },
  );

  it("reads an inline comma list, keeping decimal commas and parentheses", () => {
    const d = day(parsePlan("## Tag 1 – A\nAufwärmen: 5 Min Rad (locker, 90 W), Armkreisen; Band 2,5 kg, 2×10\n- Kniebeuge: 3x10\n"), 1);
    expect(d.warmUpActivities).toEqual(["5 Min Rad (locker, 90 W)", "Armkreisen", "Band 2,5 kg, 2×10"]);
    expect(d.exercises).toHaveLength(1);
    expect(splitInlineList("Hüftkreisen, 2×10 je Richtung, Armkreisen")).toEqual(["Hüftkreisen, 2×10 je Richtung", "Armkreisen"]);
  });

  it("reads a warm-up row inside the exercise table", () => {
    const d = day(parsePlan("## Tag 1\n| Übung | Sätze | Wiederholungen |\n|---|---|---|\n| Aufwärmen: Rad | – | 5 Minuten |\n| Kniebeuge | 3 | 10 |\n"), 1);
    expect(d.warmUpActivities).toEqual(["Rad 5 Minuten"]);
    expect(d.exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
  });
});

describe("exercise tables", () => {
  it("uses the header names, not the column order", () => {
    const plan = parsePlan(fixture("tables-bold.md"));
    expect(ex(plan, 1, "Bankdrücken mit Langhantel")).toMatchObject({ sets: 4, reps: "6-8", weight: 60, rest: "2 Min", notes: "RIR 1–2" });
    expect(ex(plan, 1, "Schulterdrücken sitzend")).toMatchObject({ weight: 14 });
    expect(ex(plan, 1, "Seitheben")).toMatchObject({ weight: 7.5 });
  });

  it("'3x10' in the reps cell means 3 sets × 10 reps", () => {
    const plan = parsePlan(fixture("tables-bold.md"));
    expect(ex(plan, 1, "Schrägbankdrücken mit Kurzhanteln")).toMatchObject({ sets: 3, reps: "10", weight: 20 });
    const p2 = parsePlan("## Tag 1\n| Übung | Wdh. |\n|---|---|\n| Dips | 4x8 |\n| Curls | 12 |\n");
    expect(ex(p2, 1, "Dips")).toMatchObject({ sets: 4, reps: "8" });
    expect(ex(p2, 1, "Curls")).toMatchObject({ sets: 3, reps: "12" });
  });

  it("reads tables without outer pipes, puts unknown columns into notes", () => {
    const plan = parsePlan(fixture("tables-bold.md"));
    expect(ex(plan, 2, "Langhantelrudern")).toMatchObject({ sets: 4, reps: "8", weight: 50, rest: "90 s" });
    expect(ex(plan, 4, "Kniebeuge")).toMatchObject({ notes: "Tempo: 3-1-1 · tief und kontrolliert" });
  });

  it("reads English headers", () => {
    const plan = parsePlan(fixture("english.md"));
    expect(ex(plan, 1, "Bench Press")).toMatchObject({ sets: 4, reps: "8", weight: 60, rest: "2 min", notes: "RIR 2" });
    expect(ex(plan, 1, "Dumbbell Shoulder Press")).toMatchObject({ weight: 12.5 });
    expect(ex(plan, 3, "Walking Lunges")).toMatchObject({ reps: "12 per side", weight: 10 });
  });

  it("defaults sets to 3 and cardio to 1 set of '20 Minuten'", () => {
    const plan = parsePlan(fixture("tables-bold.md"));
    expect(ex(plan, 4, "Laufband")).toMatchObject({ sets: 1, reps: "20 Minuten", weight: 0, notes: "locker auslaufen" });
    const p2 = parsePlan("## Tag 1\n| Übung | Sätze | Wiederholungen |\n|---|---|---|\n| Kniebeuge | | 10 |\n| Rudergerät | | |\n| Crosstrainer | 2 | 10 Minuten |\n");
    expect(ex(p2, 1, "Kniebeuge")).toMatchObject({ sets: 3, reps: "10" });
    expect(ex(p2, 1, "Rudergerät")).toMatchObject({ sets: 1, reps: "20 Minuten" });
    expect(ex(p2, 1, "Crosstrainer")).toMatchObject({ sets: 2, reps: "10 Minuten" });
  });

  it("reads a header without a separator row, escaped pipes and a numbering column", () => {
    const plan = parsePlan(fixture("messy.md"));
    expect(day(plan, 1).exercises.map((e) => e.name)).toEqual(["Bankdrücken", "Schulterdrücken", "Dips", "Seitheben", "Trizeps am Seil"]);
    const p2 = parsePlan("## Tag 1\n| Übung | Sätze | Wiederholungen | Gewicht |\n| Kniebeuge | 3 | 10 | 40 kg |\n");
    expect(ex(p2, 1, "Kniebeuge")).toMatchObject({ sets: 3, reps: "10", weight: 40 });
  });

  it("reads a whole-plan table with a day column", () => {
    const plan = parsePlan(fixture("overview-table.md"));
    expect(plan.days.map((d) => [d.day, d.title, d.isRestDay])).toEqual([
      [1, "Tag 1 - Oberkörper", false],
      [2, "Tag 2 - Ruhetag", true],
      [3, "Tag 3 - Beine", false],
    ]);
    expect(day(plan, 1).exercises.map((e) => e.name)).toEqual(["Bankdrücken", "Rudern am Kabel"]);
    expect(ex(plan, 3, "Laufband")).toMatchObject({ sets: 1, reps: "20 Minuten" });
  });

  it("skips tables that are not exercise tables", () => {
    const plan = parsePlan("## Tag 1 – A\n| Wochentag | Fokus |\n|---|---|\n| Montag | Beine |\n- Kniebeuge: 3x10\n");
    expect(day(plan, 1).exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
  });
});

describe("exercise lists", () => {
  it.each([
    ["- Kniebeuge: 3x10, 40 kg, 90 s Pause", { name: "Kniebeuge", sets: 3, reps: "10", weight: 40, rest: "90 s" }],
    ["- Bankdrücken – 3 Sätze à 8-12 Wdh., 2×12,5 kg, Pause 60-90 s", { name: "Bankdrücken", sets: 3, reps: "8-12", weight: 12.5, rest: "60-90 s" }],
    ["* Rudern am Kabel: 3 Sätze x 12 Wiederholungen (25 kg), 60 s Pause", { name: "Rudern am Kabel", sets: 3, reps: "12", weight: 25, rest: "60 s" }],
    ["1. **Kreuzheben** (Langhantel): 4 × 6, 60 kg, Pause 2 Min – Rücken gerade", { name: "Kreuzheben (Langhantel)", sets: 4, reps: "6", weight: 60, rest: "2 Min", notes: "Rücken gerade" }],
    ["- **Plank** – 3 × 30-45 s #Stabilisation", { name: "Plank", sets: 3, reps: "30-45 s", weight: 0, hashtag: "#stabilisation" }],
    ["- Squats: 3 sets of 10 reps @ 40 kg, rest 90 s", { name: "Squats", sets: 3, reps: "10", weight: 40, rest: "90 s" }],
    ["- Bizepscurls 3 x 12 @ 2×8 kg", { name: "Bizepscurls", sets: 3, reps: "12", weight: 8 }],
    ["- Dips: 3 Sätze, 12 Wiederholungen, Körpergewicht", { name: "Dips", sets: 3, reps: "12", weight: 0 }],
    ["- Seitstütz je Seite 3x20 s", { name: "Seitstütz", sets: 3, reps: "20 s je Seite" }],
    ["- 3×10 Kniebeugen (40 kg)", { name: "Kniebeugen", sets: 3, reps: "10", weight: 40 }],
    ["- 10 Minuten Ergometer", { name: "Ergometer", sets: 1, reps: "10 Minuten" }],
    ["- Ergometer 15 Minuten locker", { name: "Ergometer", sets: 1, reps: "15 Minuten", notes: "locker" }],
    ["- Joggen", { name: "Joggen", sets: 1, reps: "20 Minuten" }],
    ["- Beinpresse: 4 Sätze, 10-12 Wdh., 80-90 kg", { name: "Beinpresse", sets: 4, reps: "10-12", weight: 80 }],
    ["- Klimmzüge 4x max", { name: "Klimmzüge", sets: 4, reps: "max" }],
  ])("%s", (line, expected) => {
    const plan = parsePlan(`## Tag 1 – A\n${line}\n`);
    const exercises = day(plan, 1).exercises;
    expect(exercises).toHaveLength(1);
    expect(exercises[0]).toMatchObject(expected);
  });

  it("reads indented detail lines under a name-only bullet", () => {
    const plan = parsePlan(fixture("bullets.md"));
    expect(ex(plan, 1, "Ausfallschritte")).toMatchObject({ sets: 3, reps: "10 je Seite", weight: 8, rest: "60 s", notes: "Knie über dem Fuß" });
    expect(ex(plan, 3, "Dead Bug")).toMatchObject({ hashtag: "#stabilisation", notes: "Langsam und kontrolliert ausführen." });
  });

  it("reads a bold name line followed by a spec line", () => {
    const plan = parsePlan("## Tag 1\n**Kniebeuge**\n3 Sätze à 10 Wdh., 40 kg\n");
    expect(day(plan, 1).exercises).toEqual([expect.objectContaining({ name: "Kniebeuge", sets: 3, reps: "10", weight: 40 })]);
  });

  it("does not take a prose sentence with numbers for an exercise", () => {
    const d = day(parsePlan("## Tag 1 – A\nHeute konzentrieren wir uns auf 3 Sätze pro Übung.\nKniebeuge 3x10 mit 20 kg\n"), 1);
    expect(d.exercises.map((e) => [e.name, e.sets, e.reps, e.weight])).toEqual([["Kniebeuge", 3, "10", 20]]);
  });

  it("keeps unknown list text as notes of the exercise before it", () => {
    const plan = parsePlan("## Tag 1\n- Kniebeuge: 3x10\n- Achte auf saubere Technik\n");
    expect(day(plan, 1).exercises).toEqual([expect.objectContaining({ name: "Kniebeuge", notes: "Achte auf saubere Technik" })]);
  });

  it("treats every bullet under an exercises heading as an exercise", () => {
    const d = day(parsePlan("## Tag 1\n### Hauptteil\n- Kniebeuge\n- Liegestütze\n### Cool-down\n- Dehnen 5 Minuten\n"), 1);
    expect(d.exercises.map((e) => [e.name, e.sets, e.reps])).toEqual([
      ["Kniebeuge", 3, ""],
      ["Liegestütze", 3, ""],
    ]);
  });

  it("a remark line 'Fokus: …' does not swallow the exercises after it; a 'Cool-down' block does", () => {
    const d = day(parsePlan("## Tag 1 – Beine\nFokus: Quadrizeps\nDauer: 60 Minuten\n- Kniebeuge: 3x10\nCool-down:\n- Dehnen 2x30 s\n"), 1);
    expect(d.exercises.map((e) => e.name)).toEqual(["Kniebeuge"]);
  });

  it("reads the bullet-list fixture", () => {
    const plan = parsePlan(fixture("bullets.md"));
    expect(day(plan, 1).warmUpActivities).toHaveLength(3);
    expect(day(plan, 1).exercises.map((e) => e.name)).toEqual([
      "Kniebeuge",
      "Bankdrücken",
      "Kurzhantelrudern (einarmig)",
      "Plank",
      "Ausfallschritte",
      "Seilspringen",
    ]);
    expect(ex(plan, 1, "Seilspringen")).toMatchObject({ sets: 1, reps: "10 Minuten" });
    expect(ex(plan, 3, "Schulterdrücken mit Kurzhanteln")).toMatchObject({ sets: 3, reps: "10", weight: 10, rest: "75 s" });
    expect(day(plan, 4)).toMatchObject({ isRestDay: true, exercises: [] });
  });
});

describe("weights, hashtags, links (§5)", () => {
  it.each([
    ["40 kg", 40],
    ["2×12,5 kg", 12.5],
    ["2 x 10 kg", 10],
    ["2x8", 8],
    ["12.5 kg", 12.5],
    ["20-25 kg", 20],
    ["Körpergewicht", 0],
    ["–", 0],
    ["", 0],
    ["leicht (ca. 5 kg)", 5],
    ["-20 kg", 20],
  ])("parseWeight(%j) = %d", (text, value) => {
    expect(parseWeight(text)).toBe(value);
  });

  it("never returns a non-finite or negative weight", () => {
    expect(parseWeight("9".repeat(400))).toBe(0);
    expect(parseWeight(null)).toBe(0);
  });

  it("moves a #hashtag from the name or notes into hashtag, lower-cased", () => {
    const plan = parsePlan("## Tag 1\n| Übung | Hinweise |\n|---|---|\n| Plank #Stabilisation | Becken neutral |\n| Dead Bug | #stabilisation langsam |\n");
    expect(ex(plan, 1, "Plank")).toMatchObject({ hashtag: "#stabilisation", notes: "Becken neutral" });
    expect(ex(plan, 1, "Dead Bug")).toMatchObject({ hashtag: "#stabilisation", notes: "langsam" });
  });

  it("keeps a video link from the plan only when a YouTube id can be extracted", () => {
    const plan = parsePlan(fixture("messy.md"));
    expect(ex(plan, 1, "Bankdrücken").video_url).toBe("https://www.youtube.com/watch?v=rT7DgCr-3pg");
    const p2 = parsePlan("## Tag 1\n- [Kniebeuge](https://vimeo.com/1234): 3x10\n");
    expect(ex(p2, 1, "Kniebeuge").video_url).toBeNull();
  });

  it("recognises cardio names", () => {
    for (const n of ["Ergometer", "Laufband", "Rudergerät", "Crosstrainer", "Fahrrad", "Ergometer (Rad)", "Seilspringen", "Joggen", "Laufen", "Assault Bike", "Treadmill", "Rowing machine"]) {
      expect(isCardioExercise(n), n).toBe(true);
    }
    for (const n of ["Kniebeuge", "Rudern am Kabel", "Langhantelrudern", "Fahrrad-Crunches", "Ausfallschritte laufend", "Bankdrücken"]) {
      expect(isCardioExercise(n), n).toBe(false);
    }
  });
});

describe("chat-style output with emoji, numbered lists and a '#' column", () => {
  const plan = parsePlan(fixture("emoji-headings.md"));

  it("reads the days behind emoji and ignores the bold preamble", () => {
    expect(plan.days.map((d) => d.title)).toEqual(["Tag 1 - Oberkörper (Push-Fokus)", "Tag 2 - Ruhetag 😴", "Tag 3 - Unterkörper"]);
    expect(day(plan, 2).restDayActivities.map((s) => s.title)).toEqual([...REST_DAY_SECTIONS]);
  });

  it("reads the table (ranges with en dash written as hyphen) and the numbered warm-up", () => {
    expect(day(plan, 1).warmUpActivities).toEqual(["Rudergerät – 5 Minuten locker", "Armkreisen – 2 × 15", "Band Pull-Aparts – 2 × 12"]);
    expect(ex(plan, 1, "Bankdrücken (Langhantel)")).toMatchObject({ sets: 4, reps: "8-10", weight: 50, rest: "90 Sek.", notes: "Schulterblätter fixieren" });
    expect(ex(plan, 1, "Schrägbankdrücken KH")).toMatchObject({ weight: 16, notes: "" });
    expect(day(plan, 1).exercises).toHaveLength(4); // the cool-down bullet is not an exercise
  });

  it("reads the numbered bold list with '@' weights and '(Pause: …)'", () => {
    expect(day(plan, 3).warmUpActivities).toEqual(["5 Min. Crosstrainer", "Beinpendel", "Hüftkreisen"]);
    expect(day(plan, 3).exercises.map((e) => [e.name, e.sets, e.reps, e.weight, e.rest])).toEqual([
      ["Kniebeuge", 4, "8", 60, "2 Min."],
      ["Rumänisches Kreuzheben", 3, "10", 50, "90 Sek."],
      ["Ausfallschritte", 3, "10 pro Bein", 10, ""],
      ["Wadenheben", 4, "15", 40, ""],
      ["Plank", 3, "45 Sek.", 0, ""],
    ]);
  });
});

describe("exercise database lookup", () => {
  const lookup = createExerciseLookup([
    { name: "Kniebeuge mit Langhantel", nameEn: "Barbell Back Squat", instructions: "Füße schulterbreit.", videoUrl: "https://youtu.be/ultWZbUMPL8" },
    { name: "Bankdrücken mit Kurzhanteln", nameEn: "Dumbbell Bench Press", instructions: "Schulterblätter zusammen.", videoUrl: "https://example.com/video.mp4" },
    { name: "Plank", nameEn: "Plank", instructions: "Becken neutral.", videoUrl: null, hashtag: "stabilisation" },
  ]);

  it("attaches instructions and a normalized video URL; drops non-YouTube links", () => {
    const plan = parsePlan(fixture("canonical.md"), lookup);
    expect(ex(plan, 1, "Kniebeuge mit Langhantel")).toMatchObject({
      instructions: "Füße schulterbreit.",
      video_url: "https://www.youtube.com/watch?v=ultWZbUMPL8",
    });
    expect(ex(plan, 1, "Bankdrücken mit Kurzhanteln")).toMatchObject({ instructions: "Schulterblätter zusammen.", video_url: null });
    expect(ex(plan, 1, "Rudern am Kabel")).toMatchObject({ instructions: null, video_url: null });
  });

  it("matches spelling variants and takes the record's hashtag when the plan has none", () => {
    const plan = parsePlan("## Tag 1\n- Langhantel-Kniebeuge: 3x10\n- PLANK: 3x30 s\n", lookup);
    expect(ex(plan, 1, "Langhantel-Kniebeuge").instructions).toBe("Füße schulterbreit.");
    expect(ex(plan, 1, "PLANK").hashtag).toBe("#stabilisation");
  });

  it("lets a bullet without numbers count as an exercise when the database knows it", () => {
    const plan = parsePlan("## Tag 1\n- Plank\n- Irgendein Satz ohne Übung\n", lookup);
    expect(day(plan, 1).exercises.map((e) => e.name)).toEqual(["Plank"]);
  });
});

describe("tail, placeholder, robustness", () => {
  it.each([
    "## Hinweise zur Progression",
    "**Hinweise zur Progression:**",
    "Hinweise zur Progression:",
    "### hinweise zur progression",
  ])("drops everything from '%s' on", (heading) => {
    const text = `## Tag 1 – A\n- Kniebeuge: 3x10\n${heading}\n- Tag 2: mehr Gewicht\n## Tag 2 – B\n- Dips: 3x8\n`;
    const plan = parsePlan(text);
    expect(plan.days.map((d) => d.day)).toEqual([1]);
    expect(stripProgressionTail(text)).not.toContain("Dips");
  });

  it.each([[""], ["   \n\n"], ["Hallo! Leider kann ich keinen Plan erstellen."], ["| a | b |\n|---|---|\n| 1 | 2 |"]])(
    "no days → exactly one placeholder day (%j)",
    (text) => {
      const plan = parsePlan(text);
      expect(plan.isPlaceholder).toBe(true);
      expect(plan.days).toHaveLength(1);
      expect(plan.days[0]).toMatchObject({ day: 1, title: "Tag 1 - Training", isRestDay: false });
      expect(plan.days[0]!.exercises).toHaveLength(1);
      assertInvariants(plan);
    },
  );

  it("never throws on non-string input", () => {
    expect(parsePlan(undefined as unknown as string).isPlaceholder).toBe(true);
    expect(parsePlan(42 as unknown as string).isPlaceholder).toBe(true);
  });

  it("caps absurd set counts", () => {
    const plan = parsePlan("## Tag 1\n- Kniebeuge: 999 Sätze à 10\n| Übung | Sätze |\n|---|---|\n| Dips | 100000 |\n");
    expect(day(plan, 1).exercises.map((e) => e.sets)).toEqual([MAX_SETS, MAX_SETS]);
  });

  it.each(FIXTURES)("fixture %s satisfies the output invariants", (name) => {
    const plan = parsePlan(fixture(name));
    expect(plan.isPlaceholder).toBe(false);
    assertInvariants(plan);
    expect(invariantViolation(plan)).toBeNull();
  });

  it("stays fast on adversarial input (no catastrophic backtracking)", () => {
    const head = "## Tag 1 – A\n";
    const inputs = [
      head + "- " + "[".repeat(20000) + "](",
      head + "- a " + "1-".repeat(10000) + " s",
      head + "- Kniebeuge: " + "1 ".repeat(10000),
      head + "| Übung | Sätze |\n|---|---|\n| " + "a |".repeat(10000),
      head + "- " + "**".repeat(10000),
      head + "- a " + "#a".repeat(10000),
      "Tag 1:\n".repeat(5000),
    ];
    for (const text of inputs) {
      const t0 = performance.now();
      assertInvariants(parsePlan(text));
      // A ReDoS guard, not a benchmark (npm run bench:engine measures speed): linear-time parsing
      // finishes this in milliseconds, catastrophic backtracking would take minutes.
      expect(performance.now() - t0).toBeLessThan(5000);
    }
  });
});

describe("property tests", { timeout: 30_000 }, () => {
  it("never throws on arbitrary strings and keeps the invariants", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (text) => {
        expect(invariantViolation(parsePlan(text))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  const word = fc.constantFrom("Kniebeuge", "Bankdrücken", "Plank", "Ergometer", "Ruhetag", "Aufwärmen", "Rest day", "x", "kg", "Pause", "#stabilisation", "Sätze", "Wdh.", "–", "-", ":", "|", "**", "à", "@", "Woche", "Tag", "Day");
  const num = fc.oneof(fc.integer({ min: -5, max: 30 }).map(String), fc.constantFrom("8-12", "3x10", "2×12,5", "60-90", "0", "1e400", "99999999999999999999", "NaN"));
  const cellText = fc.array(fc.oneof(word, num, fc.string({ maxLength: 6 })), { maxLength: 5 }).map((p) => p.join(" "));
  const line = fc.oneof(
    fc.tuple(fc.constantFrom("## ", "### ", "**", "", "# "), fc.constantFrom("Tag", "Day", "Woche", "tag"), num, fc.constantFrom(" – ", ": ", " - ", ":** ", " "), cellText).map((p) => p.join("")),
    fc.tuple(fc.constantFrom("- ", "* ", "1. ", "  - ", "\t- ", "• "), cellText).map((p) => p.join("")),
    fc.array(cellText, { minLength: 1, maxLength: 7 }).map((cells) => `| ${cells.join(" | ")} |`),
    fc.constantFrom(
      "| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |",
      "|---|---|---|---|---|---|",
      "| Tag | Übung | Sätze |",
      "**Aufwärmen:**",
      "Warm-Up: a, b, c",
      "### Aktive Erholung & Mobilität",
      "Ernährung & Ruhe:",
      "## Hinweise zur Progression",
      "---",
      "",
      "Hauptteil:",
      "### Cool-down",
    ),
    cellText,
  );

  it("never throws on Markdown-ish line soup and keeps the invariants", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.constantFrom("\n", "\r\n"), (lines, eol) => {
        expect(invariantViolation(parsePlan(lines.join(eol)))).toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const text = lines.join("\n");
        expect(parsePlan(text)).toEqual(parsePlan(text));
      }),
      { numRuns: 100 },
    );
  });
});


describe("a bracket the numbers leave behind", () => {
  const first = (line: string) => parsePlan(`## Tag 1 – Beine\n\n**Hauptteil:**\n${line}\n- Kniebeuge: 3x10\n`).days[0]!.exercises[0]!;
  it.each([
    ["- Goblet Squat 3×12 (Kettlebell), – Oberkörper aufrecht", 0],
    ["- Goblet Squat: 3 × 12 (Kettlebell), – Oberkörper aufrecht", 0],
    ["- Goblet Squat – 3 Sätze à 12 Wdh. (Kettlebell, 16 kg) – Oberkörper aufrecht", 16],
    ["- 3 × 12 Goblet Squat (Kettlebell) – Oberkörper aufrecht", 0],
  ])("belongs to the name, not the notes: %s", (line, weight) => {
    const e = first(line);
    expect(e.name).toBe("Goblet Squat (Kettlebell)");
    expect(e.notes).toBe("Oberkörper aufrecht");
    expect(e.weight).toBe(weight);
  });
  it("stays a note when it is a cue", () => {
    expect(first("- Kniebeuge: 3x10 (langsam absenken)").notes).toBe("(langsam absenken)");
    expect(first("- Kniebeuge: 3x10 (RPE 8)").name).toBe("Kniebeuge");
  });
});

describe("English plans", () => {
  const text = "# Your 2-Week Training Plan\n\n## Day 1 – Full body\n\n**Warm-up:**\n- Arm circles\n- Hip circles\n\n| Exercise | Sets | Reps | Weight | Rest | Notes |\n|---|---|---|---|---|---|\n| Goblet Squat | 3 | 10 | 12 kg | 90 s | upright chest |\n\n## Day 2 – Rest day\n\n### Active recovery & mobility\n- 20 min walk\n\n## Progression notes\n\n- Goblet Squat: +2 kg when all sets reach 10 reps\n";
  it("reads days, warm-ups, the table and the 'Progression notes' tail", () => {
    const plan = parsePlan(text);
    expect(plan.days.map((d) => d.day)).toEqual([1, 2]);
    expect(plan.days[0]!.warmUpActivities).toEqual(["Arm circles", "Hip circles"]);
    expect(plan.days[0]!.exercises[0]).toMatchObject({ name: "Goblet Squat", sets: 3, reps: "10", weight: 12, rest: "90 s" });
    expect(plan.days[1]!.isRestDay).toBe(true);
    expect(plan.notes?.progression).toEqual(["Goblet Squat: +2 kg when all sets reach 10 reps"]);
    expect(progressionTail(text)).toEqual(["Goblet Squat: +2 kg when all sets reach 10 reps"]);
  });
  it("negative control: 'progression' inside a note is no tail", () => {
    const plan = parsePlan(text.replace("## Progression notes\n", "").replace("upright chest", "progression notes follow next week"));
    expect(plan.days[0]!.exercises[0]!.notes).toBe("progression notes follow next week");
  });
});
