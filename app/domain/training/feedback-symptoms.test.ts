/**
 * Feedback reading after round 5's follow-ups (issue 23): a German ordinal ("im 3. Satz") ends no
 * sentence, so the exercise and the pain stay together; "es zieht / fing an zu ziehen" is a
 * sensation; pelvic-floor symptoms (pressure, heaviness, leaking) are complaints of a body region.
 * Each with negative controls.
 */
import { describe, expect, it } from "vitest";
import { findPainMentions, mentionsPain, sentencesOf } from "./feedback-signals";
import { readFeedback } from "~/domain/plan/generator/feedback-reading";

describe("a German ordinal before a counted noun ends no sentence", () => {
  it("'im 3. Satz', 'am 2. Tag', 'ab der 4. Wiederholung'", () => {
    expect(sentencesOf("Latzug mit 70: im 3. Satz stechend am Ellbogen.")).toHaveLength(1);
    expect(sentencesOf("Kniebeuge am 2. Tag tat das Knie weh.")).toHaveLength(1);
    expect(sentencesOf("Rudern ab der 4. Wiederholung zieht es im Rücken")).toHaveLength(1);
  });
  it("negative control: a number at the end of a sentence still ends it", () => {
    expect(sentencesOf("Bankdrücken mit 80. Dann war Schluss.")).toHaveLength(2);
    expect(sentencesOf("Ich war 3 Tage krank. Tag 5 ging gut")).toHaveLength(2);
  });
  it("the exercise named before the ordinal gets the pain said after it", () => {
    const r = readFeedback(["Latzug an der Maschine", "Bankdrücken mit Langhantel"], [{ day: 11, text: "Latzug an der Maschine mit 72,5: im 3. Satz wieder stechend außen am rechten Ellbogen, nur 4 Wdh." }], null);
    expect([...r.exercises.entries()].filter(([, f]) => f.pain).map(([k]) => k)).toEqual([...r.exercises.keys()].filter((k) => k.includes("latzug")));
    expect([...r.exercises.keys()].some((k) => k.includes("latzug"))).toBe(true);
  });
});

describe("'es zieht' is a sensation, also as 'fing es an zu ziehen'", () => {
  it("impersonal 'es' with ziehen and a body part", () => {
    expect(mentionsPain("beim 2. Satz fing es außen am rechten Ellbogen an zu ziehen")).toBe(true);
    expect(mentionsPain("Da hat es im Knie gezogen")).toBe(true);
    expect(mentionsPain("es begann in der Schulter zu ziehen")).toBe(true);
  });
  it("negative control: pulling as the movement is no pain", () => {
    expect(mentionsPain("Ellbogen zur Hüfte ziehen, lief gut")).toBe(false);
    expect(mentionsPain("Ich habe die Stange bis zur Brust gezogen")).toBe(false);
  });
});

describe("pelvic-floor symptoms are complaints of the pelvic floor", () => {
  it("pressure, heaviness, leaking – German and English", () => {
    expect(findPainMentions("im 2. Satz so ein Druckgefühl nach unten im Beckenboden")[0]?.bodyParts).toContain("pelvic_floor");
    expect(findPainMentions("Beim Springen ein Schweregefühl im Beckenboden")[0]?.bodyParts).toContain("pelvic_floor");
    expect(findPainMentions("some leaking from the bladder on the swings")[0]?.bodyParts).toContain("pelvic_floor");
    expect(mentionsPain("felt pressure in my pelvic floor during deadlifts")).toBe(true);
  });
  it("negative control: pressure without a body region, and pelvic-floor training that went well", () => {
    expect(mentionsPain("Viel Druck im Job diese Woche")).toBe(false);
    expect(mentionsPain("Beckenbodentraining im Sitzen lief gut")).toBe(false);
    expect(mentionsPain("time pressure at work, skipped day 5")).toBe(false);
  });
});
