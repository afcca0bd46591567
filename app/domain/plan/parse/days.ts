/** Days of the plan text in the making, built into parsed days; the placeholder plan; the progression tail. */
import {
  CARDIO_DEFAULT_DURATION,
  CARDIO_DEFAULT_SETS,
  DEFAULT_REST_SECTION,
  DEFAULT_SET_COUNT,
  REST_DAY_SECTIONS,
  type ParsedDay,
  type ParsedExercise,
  type ParsedPlan,
  type RestDaySection,
} from "~/domain/plan/types";
import { normalizeVideoUrl, type ExerciseLookup } from "~/domain/plan/match";
import { MAX_SETS, type ExerciseSpec } from "./exercise-line";
import { collapse, hyphenateRanges, isBlankValue, isCardioExercise, isRestTitle, parseWeight, stripInline } from "./text";

const PLACEHOLDER_TITLE = "Tag 1 - Training";

export const NONE: Context = { k: "none" };

export type Context =
  | { k: "none" }
  | { k: "exercises" }
  | { k: "ignore" }
  | { k: "warmup"; items: number }
  | { k: "rest"; title: string };

export interface DayBuilder {
  day: number;
  title: string;
  restTitle: boolean;
  warmUps: string[];
  sections: Map<string, string[]>;
  exercises: ExerciseSpec[];
  loose: string[];
  fromTable: boolean;
}

export function newDay(day: number, titleText: string, fromTable = false): DayBuilder {
  return {
    day,
    title: titleText ? `Tag ${day} - ${titleText}` : `Tag ${day}`,
    restTitle: isRestTitle(titleText),
    warmUps: [],
    sections: new Map(),
    exercises: [],
    loose: [],
    fromTable,
  };
}

export function addRestItem(day: DayBuilder, title: string, item: string): void {
  const text = stripInline(item);
  if (text === "") return;
  const list = day.sections.get(title);
  if (list) list.push(text);
  else day.sections.set(title, [text]);
}


export function buildExercise(spec: ExerciseSpec, lookup: ExerciseLookup | undefined): ParsedExercise {
  const cardio = isCardioExercise(spec.name);
  const sets = Math.min(Math.max(spec.sets ?? (cardio ? CARDIO_DEFAULT_SETS : DEFAULT_SET_COUNT), 1), MAX_SETS);
  const reps = spec.reps && !isBlankValue(spec.reps) ? hyphenateRanges(spec.reps) : cardio ? CARDIO_DEFAULT_DURATION : "";
  const weight = spec.weightText ? parseWeight(spec.weightText) : 0;
  const rest = spec.rest && !isBlankValue(spec.rest) ? hyphenateRanges(spec.rest) : "";
  let instructions: string | null = null;
  let videoUrl = spec.videoUrl;
  let hashtag = spec.hashtag;
  let nameEn: string | null = null;
  if (lookup) {
    const record = lookup.find(spec.name, { weight: spec.weightCell ?? spec.weightText, reps: spec.reps });
    if (record) {
      nameEn = record.nameEn?.trim() || null;
      instructions = record.instructions && record.instructions.trim() !== "" ? record.instructions : null;
      videoUrl = videoUrl ?? normalizeVideoUrl(record.videoUrl);
      if (!hashtag && record.hashtag) {
        const h = record.hashtag.trim().toLowerCase();
        hashtag = h === "" ? null : h.startsWith("#") ? h : `#${h}`;
      }
    }
  }
  const setsData = [];
  for (let i = 0; i < sets; i++) setsData.push({ reps, weight, completed: false });
  return {
    name: spec.name,
    video_url: videoUrl,
    instructions,
    hashtag,
    sets,
    reps,
    originalReps: reps,
    weight,
    originalWeight: weight,
    rest,
    originalRest: rest,
    notes: collapse(spec.notes.filter((n) => n.trim() !== "").join(" · ")),
    setsData,
    ...(nameEn ? { nameEn } : {}),
  };
}

export function buildDay(b: DayBuilder, lookup: ExerciseLookup | undefined): ParsedDay {
  const exercises = b.exercises.filter((e) => e.name !== "").map((e) => buildExercise(e, lookup));
  if (b.loose.length > 0 && exercises.length === 0) {
    for (const item of b.loose) addRestItem(b, DEFAULT_REST_SECTION, item);
  }
  const restDayActivities: RestDaySection[] = [];
  for (const title of [...REST_DAY_SECTIONS, DEFAULT_REST_SECTION]) {
    const items = b.sections.get(title);
    if (items && items.length > 0) restDayActivities.push({ title, items: [...items] });
  }
  const isRestDay = b.restTitle || (exercises.length === 0 && restDayActivities.length > 0);
  return {
    day: b.day,
    title: b.title,
    isRestDay,
    restDayActivities,
    warmUpActivities: [...b.warmUps],
    exercises,
  };
}

/** The single placeholder day shown when no day could be read (spec §2.2). */
export function placeholderPlan(): ParsedPlan {
  const reps = "10";
  return {
    isPlaceholder: true,
    days: [
      {
        day: 1,
        title: PLACEHOLDER_TITLE,
        isRestDay: false,
        restDayActivities: [],
        warmUpActivities: [],
        exercises: [
          {
            name: "Beispielübung",
            video_url: null,
            instructions: null,
            hashtag: null,
            sets: DEFAULT_SET_COUNT,
            reps,
            originalReps: reps,
            weight: 0,
            originalWeight: 0,
            rest: "60 s",
            originalRest: "60 s",
            notes: "Der Plantext enthält keine erkennbaren Tage (Tag 1 … Tag 14).",
            setsData: Array.from({ length: DEFAULT_SET_COUNT }, () => ({ reps, weight: 0, completed: false })),
          },
        ],
      },
    ],
  };
}

/**
 * A line that starts (after heading marks, list marks, emphasis) with 'Hinweise zur Progression' (English
 * plans: 'Progression notes', 'Notes on progression'):
 * "## Hinweise zur Progression", "**Hinweise zur Progression:**", "Hinweise zur Progression".
 */
/** The progression tail's label, German and English (a regular-expression source). */
export const PROGRESSION_LABEL = "(?:hinweise zur progression|progression notes|notes on progression)";
const RE_PROGRESSION_LINE = new RegExp(String.raw`^[ \t]*(?:#{1,6}[ \t]*|[-*+•][ \t]+)?(?:\*\*|__|\*|_)?[ \t]*${PROGRESSION_LABEL}`, "im");

/** The text before the 'Hinweise zur Progression' tail (heading, bold or plain line). */
export function stripProgressionTail(text: string): string {
  const m = RE_PROGRESSION_LINE.exec(text);
  return m ? text.slice(0, m.index) : text;
}

/** The 'Hinweise zur Progression' tail itself, from its label line on ('' when there is none). */
export function progressionTailText(text: string): string {
  const m = RE_PROGRESSION_LINE.exec(text);
  return m ? text.slice(m.index) : "";
}

/** The lines of the 'Hinweise zur Progression' tail, list marks and emphasis removed (the coach's comparison shows them). */
export function progressionTail(text: string): string[] {
  const tail = progressionTailText(text.replace(/\r\n?/g, "\n"));
  if (tail === "") return [];
  const lines = tail.split("\n");
  // The heading line may carry text after it ("**Hinweise zur Progression:** …").
  lines[0] = (lines[0] ?? "").replace(new RegExp(String.raw`^[\s#>*_-]*(?:\*\*|__)?\s*${PROGRESSION_LABEL}\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?`, "i"), "");
  return lines
    .map((l) =>
      l
        .replace(/^\s*(?:[-*+•]|\d{1,2}[.)])\s+/, "")
        .replace(/\*\*|__/g, "")
        .trim(),
    )
    .filter((l) => l !== "" && !/^#{1,6}\s/.test(l) && /[\p{L}\p{N}]/u.test(l));
}
