import { describe, expect, it } from "vitest";
import {
  boundedDamerau,
  compactKey,
  createExerciseLookup,
  extractVideoId,
  normalizeName,
  normalizeVideoUrl,
  stemToken,
  stripQualifiers,
  tokenSetKey,
  videoEmbedUrl,
} from "./match";

const rec = (name: string, nameEn = "", videoUrl: string | null = null) => ({
  name,
  nameEn,
  instructions: `Anleitung: ${name}`,
  videoUrl,
});

const DB = [
  rec("Kniebeuge mit Langhantel", "Barbell Back Squat", "https://www.youtube.com/watch?v=ultWZbUMPL8"),
  rec("Bankdrücken", "Bench Press"),
  rec("Überzug mit Kurzhantel", "Dumbbell Pullover"),
  rec("Bulgarian Split Squat", "Bulgarian Split Squat"),
  rec("Bizepscurls mit Kurzhanteln", "Dumbbell Biceps Curl"),
  rec("Seitheben", "Lateral Raise"),
  rec("Frontheben", "Front Raise"),
  rec("Kreuzheben", "Deadlift"),
  rec("Plank", "Plank"),
  rec("Rudern am Kabel", "Seated Cable Row"),
  rec("Straße laufen", "Road running"),
];

describe("normalization", () => {
  it("is case-, umlaut-, ß-, accent-, punctuation- and whitespace-insensitive", () => {
    expect(normalizeName("  BANKDRÜCKEN  ")).toBe("bankdruecken");
    expect(normalizeName("Straße")).toBe("strasse");
    expect(normalizeName("Crêpe-Übung (leicht)!")).toBe("crepe uebung leicht");
    expect(compactKey("Split-Squat, bulgarisch")).toBe("splitsquatbulgarisch");
  });
  it("drops parenthesised qualifiers and sorts tokens without stop words", () => {
    expect(stripQualifiers("Kniebeuge (Langhantel) [schwer]")).toBe("Kniebeuge");
    expect(tokenSetKey("Kniebeuge mit der Langhantel")).toBe(tokenSetKey("Langhantel Kniebeuge"));
  });
  it("computes a bounded Damerau distance", () => {
    expect(boundedDamerau("kniebeuge", "kniebeuge", 2)).toBe(0);
    expect(boundedDamerau("kniebeuge", "knieebuge", 2)).toBe(1); // transposition
    expect(boundedDamerau("bizepscurls", "bizepcurls", 2)).toBe(1);
    expect(boundedDamerau("seitheben", "frontheben", 2)).toBe(3); // exceeds → max + 1
    expect(boundedDamerau("", "abc", 5)).toBe(3);
  });
});

describe("createExerciseLookup", () => {
  const lookup = createExerciseLookup(DB);
  const name = (q: string) => lookup.find(q)?.name ?? null;

  it("matches exactly, by case and by umlaut spelling", () => {
    expect(name("Bankdrücken")).toBe("Bankdrücken");
    expect(name("BANKDRÜCKEN")).toBe("Bankdrücken");
    expect(name("Bankdruecken")).toBe("Bankdrücken");
    expect(name("Ueberzug mit Kurzhantel")).toBe("Überzug mit Kurzhantel");
    expect(name("Strasse laufen")).toBe("Straße laufen");
  });
  it("ignores punctuation and whitespace", () => {
    expect(name("Bulgarian Split-Squat")).toBe("Bulgarian Split Squat");
    expect(name("Bulgarian  SplitSquat")).toBe("Bulgarian Split Squat");
  });
  it("matches English names, token sets and names with qualifiers", () => {
    expect(name("Bench Press")).toBe("Bankdrücken");
    expect(name("Langhantel Kniebeuge")).toBe("Kniebeuge mit Langhantel");
    expect(name("Kreuzheben (konventionell)")).toBe("Kreuzheben");
    expect(name("Kniebeuge (Barbell Back Squat)")).toBe("Kniebeuge mit Langhantel");
  });
  it("matches plurals and a unique containing name, never an ambiguous one", () => {
    const db = createExerciseLookup([
      rec("Klimmzug", "Pull-up"),
      rec("Klimmzug im Untergriff", "Chin-up"),
      rec("Rudern am Kabelzug", "Seated Cable Row"),
      rec("Seitheben mit Kurzhanteln", "Dumbbell Lateral Raise"),
      rec("Seitheben am Kabelzug", "Cable Lateral Raise"),
      rec("Liegestütz", "Push-up"),
    ]);
    expect(db.find("Klimmzüge")?.name).toBe("Klimmzug");
    expect(db.find("Liegestütze")?.name).toBe("Liegestütz");
    expect(db.find("Rudern am Kabel")?.name).toBe("Rudern am Kabelzug");
    expect(db.find("Seitheben")).toBeNull(); // two candidates: no guess
    expect(db.find("Push-ups")?.name).toBe("Liegestütz");
    expect(stemToken("kniebeugen")).toBe(stemToken("kniebeuge"));
    expect(stemToken("kurzhanteln")).toBe("kurzhantel");
  });

  it("tolerates small spelling differences on longer names only", () => {
    expect(name("Bizepcurls mit Kurzhanteln")).toBe("Bizepscurls mit Kurzhanteln");
    expect(name("Rudern am Kabl")).toBe("Rudern am Kabel");
    expect(name("Plnk")).toBeNull(); // too short for fuzzy matching
    expect(name("Frontheben")).toBe("Frontheben");
    expect(name("Seitheben")).toBe("Seitheben");
    expect(name("Beinpresse")).toBeNull();
    expect(name("")).toBeNull();
  });
  it("is fast: 150 records, misses included", () => {
    const many = Array.from({ length: 150 }, (_, i) => rec(`Übung Nummer ${i} mit Variante ${i * 7}`, `Exercise ${i}`));
    const big = createExerciseLookup([...many, ...DB]);
    const queries = Array.from({ length: 60 }, (_, i) => (i % 2 ? `Unbekannte Übung ${i}` : "Kniebeuge mit Langhantel"));
    const start = performance.now();
    for (const q of queries) big.find(q);
    expect(performance.now() - start).toBeLessThan(50);
    expect(big.find("Kniebeuge mit Langhantel")?.nameEn).toBe("Barbell Back Squat");
  });
});

describe("video links", () => {
  const ID = "ultWZbUMPL8";
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=30s`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`youtu.be/${ID}`],
    [`https://www.youtube.com/embed/${ID}?start=10`],
    [`https://www.youtube-nocookie.com/embed/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
  ])("extracts the id from %s", (url) => {
    expect(extractVideoId(url)).toBe(ID);
    expect(normalizeVideoUrl(url)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(videoEmbedUrl(url)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
  it.each([
    [null],
    [""],
    ["not a url"],
    ["https://vimeo.com/123456789"],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/watch?v=ultWZbUMPL8x"],
    ["https://www.youtube.com/channel/UC1234567890"],
    ["https://evil.example/watch?v=ultWZbUMPL8"],
    ["javascript:alert(1)//youtu.be/ultWZbUMPL8"],
  ])("rejects %s", (url) => {
    expect(extractVideoId(url)).toBeNull();
    expect(normalizeVideoUrl(url)).toBeNull();
  });
});
