import { describe, expect, it } from "vitest";
import { findTerm, fold, hasTerm, keywordTerm, saysNothing, stem, wordsOf } from "./text";

describe("fold", () => {
  it("makes umlauts, their transliterations and plain vowels equal", () => {
    expect(fold("Rücken")).toBe("rucken");
    expect(fold("Ruecken")).toBe("rucken");
    expect(fold("RUCKEN")).toBe("rucken");
    expect(fold("Straße / Übung")).toBe("strasse ubung");
    expect(fold("Crème brûlée")).toBe("creme brulee");
    expect(fold("doesn't")).toBe("dosnt");
  });
});

describe("word matching", () => {
  it("never finds a word inside another word unless the term says so", () => {
    expect(hasTerm("Bankdrücken", "rücken*")).toBe(false);
    expect(hasTerm("Schmerzen beim Bankdrücken", "rucken*")).toBe(false);
    expect(hasTerm("Rückenschmerzen", "rücken*")).toBe(true);
    expect(hasTerm("Oberer Rücken", "ruecken")).toBe(true);
    expect(hasTerm("Rückenschmerzen", "*schmerz*")).toBe(true);
    expect(hasTerm("Kastensprung", "*sprung")).toBe(true);
    expect(hasTerm("Bankdrücken", "*rücken*")).toBe(false);
    expect(hasTerm("Brücke", "*rück*")).toBe(false);
    expect(hasTerm("Oberer-Rückenschmerz", "*rücken*")).toBe(true);
    expect(hasTerm("Kastensprung", "sprung*")).toBe(false);
    expect(hasTerm("Ausfallschritt-Sprünge", "sprung*")).toBe(true);
    expect(hasTerm("Knee", "knee")).toBe(true);
    expect(hasTerm("Kneeling", "knee")).toBe(false);
  });

  it("matches terms of several words in a row", () => {
    expect(hasTerm("Schmerzen im unteren Rücken, lower back pain", "back pain")).toBe(true);
    expect(hasTerm("back, and then pain", "back pain")).toBe(false);
    expect(hasTerm("Step-up auf eine Stufe", "step up*")).toBe(true);
    expect(findTerm("Beinpresse, 3 Sätze", ["knie*", "beinpresse*"])).toBe("beinpresse*");
  });

  it("reads admin keywords by length: short whole words, medium word starts, long anywhere", () => {
    expect(keywordTerm("LWS")).toBe("lws");
    expect(keywordTerm("Knie")).toBe("knie*");
    expect(keywordTerm("asthma")).toBe("*asthma*");
    expect(keywordTerm("back pain")).toBe("back pain*");
    expect(hasTerm("Belastungsasthma", keywordTerm("asthma"))).toBe(true);
    expect(hasTerm("Kniearthrose", keywordTerm("knie"))).toBe(true);
    expect(hasTerm("Kiwis", keywordTerm("hws"))).toBe(false);
  });

  it("stems German and English plurals", () => {
    expect(stem(fold("Kniebeugen"))).toBe("kniebeug");
    expect(stem(fold("Klimmzüge"))).toBe("klimmzug");
    expect(stem("curls")).toBe("curl");
  });

  it("knows 'nothing' answers", () => {
    expect(saysNothing("Keine")).toBe(true);
    expect(saysNothing("- keine bekannt -")).toBe(true);
    expect(saysNothing("keine Knieprobleme")).toBe(false);
    expect(wordsOf(null)).toEqual([]);
  });
});
