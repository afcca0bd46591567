/**
 * The admin's content forms (spec part 2 §2.5, §5): the two prompts, exercises and the
 * injuries/illnesses list. One Zod schema per form, used by the browser for instant messages and by
 * the server as the authority. Issues are language-neutral codes; the page texts turn them into words.
 *
 * Forms post multipart/URL-encoded fields: single values as strings, the code pickers (equipment,
 * muscle groups, stress tags) as repeated keys. `exerciseFormInput` / `injuryFormInput` read a
 * FormData into the plain object the schemas take, the same way in the browser and on the server.
 */
import "~/lib/zod-config";
import { z } from "zod";
import { MOVEMENT_PATTERNS, MUSCLE_GROUPS, STRESS_TAGS } from "~/domain/exercises/types";
import { EQUIPMENT } from "~/domain/questionnaire/options";
import { normalizeVideoUrl } from "~/domain/plan/match";

export type ContentIssue = "required" | "tooLong" | "tooMany" | "invalid" | "invalidCode" | "videoUrl" | "hashtag" | "duplicate";

export const CONTENT_LIMITS = {
  /** Matches the database's CHECK (char_length(btrim(name)) between 1 and 200). */
  nameMax: 200,
  descriptionMax: 2000,
  instructionsMax: 4000,
  adjustmentsMax: 4000,
  /** A prompt far above the defaults (about 9 000 characters) but below what any model accepts. */
  promptMax: 50_000,
  listItemMax: 200,
  listMax: 100,
  hashtagMax: 50,
} as const;

/** Equipment an exercise can need: every code but 'none' (no equipment needed = bodyweight only). */
export const EXERCISE_EQUIPMENT = EQUIPMENT.filter((code) => code !== "none") as Exclude<(typeof EQUIPMENT)[number], "none">[];

export const INTENTS = ["create", "update", "delete"] as const;
export type ContentIntent = (typeof INTENTS)[number];

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" && v !== "" ? [v] : []);
/** Line breaks as "\n"; the browser sends "\r\n" from a textarea. */
const lines = (v: unknown): string => str(v).replace(/\r\n?/g, "\n");
// eslint-disable-next-line no-control-regex -- refusing control characters (other than tab and line break) is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const requiredText = (max: number) =>
  z.preprocess((v) => lines(v).trim(), z.string().min(1, "required").max(max, "tooLong").refine((v) => !CONTROL.test(v), "invalid"));

/** An optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .preprocess((v) => lines(v).trim(), z.string().max(max, "tooLong").refine((v) => !CONTROL.test(v), "invalid"))
    .transform((v) => (v === "" ? null : v));

/** Codes from a fixed set, de-duplicated, in the set's order. */
const codes = <T extends string>(all: readonly T[]) =>
  z.preprocess(
    strings,
    z
      .array(z.string())
      .refine((list) => list.every((c) => (all as readonly string[]).includes(c)), "invalidCode")
      .transform((list) => all.filter((c) => list.includes(c))),
  );

/** Splits a list typed into a textarea: one entry per line (or `separators`), trimmed, blanks and repeats dropped. */
export function splitList(value: string, separators: RegExp = /\n/): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of value.split(separators)) {
    const item = raw.replace(/\s+/g, " ").trim();
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

const textList = (separators: RegExp, lowerCase = false) =>
  z.preprocess(
    (v) => splitList(Array.isArray(v) ? strings(v).join("\n") : lines(v), separators).map((item) => (lowerCase ? item.toLowerCase() : item)),
    z
      .array(z.string().max(CONTENT_LIMITS.listItemMax, "tooLong").refine((v) => !CONTROL.test(v), "invalid"))
      .max(CONTENT_LIMITS.listMax, "tooMany"),
  );

const uuid = z.preprocess(str, z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "invalid"));

/* ───────────────────────────── prompts ───────────────────────────── */

/** The prompt editor: the template text, never blank (the database refuses a blank prompt too). */
export const promptSchema = z.object({
  content: z.preprocess(
    lines,
    z
      .string()
      .refine((v) => v.trim().length > 0, "required")
      .pipe(z.string().max(CONTENT_LIMITS.promptMax, "tooLong"))
      .refine((v) => !CONTROL.test(v), "invalid"),
  ),
});
export type PromptFormInput = z.output<typeof promptSchema>;

/* ───────────────────────────── exercises ───────────────────────────── */

/**
 * A video link is accepted only when it is https (or has no scheme) and a video id can be extracted
 * (spec §2.3, the plan view's rule); it is stored in the canonical https watch form (the database
 * checks https too). Blank means no video.
 */
const videoUrl = z.preprocess(
  (v) => str(v).trim(),
  z
    .string()
    .max(2048, "videoUrl")
    .transform((v, ctx) => {
      if (v === "") return null;
      // https only: a plain http link (or any other scheme) is refused, not silently upgraded.
      const normalized = /^[a-z][a-z0-9+.-]*:/i.test(v) && !/^https:\/\//i.test(v) ? null : normalizeVideoUrl(v);
      if (!normalized) {
        ctx.addIssue({ code: "custom", message: "videoUrl" });
        return z.NEVER;
      }
      return normalized;
    }),
);

/** One hashtag such as "#stabilisation" (the plan view shows a stabilisation hint for it); the '#' is added when missing. */
const hashtag = z.preprocess(
  (v) => str(v).trim(),
  z
    .string()
    .max(CONTENT_LIMITS.hashtagMax + 1, "hashtag")
    .transform((v, ctx) => {
      if (v === "") return null;
      const tag = v.replace(/^#/, "").toLowerCase();
      if (!/^[\p{L}\p{N}_-]+$/u.test(tag)) {
        ctx.addIssue({ code: "custom", message: "hashtag" });
        return z.NEVER;
      }
      return `#${tag}`;
    }),
);

const difficulty = z.preprocess((v) => (str(v).trim() === "" ? undefined : Number(str(v))), z.number("required").int("invalidCode").min(1, "invalidCode").max(3, "invalidCode"));

/**
 * An exercise. The name is required although spec §5 says exercises are saved without required-field
 * checks: an unnamed exercise can never be matched to a plan line. The generator's metadata (movement
 * pattern, difficulty, stress tags, muscle groups, equipment) is chosen from the code lists, so the
 * built-in generator and the injury rules keep working with the coach's entries.
 */
export const exerciseSchema = z.object({
  name: requiredText(CONTENT_LIMITS.nameMax),
  nameEn: optionalText(CONTENT_LIMITS.nameMax),
  description: optionalText(CONTENT_LIMITS.descriptionMax),
  instructions: optionalText(CONTENT_LIMITS.instructionsMax),
  /** The texts English pages show (decision 0097); empty = English pages show none. */
  descriptionEn: optionalText(CONTENT_LIMITS.descriptionMax),
  instructionsEn: optionalText(CONTENT_LIMITS.instructionsMax),
  videoUrl,
  hashtag,
  muscleGroups: codes(MUSCLE_GROUPS),
  equipmentNeeded: codes(EXERCISE_EQUIPMENT),
  movementPattern: z.preprocess(str, z.string().min(1, "required").pipe(z.enum(MOVEMENT_PATTERNS, "invalidCode"))),
  difficulty,
  stressTags: codes(STRESS_TAGS),
});
export type ExerciseInput = z.output<typeof exerciseSchema>;
export const exerciseUpdateSchema = exerciseSchema.extend({ id: uuid });

/* ───────────────────────────── injuries / illnesses ───────────────────────────── */

/**
 * An entry of the injuries/illnesses list (spec §5: a non-blank name). Exercise names one per line
 * (a name may contain a comma); keywords separated by commas or lines, lower-cased as the matcher
 * expects; the stress tags to avoid from the code list.
 */
export const injurySchema = z.object({
  name: requiredText(CONTENT_LIMITS.nameMax),
  nameEn: optionalText(CONTENT_LIMITS.nameMax),
  recommendedAdjustments: optionalText(CONTENT_LIMITS.adjustmentsMax),
  relevantExercises: textList(/\n/),
  exclusions: textList(/\n/),
  keywords: textList(/[\n,;]/, true),
  avoidTags: codes(STRESS_TAGS),
});
export type InjuryInput = z.output<typeof injurySchema>;
export const injuryUpdateSchema = injurySchema.extend({ id: uuid });

/** Delete: only the id. */
export const deleteSchema = z.object({ id: uuid });

/* ───────────────────────────── form helpers ───────────────────────────── */

const text = (form: FormData, key: string): string => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};
const all = (form: FormData, key: string): string[] => form.getAll(key).filter((v): v is string => typeof v === "string");

/** The exercise form's fields as the schemas take them. */
export function exerciseFormInput(form: FormData): Record<string, unknown> {
  return {
    id: text(form, "id"),
    name: text(form, "name"),
    nameEn: text(form, "nameEn"),
    description: text(form, "description"),
    instructions: text(form, "instructions"),
    descriptionEn: text(form, "descriptionEn"),
    instructionsEn: text(form, "instructionsEn"),
    videoUrl: text(form, "videoUrl"),
    hashtag: text(form, "hashtag"),
    muscleGroups: all(form, "muscleGroups"),
    equipmentNeeded: all(form, "equipmentNeeded"),
    movementPattern: text(form, "movementPattern"),
    difficulty: text(form, "difficulty"),
    stressTags: all(form, "stressTags"),
  };
}

/** The injury form's fields as the schemas take them. */
export function injuryFormInput(form: FormData): Record<string, unknown> {
  return {
    id: text(form, "id"),
    name: text(form, "name"),
    nameEn: text(form, "nameEn"),
    recommendedAdjustments: text(form, "recommendedAdjustments"),
    relevantExercises: text(form, "relevantExercises"),
    exclusions: text(form, "exclusions"),
    keywords: text(form, "keywords"),
    avoidTags: all(form, "avoidTags"),
  };
}

/** Each list's form in one place: how the posted fields are read, the schemas of a new and an edited entry. */
export const CONTENT_FORMS = {
  exercises: { formInput: exerciseFormInput, createSchema: exerciseSchema, updateSchema: exerciseUpdateSchema },
  injuries: { formInput: injuryFormInput, createSchema: injurySchema, updateSchema: injuryUpdateSchema },
} as const;

export type ContentErrors = Partial<Record<string, ContentIssue>>;
export type ContentValidation<T> = { ok: true; data: T } | { ok: false; errors: ContentErrors };

const ISSUES: ReadonlySet<string> = new Set<ContentIssue>(["required", "tooLong", "tooMany", "invalid", "invalidCode", "videoUrl", "hashtag", "duplicate"]);

/** Validates a form; the first issue of each field wins. Unknown Zod messages count as "invalid". */
export function validateContent<S extends z.ZodType>(schema: S, input: unknown): ContentValidation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContentErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    errors[field] = (ISSUES.has(issue.message) ? issue.message : "invalid") as ContentIssue;
  }
  return { ok: false, errors };
}

/** The intent field of a content form, or null. */
export function intentOf(value: unknown): ContentIntent | null {
  return (INTENTS as readonly unknown[]).includes(value) ? (value as ContentIntent) : null;
}
