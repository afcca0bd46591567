/**
 * Decision 0130 (coach review round 7, open findings of the first plans): the health line names what
 * the customer said, not a record's diagnosis; a hip replacement's precautions (no loaded rotation,
 * lunges, deep hinges; machine set-up; physio and the groin/instability stop rule); rest days that name
 * the customer's own sport, keep the day before a competition light, and no heat or breath holds where
 * a condition speaks against them; rack safeties for a lone lifter with a barbell at home. Each rule on
 * the round-7 inputs AND with a negative control.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { conditionsInText, safetyProfile } from "~/domain/coaching/safety";
import { namedSports } from "~/domain/coaching/sports";
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { complaintName } from "./complaint-names";
import { generatePlan } from "./index";

const R7 = "../../../../docs/coach-review/round-7/";
type Q = QuestionnaireAnswers & { language?: "de" | "en" };
const q7 = (id: string): Q => JSON.parse(readFileSync(new URL(`${R7}q${id}.json`, import.meta.url), "utf8")) as Q;
const plan = (q: Q) => generatePlan({ questionnaire: q, exercises: EXERCISES, injuries: INJURIES, language: q.language ?? "de" });
const health = (text: string) => /^(?:Gesundheit: Angepasst an|Health: adapted to) .*$/m.exec(text)?.[0] ?? "";
const rows = (q: Q) => plan(q).summary.days.flatMap((d) => d.exercises);
const restLines = (text: string) => text.split("\n").filter((l) => l.startsWith("- "));

describe("the health line names what the customer said (decision 0130)", () => {
  it("a vague knee or shoulder complaint is not relabelled a meniscus or an impingement (q04, q05)", () => {
    for (const id of ["04", "05"]) {
      const line = health(plan(q7(id)).text);
      expect(line, id).not.toMatch(/Menisk|impingement/i);
      expect(line, id).toMatch(/Beschwerden am (?:rechten|linken) Knie/);
    }
    expect(health(plan({ ...q7("04"), health_restrictions: "Knie rechts tut nach dem Spiel manchmal weh" }).text)).toMatch(/Beschwerden am rechten Knie/);
  });

  it("control: a diagnosis the customer names stays named", () => {
    const line = health(plan({ ...q7("04"), health_restrictions: "Meniskusriss links, operiert 2021, seitdem manchmal Schmerzen" }).text);
    expect(line).toMatch(/Menisk/);
    expect(health(plan({ ...q7("06"), health_restrictions: "Shoulder impingement right, painful overhead" }).text)).toMatch(/impingement/i);
  });

  it("English: a cranky shoulder is the customer's left shoulder, no back problem from 'then back' (q06)", () => {
    const line = health(plan(q7("06")).text);
    expect(line).toMatch(/Left shoulder complaints/);
    expect(line).not.toMatch(/impingement|Back problems/i);
    expect(conditionsInText("Had a cortisone shot in Sept, helped 3 weeks then back")).not.toContain("back");
    expect(conditionsInText("the pain came back again")).not.toContain("back");
    // control: the back as a body part is still a back complaint
    expect(conditionsInText("my back hurts after long days at work")).toContain("back");
    expect(conditionsInText("lower back pain")).toContain("back");
  });

  it("a relative's condition is family history, not the customer's (q03: mum's hip)", () => {
    expect(conditionsInText("No fractures so far but my mum broke her hip at 70")).not.toContain("hip");
    expect(health(plan(q7("03")).text)).not.toMatch(/Hip/);
    // control: the customer's own hip
    expect(conditionsInText("I broke my hip at 70")).toContain("hip");
  });

  it("English arthritis is named in the customer's words, not 'meniscus' (q08)", () => {
    const line = health(plan(q7("08")).text);
    expect(line).toMatch(/Arthritis in both knees/);
    expect(line).not.toMatch(/meniscus/i);
  });

  it("the neutral name says where and which side", () => {
    expect(complaintName("Schulter links zwickt manchmal")).toBe("Beschwerden an der linken Schulter");
    expect(complaintName("both knees ache")).toBe("Beschwerden an beiden Knien");
    expect(complaintName("Rücken zwickt")).toBe("Beschwerden am Rücken");
    expect(complaintName("Typ 1 Diabetes")).toBeNull();
  });
});

describe("hip replacement precautions (decision 0130, q01)", () => {
  const q = q7("01");
  const p = plan(q);
  const FORBIDDEN = /Holzhacker|Pull-Through|Knieheben|Ausfallschritt|Rückenstrecken|Adduktor|Hip Thrust|Rumpfrotation/;

  it("no loaded rotation, lunges, deep hinges or knee raises – rows and warm-ups", () => {
    expect(rows(q).map((r) => r.name).filter((n) => FORBIDDEN.test(n))).toEqual([]);
    expect(p.summary.days.flatMap((d) => d.warmUp).filter((w) => FORBIDDEN.test(w))).toEqual([]);
    expect(restLines(p.text).filter((l) => /Sauna|Warmes Bad/.test(l))).toEqual([]);
  });

  it("every seated machine says how to set it up; the note names the physio and the groin/instability stop rule", () => {
    const machines = rows(q).filter((r) => r.equipmentNeeded.includes("machines") && r.pattern !== "calves");
    expect(machines.length).toBeGreaterThan(3);
    for (const r of machines) expect(r.notes, r.name).toMatch(/Einstellung: /);
    expect(rows(q).find((r) => r.name === "Beinpresse")?.notes).toMatch(/Rückenlehne flacher/);
    expect(p.text).toMatch(/Physiotherapeutin oder Ihrem Operateur/);
    expect(p.text).toMatch(/Schmerzen in der Leiste/);
    const en = plan({ ...q, language: "en" }).text;
    expect(en).toMatch(/set-up: seat high/);
    expect(en).toMatch(/pain in the groin/);
    expect(en).not.toMatch(/Einstellung|Leiste/);
  });

  it("control: without a hip replacement the general set-up note stays and wood chops are allowed", () => {
    const knee = { ...q, age: 45, health_restrictions: "Kniearthrose rechts" };
    const machines = rows(knee).filter((r) => r.equipmentNeeded.includes("machines"));
    expect(machines.some((r) => /Sitz und Polster einstellen/.test(r.notes))).toBe(true);
    expect(machines.some((r) => /Einstellung: /.test(r.notes))).toBe(false);
    expect(safetyProfile({ age: 45, healthText: "Kniearthrose rechts" }, INJURIES).exerciseViolation({ name: "Holzhacker am Kabelzug", stressTags: [] })).toBeNull();
    expect(safetyProfile({ age: 71, healthText: q.health_restrictions }, INJURIES).exerciseViolation({ name: "Holzhacker am Kabelzug", stressTags: [] })).not.toBeNull();
  });
});

describe("rest days name the customer's own sport (decision 0130)", () => {
  it("handball with a Saturday game: named, and the day before a game stays light (q04)", () => {
    const lines = restLines(plan(q7("04")).text);
    expect(lines.filter((l) => /^- An Tagen mit Handball: /.test(l)).length).toBeGreaterThanOrEqual(4);
    expect(lines.some((l) => /^- Am Tag vor einem Spiel oder Wettkampf/.test(l))).toBe(true);
  });

  it("control: no sport named, no sport line (q06); a sport without competitions, no competition line (q08)", () => {
    expect(plan(q7("06")).text).not.toMatch(/On days with|An Tagen mit/);
    const q08 = plan(q7("08")).text;
    expect(q08).toMatch(/On days with bowls or walks: that is your exercise/i);
    expect(q08).not.toMatch(/day before a game|Spiel oder Wettkampf/);
  });

  it("an activity of the past is not the customer's sport; a race counts as a competition", () => {
    expect(namedSports("walk the dog 30-40 min most days, used to do zumba years ago")).toEqual({ de: ["Spaziergängen"], en: ["walks"], competes: false });
    expect(namedSports("Laufen, 3x die Woche, im März Halbmarathon").competes).toBe(true);
    expect(namedSports("bowls in summer (lawn bowls club), walk to the shops").competes).toBe(false);
  });

  it("no sauna or hot bath with blood pressure, its tablets or type 1 diabetes; no breath holds with blood-pressure tablets", () => {
    for (const text of ["Bluthochdruck", "nehme Ramipril", "Typ 1 Diabetes", "Bisoprolol"]) {
      expect(safetyProfile({ age: 50, healthText: text }, INJURIES).textViolation("Warmes Bad oder Sauna zur Entspannung, 15–20 Minuten"), text).not.toBeNull();
    }
    expect(safetyProfile({ age: 50, healthText: "nehme Ramipril" }, INJURIES).textViolation("5 Minuten Box-Atmung (4 s ein, 4 s halten, 4 s aus, 4 s halten)")).not.toBeNull();
    // control: no such condition, both stay possible
    const none = safetyProfile({ age: 50, healthText: "Tennisellenbogen rechts" }, INJURIES);
    expect(none.textViolation("Warmes Bad oder Sauna zur Entspannung, 15–20 Minuten")).toBeNull();
    expect(none.textViolation("5 Minuten Box-Atmung (4 s ein, 4 s halten, 4 s aus, 4 s halten)")).toBeNull();
  });
});

describe("rack safeties for a lone lifter with a barbell at home (decision 0130)", () => {
  it("a garage gym with a barbell squat and bench press gets the note (q02)", () => {
    expect(plan(q7("02")).text).toMatch(/Sicherungsablagen des Racks/);
  });

  it("control: a commercial gym with machines gets none (q04, q05); English customers get it in English", () => {
    expect(plan(q7("04")).text).not.toMatch(/Sicherungsablagen/);
    expect(plan(q7("05")).text).not.toMatch(/Sicherungsablagen/);
    const en = plan({ ...q7("02"), language: "en" }).text;
    expect(en).toMatch(/set the rack's safety arms/);
    expect(en).not.toMatch(/Sicherungsablagen/);
  });
});
