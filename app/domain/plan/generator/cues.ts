/**
 * Technique cues: every cue belongs to the exercise it is printed under (coach review round 2, rule
 * 1). The movement pattern gives the default cues; exercises whose mechanics differ from their
 * pattern's compound lift get their own (a leg curl is no hip hinge, a leg press no free squat, a
 * lateral raise no overhead press), and isometric holds get hold cues.
 */
import type { ExerciseRecord, MovementPattern } from "~/domain/exercises/types";
import { isTimeBased } from "./classify";

export const PATTERN_CUES: Record<MovementPattern, string[]> = {
  squat: ["Fersen am Boden, Knie folgen den Zehen", "Rumpf fest, kontrolliert absenken", "Brust aufrecht, ganze Fußsohle belasten"],
  hinge: ["Rücken neutral, Hüfte nach hinten schieben", "Gewicht nah am Körper führen", "Gesäß oben fest anspannen"],
  lunge: ["Knie stabil über dem Fuß", "aufrechter Oberkörper, ruhig absenken", "Becken gerade halten"],
  push_horizontal: ["Schulterblätter zusammen und tief", "Ellbogen ca. 45° vom Körper", "kontrolliert absenken, kräftig drücken"],
  push_vertical: ["Rumpf fest, kein Hohlkreuz", "Ellbogen unter den Händen"],
  pull_horizontal: ["Schulterblätter zuerst zusammenziehen", "Ellbogen nah am Körper", "Oberkörper ruhig halten"],
  pull_vertical: ["Schultern weg von den Ohren", "Ellbogen Richtung Hüfte ziehen", "ohne Schwung arbeiten"],
  core: ["Becken neutral, ruhig atmen", "Rippen runter, Bauch fest", "Spannung halten statt Tempo"],
  carry: ["aufrecht gehen, Schultern tief", "Rumpf fest, kleine Schritte"],
  arms: ["Oberarme ruhig, ohne Schwung", "langsam ablassen (3 s)"],
  calves: ["volle Bewegungsamplitude", "oben kurz halten"],
  cardio: ["Zone 2, Sie können noch sprechen", "gleichmäßiges Tempo"],
  mobility: ["ruhig atmen, ohne Schmerz", "langsam in die Dehnung"],
  warmup: ["locker ausführen"],
};

/** Cues by exercise family (name words, German and English), checked before the pattern's. */
const FAMILY_CUES: { re: RegExp; cues: string[] }[] = [
  { re: /beinbeuger|leg curl|hamstring curl/i, cues: ["Hüfte fest am Polster", "Fersen kontrolliert Richtung Gesäß ziehen", "langsam zurück, ohne Schwung"] },
  { re: /beinstrecker|leg extension/i, cues: ["Knie auf Höhe der Drehachse", "oben kurz halten, langsam ablassen"] },
  { re: /beinpresse|leg press|hackenschmidt|hack squat/i, cues: ["Rücken und Becken fest am Polster", "Knie folgen den Zehen", "unten nur so tief, wie das Becken liegen bleibt"] },
  { re: /hip thrust|glute bridge|beckenheben|hüftheben|hueftheben/i, cues: ["Becken hoch, Gesäß oben fest anspannen", "Rippen unten, kein Hohlkreuz"] },
  { re: /donkey|eselstritt|kickback.*(bein|glute)|vierfüßler|vierfuessler|quadruped/i, cues: ["Rücken ruhig, Bein aus der Hüfte strecken", "Becken bleibt gerade"] },
  { re: /seitheben|lateral raise|frontheben|front raise/i, cues: ["Arme leicht gebeugt, bis Schulterhöhe heben", "Schultern tief, ohne Schwung"] },
  { re: /reverse fly|reverse-fly|face pull|rear delt|vorgebeugtes seitheben/i, cues: ["leichtes Gewicht, Arme leicht gebeugt", "Schulterblätter zusammenführen, ohne Schwung"] },
  { re: /fly|flys|crossover|butterfly/i, cues: ["Arme leicht gebeugt, im weiten Bogen führen", "Brust öffnen, kontrolliert zurück"] },
  { re: /überzug|ueberzug|pullover/i, cues: ["Arme leicht gebeugt, Rippen unten", "nur so weit zurück, wie der Rücken ruhig bleibt"] },
  { re: /trizeps|triceps|dips/i, cues: ["Ellbogen ruhig, nur der Unterarm bewegt sich", "langsam ablassen (3 s)"] },
  { re: /bizeps|biceps|curl/i, cues: ["Oberarme ruhig, ohne Schwung", "langsam ablassen (3 s)"] },
  { re: /landmine/i, cues: ["Rumpf fest, kein Hohlkreuz", "Arm schräg nach vorn oben strecken"] },
  { re: /beckenboden|pelvic floor/i, cues: ["beim Ausatmen sanft anspannen, beim Einatmen lösen", "ohne Pressatmung"] },
  { re: /carry|farmer|koffer|suitcase|tragen/i, cues: ["aufrecht gehen, Schultern tief", "Rumpf fest, kleine Schritte"] },
];

const HOLD_CUES = ["Position ruhig halten, gleichmäßig atmen", "Spannung halten statt Tempo"];

/** The cues that fit this exercise (a hold's, its family's, else its pattern's). */
export function cuesFor(ex: Pick<ExerciseRecord, "name" | "nameEn" | "movementPattern">): string[] {
  const text = `${ex.name} ${ex.nameEn}`;
  if (isTimeBased(ex as ExerciseRecord) && ex.movementPattern !== "carry") return HOLD_CUES;
  const family = FAMILY_CUES.find((f) => f.re.test(text));
  if (family) return family.cues;
  return PATTERN_CUES[ex.movementPattern] ?? PATTERN_CUES.core;
}

/** "Langsam, 3 s absenken" fits a movement with a lowering phase – not a hold, an anti-rotation press, a carry or pelvic-floor work. */
export function slowEccentricFits(ex: Pick<ExerciseRecord, "name" | "nameEn" | "movementPattern">): boolean {
  return ex.movementPattern !== "carry" && !isTimeBased(ex as ExerciseRecord) && !/pallof|anti|holzhack|wood ?chop|beckenboden|pelvic|carry|tragen|rotation/i.test(`${ex.name} ${ex.nameEn}`);
}

/** A cue about the knee angle ("Knie höchstens 90° beugen"). */
export const knee = (text: string): boolean => /\bknie/i.test(text);

/** Exercises that bend the knee under load standing or pressing (squats, lunges, leg press, step-ups) – where a knee-angle cue belongs. */
export function bendsKneeUnderLoad(ex: Pick<ExerciseRecord, "name" | "nameEn" | "movementPattern">): boolean {
  if (ex.movementPattern === "squat" || ex.movementPattern === "lunge") return !/beinstrecker|leg extension/i.test(`${ex.name} ${ex.nameEn}`);
  return false;
}

