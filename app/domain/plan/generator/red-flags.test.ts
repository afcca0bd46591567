/**
 * Decision 0137: warning signs in the feedback — a heart that pounds or skips, fainting or tunnel
 * vision; symptoms radiating into a limb with tingling — are answered first: a medical check, RIR 3
 * (heart). With negative controls: a high pulse in intervals, "no more flutters", a sore calf.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EXERCISES } from "~/domain/exercises/catalog";
import type { LoggedSet } from "~/domain/training/logged-set";
import { safetyProfile, withoutRadiatingReach } from "~/domain/coaching/safety";
import { singleImplement } from "./classify";
import { answerQuestion, questionLines } from "./feedback-questions";
import { draftFollowUp, type Feedback, type ReviewQuestionnaire } from "./follow-up.fixture";
import { findPainMentions } from "~/domain/training/feedback-signals";
import { redFlagLine, redFlagsIn } from "./red-flags";

const day = (n: number, text: string) => ({ day: n, text });

describe("warning signs in the feedback (decision 0137)", () => {
  it("heart: palpitations, a skipping heart, tunnel vision — German and English", () => {
    for (const text of [
      "After 2nd set of deads my heart was pounding and felt like it skipped a few times, got lightheaded and tunnel vision for a sec.",
      "Beim Kreuzheben hatte ich plötzlich Herzstolpern und mir wurde kurz schwarz vor Augen.",
      "Nach dem Intervall Engegefühl in der Brust, hab abgebrochen.",
      "Had some palpitations on the bike today.",
      "Fast umgekippt nach den Kniebeugen.",
    ]) expect(redFlagsIn([day(3, text)], null).map((f) => f.kind), text).toEqual(["heart"]);
  });

  it("negative control: a high pulse, a negated or resolved sign, a flutter kick are no heart sign", () => {
    for (const text of [
      "Puls beim Intervall 165, danach schnell wieder runter, alles gut.",
      "resting HR 58 on watch, no more flutters. all good",
      "Kein Herzrasen mehr seit ich abends kein Koffein trinke.",
      "Flutter kicks 3x20 were hard on the abs.",
      "Heart rate zone 2 for 30 min on the bike.",
    ]) expect(redFlagsIn([day(4, text)], text), text).toEqual([]);
  });

  it("nerves: radiating into a leg with tingling, named in no exercise", () => {
    const flags = redFlagsIn([day(9, "Abends zieht es wieder ins linke Bein, bis in die Wade, und am Fuß kribbelts so komisch.")], null);
    expect(flags).toEqual([{ kind: "nerve", day: 9, said: expect.stringContaining("ins linke Bein") }]);
    expect(redFlagsIn([], "pain shooting down my leg with pins and needles in the toes").map((f) => f.kind)).toEqual(["nerve"]);
  });

  it("negative control: local muscle soreness or a sore calf does not radiate", () => {
    for (const text of ["Muskelkater in der Wade, Treppe runter ging nur seitlich.", "Calves are sore after the step-ups.", "Knie zwickt ein bisschen beim Ausfallschritt."]) {
      expect(redFlagsIn([day(2, text)], null), text).toEqual([]);
    }
  });

  it("the note asks for a medical check, names RIR 3 for the heart and the day", () => {
    const [heart] = redFlagsIn([day(9, "Herzrasen nach dem Pre-Workout.")], null);
    expect(redFlagLine(heart!)).toMatch(/^Ihre Rückmeldung \(Tag 9\): „Herzrasen nach dem Pre-Workout\.?“ – .*ärztlich abklären.*RIR 3/);
  });

  it("a pull felt after 'hats' (es hat's) is a sensation: 'beim Pull-Through hats ins Bein gezogen'", () => {
    expect(findPainMentions("Beim Pull-Through hats beim 1. Satz wieder ins linke Bein runter gezogen.")).toHaveLength(1);
    // control: the lifter pulls ("ich hab gezogen") — no sensation
    expect(findPainMentions("Beim Kreuzheben hab ich sauber vom Boden gezogen.")).toEqual([]);
  });
});

// Round 8 (blind, docs/coach-review/round-8/): the follow-ups the rule was written after (a development set from here on).
const DIR = "../../../../docs/coach-review/round-8/";
const read = (name: string) => readFileSync(new URL(DIR + name, import.meta.url), "utf8");
const json = <T>(name: string): T => JSON.parse(read(name)) as T;
function followUp(f: "f1" | "f2", q: string, feedback?: Feedback) {
  return draftFollowUp(json<ReviewQuestionnaire>(`${q}.json`), { planText: read(`${f}-plan.txt`), progress: json<LoggedSet[]>(`${f}-progress.json`), feedback: feedback ?? json<Feedback>(`${f}-feedback.json`) });
}
const rirs = (text: string) => [...new Set([...text.matchAll(/\(RIR ([\d–]+)\)/g)].map((m) => m[1]))];

describe("round 8 follow-ups (decision 0137)", () => {
  it("f2: palpitations and tunnel vision after a night shift → the warning first, in English, every set at RIR 3", () => {
    const next = followUp("f2", "q06");
    expect(next.text).toMatch(/Your feedback \(day 9\): “.*heart was pounding.*” – a pounding or skipping heart.*checked by a doctor/);
    expect(next.text).not.toMatch(/Ihre Rückmeldung|Warnsignal/);
    expect(rirs(next.text)).toEqual(["3"]);
  });

  it("control: the same fortnight without the day-9 episode keeps his RIR 1–2 and says nothing of the heart", () => {
    const fb = json<{ day: number; text: string }[]>("f2-feedback.json").filter((d) => d.day !== 9);
    const next = followUp("f2", "q06", fb);
    expect(next.text).not.toMatch(/pounding or skipping heart/);
    expect(rirs(next.text)).toContain("1–2");
  });

  it("f1: leg pain with tingling after a long drive → a prompt medical check; the Pull-Through that brought it back pauses", () => {
    const next = followUp("f1", "q02");
    expect(next.text).toMatch(/Warnsignal/);
    expect(next.text).toMatch(/ärztlich abklären/);
    expect(next.text).not.toMatch(/^\| Pull-Through/m);
  });
});


describe("the reach of a radiating symptom is no complaint there (decision 0137)", () => {
  it("'zieht ins linke Bein runter bis zum Knie' is the back, not the knee", () => {
    const text = "Rücken unten macht manchmal Probleme. Ab und zu zieht es ins linke Bein runter bis zum Knie, geht aber wieder weg.";
    expect(withoutRadiatingReach(text)).not.toMatch(/Knie/);
    expect(safetyProfile({ age: 41, healthText: text }).conditions.map((c) => c.id)).not.toContain("knee");
    expect(withoutRadiatingReach("pain shoots down my leg down to my knee")).not.toMatch(/knee/);
  });
  it("negative control: a knee complaint of its own stays, also beside a radiating one", () => {
    const text = "Das rechte Knie schmerzt beim Treppensteigen. Manchmal zieht es ins Bein bis zum Knöchel.";
    expect(withoutRadiatingReach(text)).toMatch(/rechte Knie schmerzt/);
    expect(safetyProfile({ age: 41, healthText: "Knie tut weh bis zum Abend" }).conditions.length).toBeGreaterThan(0);
  });
});

describe("one dumbbell where the name says so (decision 0137)", () => {
  it("'mit Kurzhantel' (singular) is one dumbbell, 'mit Kurzhanteln' two", () => {
    const ex = (name: string) => EXERCISES.find((e) => e.name === name)!;
    expect(singleImplement(ex("Trizepsstrecken über Kopf mit Kurzhantel"))).toBe(true);
    expect(singleImplement(ex("Bankdrücken mit Kurzhanteln"))).toBe(false);
  });
});

describe("questions the warning note answers; the coach's own answers in one line (decision 0137)", () => {
  const ctx = (redFlags?: { kind: "heart" | "nerve" }[]) => ({ previousNames: [], alsoKnownAs: () => [], days: [], decisions: new Map(), substitutions: [], patternOf: () => undefined, shorter: false, redFlags });
  it("a doctor question after a warning sign gets a yes; stimulants and sleep after a heart sign get the rule", () => {
    expect(answerQuestion("Sollte ich da mal zum Arzt", ctx([{ kind: "nerve" }]))).toMatch(/^Ja – bitte lassen Sie das zeitnah ärztlich abklären/);
    expect(answerQuestion("and is preworkout ok or should i cut it", ctx([{ kind: "heart" }]))).toMatch(/keine Energydrinks oder Pre-Workout/);
  });
  it("negative control: without a warning sign the same questions go to the coach", () => {
    expect(answerQuestion("Sollte ich da mal zum Arzt", ctx())).toBe("Diese Frage beantwortet Ihnen Ihr Coach persönlich.");
    expect(answerQuestion("and is preworkout ok or should i cut it", ctx([{ kind: "nerve" }]))).toBe("Diese Frage beantwortet Ihnen Ihr Coach persönlich.");
  });
  it("several questions for the coach make one line; a decimal point ends no question", () => {
    const lines = questionLines([{ day: 1, text: "Bench 87.5 for 7 reps, is that ok? Where are squats? Should I add curls?" }], ctx());
    expect(lines).toEqual(["Ihre Fragen „Bench 87.5 for 7 reps, is that ok“, „Where are squats“, „Should I add curls“: Diese beantwortet Ihnen Ihr Coach persönlich."]);
  });
});
