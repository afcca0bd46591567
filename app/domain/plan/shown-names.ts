/**
 * Exercise names as a page in the customer's language shows them (decision 0133: an English customer
 * never meets German). The stored names never change — the plan keeps its own spelling, logged sets
 * are keyed by it ("Letztes Mal", records, the follow-up) — only what an English page shows does:
 * the catalog's English name of the record the one matcher (match.ts) links, and for a name the
 * catalog does not have, the name with its German gym words in English (the glossary below). A
 * German page shows the stored names as they are.
 */
import type { ExerciseLookup } from "./match";

export type { ShownNames } from "./shown-titles";

/**
 * German gym words and phrases → English, longest first, whole words only (case-insensitive). The
 * words of exercise names a coach or an AI writes that the catalog may lack: the movements, the
 * equipment, posture and grip. A word not listed stays as written.
 */
const GLOSSARY: ReadonlyArray<readonly [string, string]> = [
  ["an der Maschine", "machine"],
  ["am Kabelzug", "cable"],
  ["am Kabel", "cable"],
  ["am Seil", "rope"],
  ["mit Kurzhanteln", "with dumbbells"],
  ["mit Langhantel", "with barbell"],
  ["breiter Griff", "wide grip"],
  ["enger Griff", "close grip"],
  ["neutraler Griff", "neutral grip"],
  ["Schrägbankdrücken", "Incline Bench Press"],
  ["Negativbankdrücken", "Decline Bench Press"],
  ["Bankdrücken", "Bench Press"],
  ["Schulterdrücken", "Shoulder Press"],
  ["Überkopfdrücken", "Overhead Press"],
  ["Beinpresse", "Leg Press"],
  ["Beinstrecker", "Leg Extension"],
  ["Beinbeuger", "Leg Curl"],
  ["Kniebeugen", "Squats"],
  ["Kniebeuge", "Squat"],
  ["Kreuzheben", "Deadlift"],
  ["Ausfallschritte", "Lunges"],
  ["Ausfallschritt", "Lunge"],
  ["Klimmzüge", "Pull-Ups"],
  ["Klimmzug", "Pull-Up"],
  ["Liegestütze", "Push-Ups"],
  ["Liegestütz", "Push-Up"],
  ["Latziehen", "Lat Pulldown"],
  ["Rudern", "Row"],
  ["Seitheben", "Lateral Raise"],
  ["Frontheben", "Front Raise"],
  ["Wadenheben", "Calf Raise"],
  ["Beckenheben", "Glute Bridge"],
  ["Hüftheben", "Hip Raise"],
  ["Knieheben", "Knee Raise"],
  ["Beinheben", "Leg Raise"],
  ["Bizepscurls", "Biceps Curls"],
  ["Trizepsdrücken", "Triceps Pushdown"],
  ["Unterarmstütz", "Plank"],
  ["Seitstütz", "Side Plank"],
  ["Kurzhanteln", "dumbbells"],
  ["Kurzhantel", "dumbbell"],
  ["Langhantel", "barbell"],
  ["Maschine", "machine"],
  ["Kabelzug", "cable"],
  ["Kabel", "cable"],
  ["Körpergewicht", "bodyweight"],
  ["Barren", "parallel bars"],
  ["Bank", "bench"],
  ["sitzend", "seated"],
  ["stehend", "standing"],
  ["liegend", "lying"],
  ["hängend", "hanging"],
  ["einarmig", "single-arm"],
  ["einbeinig", "single-leg"],
  ["rückwärts", "reverse"],
  ["assistiert", "assisted"],
  ["mit", "with"],
  ["und", "and"],
];

const GLOSSARY_PATTERN = new RegExp(`(?<!\\p{L})(${GLOSSARY.map(([de]) => de.replace(/ /g, "\\s+")).join("|")})(?!\\p{L})`, "giu");
const GLOSSARY_MAP = new Map(GLOSSARY.map(([de, en]) => [de.toLowerCase(), en]));

/** A name the catalog does not have, with its German gym words in English ("Schrägbankdrücken (Kurzhanteln)" → "Incline Bench Press (dumbbells)"). */
export function englishGymWords(name: string): string {
  return name.replace(GLOSSARY_PATTERN, (word) => GLOSSARY_MAP.get(word.replace(/\s+/g, " ").toLowerCase()) ?? word);
}

/** The English name of an exercise: its linked record's, else the name with the glossary's words. */
export function englishExerciseName(name: string, nameEn: string | null | undefined): string {
  return nameEn?.trim() ? nameEn.trim() : englishGymWords(name);
}

/**
 * The names an English page shows for stored names, each read by the one matcher (its English name,
 * else the glossary); `known` are names whose record is already linked (a parsed plan's exercises).
 * A German page needs none.
 */
export function shownNamesFor(
  lang: "de" | "en",
  names: Iterable<string>,
  lookup: Pick<ExerciseLookup, "find"> | null,
  known: ReadonlyMap<string, string | null | undefined> = new Map(),
): Record<string, string> {
  const out: Record<string, string> = {};
  if (lang !== "en") return out;
  for (const name of names) {
    if (name in out || !name.trim()) continue;
    const shown = englishExerciseName(name, known.has(name) ? known.get(name) : lookup?.find(name)?.nameEn);
    if (shown !== name) out[name] = shown;
  }
  return out;
}
