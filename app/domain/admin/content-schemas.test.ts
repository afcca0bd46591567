import { describe, expect, it } from "vitest";
import {
  CONTENT_LIMITS,
  deleteSchema,
  exerciseFormInput,
  exerciseSchema,
  exerciseUpdateSchema,
  injuryFormInput,
  injurySchema,
  intentOf,
  promptSchema,
  splitList,
  validateContent,
} from "./content-schemas";

const ID = "0b6f1c1e-8a51-4c43-9a1d-6f6c2f0f9e11";

function form(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

const exerciseFields: [string, string][] = [
  ["name", "  Rudern am Kabel  "],
  ["nameEn", ""],
  ["description", "Zugübung"],
  ["instructions", "Rücken gerade.\r\nSchulterblätter zusammen."],
  ["descriptionEn", "   "],
  ["instructionsEn", " Back straight.\r\nSqueeze your shoulder blades. "],
  ["videoUrl", "youtu.be/dQw4w9WgXcQ"],
  ["hashtag", "Stabilisation"],
  ["muscleGroups", "biceps"],
  ["muscleGroups", "back"],
  ["muscleGroups", "back"],
  ["equipmentNeeded", "cable_trx"],
  ["movementPattern", "pull_horizontal"],
  ["difficulty", "2"],
  ["stressTags", "lower_back"],
];

describe("promptSchema", () => {
  it("refuses a blank prompt and one over the limit; keeps the text otherwise with \\n line breaks", () => {
    expect(validateContent(promptSchema, { content: " \n\t " })).toEqual({ ok: false, errors: { content: "required" } });
    expect(validateContent(promptSchema, { content: null })).toEqual({ ok: false, errors: { content: "required" } });
    expect(validateContent(promptSchema, { content: "x".repeat(CONTENT_LIMITS.promptMax + 1) })).toEqual({ ok: false, errors: { content: "tooLong" } });
    expect(validateContent(promptSchema, { content: "a\u0000b" })).toEqual({ ok: false, errors: { content: "invalid" } });
    expect(validateContent(promptSchema, { content: "Alter: {{age}}\r\nZiele: {{main_goals}}\n" })).toEqual({
      ok: true,
      data: { content: "Alter: {{age}}\nZiele: {{main_goals}}\n" },
    });
  });
});

describe("exerciseSchema", () => {
  it("reads the form, trims, normalizes the video link and hashtag, and orders the codes", () => {
    const v = validateContent(exerciseSchema, exerciseFormInput(form(exerciseFields)));
    expect(v).toEqual({
      ok: true,
      data: {
        name: "Rudern am Kabel",
        nameEn: null,
        description: "Zugübung",
        instructions: "Rücken gerade.\nSchulterblätter zusammen.",
        descriptionEn: null,
        instructionsEn: "Back straight.\nSqueeze your shoulder blades.",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        hashtag: "#stabilisation",
        muscleGroups: ["back", "biceps"],
        equipmentNeeded: ["cable_trx"],
        movementPattern: "pull_horizontal",
        difficulty: 2,
        stressTags: ["lower_back"],
      },
    });
  });

  it("keeps the English texts within the German fields' limits", () => {
    const base = exerciseFormInput(form(exerciseFields));
    const tooLong = validateContent(exerciseSchema, { ...base, descriptionEn: "a".repeat(2001), instructionsEn: "a".repeat(4001) });
    expect(tooLong).toEqual({ ok: false, errors: { descriptionEn: "tooLong", instructionsEn: "tooLong" } });
    expect(validateContent(exerciseSchema, { ...base, descriptionEn: "a".repeat(2000), instructionsEn: "a".repeat(4000) }).ok).toBe(true);
  });

  it("requires a name (an unnamed exercise can never be matched to a plan line)", () => {
    const input = exerciseFormInput(form(exerciseFields.map(([k, v]) => (k === "name" ? [k, "   "] : [k, v]))));
    expect(validateContent(exerciseSchema, input)).toEqual({ ok: false, errors: { name: "required" } });
  });

  it("accepts a video link only when a video id can be extracted; blank means no video", () => {
    const withVideo = (url: string) => validateContent(exerciseSchema, { ...exerciseFormInput(form(exerciseFields)), videoUrl: url });
    expect(withVideo("https://vimeo.com/123456")).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
    expect(withVideo("https://www.youtube.com/watch?v=short")).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
    expect(withVideo("javascript:alert(1)")).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
    // https only: an http link is refused, not upgraded behind the admin's back.
    expect(withVideo("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
    expect(withVideo("ftp://youtu.be/dQw4w9WgXcQ")).toEqual({ ok: false, errors: { videoUrl: "videoUrl" } });
    expect(withVideo("https://www.youtube.com/embed/dQw4w9WgXcQ")).toMatchObject({ ok: true, data: { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } });
    expect(withVideo("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toMatchObject({ ok: true, data: { videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } });
    expect(withVideo("  ")).toMatchObject({ ok: true, data: { videoUrl: null } });
  });

  it("keeps the generator's metadata valid: known codes only, 'none' is no equipment, a movement pattern is chosen", () => {
    const base = exerciseFormInput(form(exerciseFields));
    expect(validateContent(exerciseSchema, { ...base, equipmentNeeded: ["hoverboard"] })).toEqual({ ok: false, errors: { equipmentNeeded: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, equipmentNeeded: ["none"] })).toEqual({ ok: false, errors: { equipmentNeeded: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, muscleGroups: ["brain"] })).toEqual({ ok: false, errors: { muscleGroups: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, stressTags: ["everything"] })).toEqual({ ok: false, errors: { stressTags: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, movementPattern: "" })).toEqual({ ok: false, errors: { movementPattern: "required" } });
    expect(validateContent(exerciseSchema, { ...base, movementPattern: "dance" })).toEqual({ ok: false, errors: { movementPattern: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, difficulty: "4" })).toEqual({ ok: false, errors: { difficulty: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, difficulty: "1.5" })).toEqual({ ok: false, errors: { difficulty: "invalidCode" } });
    expect(validateContent(exerciseSchema, { ...base, hashtag: "#zwei wörter" })).toEqual({ ok: false, errors: { hashtag: "hashtag" } });
    expect(validateContent(exerciseSchema, { ...base, name: "x".repeat(201) })).toEqual({ ok: false, errors: { name: "tooLong" } });
    expect(validateContent(exerciseSchema, { ...base, equipmentNeeded: [] })).toMatchObject({ ok: true, data: { equipmentNeeded: [] } });
  });

  it("an update needs the id as a UUID", () => {
    const base = exerciseFormInput(form(exerciseFields));
    expect(validateContent(exerciseUpdateSchema, { ...base, id: "1; drop table exercises" })).toEqual({ ok: false, errors: { id: "invalid" } });
    expect(validateContent(exerciseUpdateSchema, { ...base, id: ID })).toMatchObject({ ok: true, data: { id: ID, name: "Rudern am Kabel" } });
  });
});

describe("injurySchema", () => {
  const fields: [string, string][] = [
    ["name", "Tennisarm"],
    ["recommendedAdjustments", "Griffe entlasten."],
    ["relevantExercises", "Rudern am Kabel\r\n\r\nFacepulls\nrudern am kabel"],
    ["exclusions", "Klimmzug, eng"],
    ["keywords", "Tennisarm, Epicondylitis;  ELLENBOGEN \n tennisarm"],
    ["avoidTags", "wrist"],
    ["avoidTags", "elbow"],
  ];

  it("requires a non-blank name (spec §5)", () => {
    const input = injuryFormInput(form(fields.map(([k, v]) => (k === "name" ? [k, " \t"] : [k, v]))));
    expect(validateContent(injurySchema, input)).toEqual({ ok: false, errors: { name: "required" } });
  });

  it("splits exercise names by line (a name may hold a comma) and keywords by comma, lower-cased, without repeats", () => {
    expect(validateContent(injurySchema, injuryFormInput(form(fields)))).toEqual({
      ok: true,
      data: {
        name: "Tennisarm",
        nameEn: null,
        recommendedAdjustments: "Griffe entlasten.",
        relevantExercises: ["Rudern am Kabel", "Facepulls"],
        exclusions: ["Klimmzug, eng"],
        keywords: ["tennisarm", "epicondylitis", "ellenbogen"],
        avoidTags: ["wrist", "elbow"],
      },
    });
  });

  it("refuses unknown stress tags and overlong lists", () => {
    const base = injuryFormInput(form(fields));
    expect(validateContent(injurySchema, { ...base, avoidTags: ["sadness"] })).toEqual({ ok: false, errors: { avoidTags: "invalidCode" } });
    const many = Array.from({ length: CONTENT_LIMITS.listMax + 1 }, (_, i) => `Übung ${i}`).join("\n");
    expect(validateContent(injurySchema, { ...base, exclusions: many })).toEqual({ ok: false, errors: { exclusions: "tooMany" } });
    expect(validateContent(injurySchema, { ...base, keywords: "x".repeat(CONTENT_LIMITS.listItemMax + 1) })).toEqual({ ok: false, errors: { keywords: "tooLong" } });
  });
});

describe("helpers", () => {
  it("splitList drops blanks and case-insensitive repeats and collapses spaces", () => {
    expect(splitList("  a  b \n\nA B\nc")).toEqual(["a b", "c"]);
    expect(splitList("x, y;z", /[,;]/)).toEqual(["x", "y", "z"]);
  });
  it("intentOf accepts only the three intents; deleteSchema only a UUID", () => {
    expect(["create", "update", "delete", "drop", null].map(intentOf)).toEqual(["create", "update", "delete", null, null]);
    expect(validateContent(deleteSchema, { id: ID })).toEqual({ ok: true, data: { id: ID } });
    expect(validateContent(deleteSchema, { id: "" })).toEqual({ ok: false, errors: { id: "invalid" } });
  });
});
