/** What kind of exercise a record is: how it is loaded, timed, one-sided, a stability or power drill. */
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { LoadKind } from "./types";

export function loadKind(ex: Pick<ExerciseRecord, "equipmentNeeded" | "movementPattern" | "name">): LoadKind {
  if (ex.movementPattern === "cardio") return "cardio";
  const eq = ex.equipmentNeeded;
  // A barbell core exercise (rollout) and back extensions on the bench are progressed like
  // bodyweight exercises.
  if (ex.movementPattern === "core" && eq.includes("barbell")) return "bodyweight";
  if (/hyperextension|rückenstreck|rueckenstreck|back extension/i.test(ex.name)) return "bodyweight";
  if (eq.includes("barbell")) return "barbell";
  if (eq.includes("machines")) return "machine";
  if (eq.includes("dumbbells")) return "dumbbell";
  if (eq.includes("kettlebells")) return "kettlebell";
  if (eq.includes("sandbags")) return "sandbag";
  if (eq.includes("cable_trx")) return /trx|schlinge|sling|suspension/i.test(ex.name) ? "bodyweight" : "cable";
  if (eq.includes("resistance_bands")) return "band";
  return "bodyweight";
}

export function isTimeBased(ex: ExerciseRecord): boolean {
  return /plank|unterarmstütz|unterarmstuetz|seitstütz|seitstuetz|halten\b|halte\b|\bhold\b|hollow|l-sit|toter hang|toten hang|dead hang|wandsitz|wall sit|isometr/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

export function isUnilateral(ex: ExerciseRecord): boolean {
  return (
    ex.movementPattern === "lunge" ||
    /einbeinig|einarmig|einseitig|ausfallschritt|bulgar|split|step-up|step up|aufsteiger|single|seitlich|pistol|kosak|cossack/i.test(
      `${ex.name} ${ex.nameEn}`,
    )
  );
}

export function isStability(ex: ExerciseRecord): boolean {
  return (
    ex.movementPattern === "core" ||
    ex.movementPattern === "carry" ||
    /stabil|balance|pallof|dead bug|bird dog|vierfüßler|vierfuessler|anti/i.test(`${ex.name} ${ex.nameEn}`)
  );
}

export function isInterval(ex: ExerciseRecord): boolean {
  return /intervall|interval|hiit|tabata|sprint/i.test(`${ex.name} ${ex.nameEn}`);
}

export function isPower(ex: ExerciseRecord): boolean {
  return /sprung|jump|swing|explosiv|wurf|throw|clean|snatch|umsetzen|reißen|push press|medizinball|schnell/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

/**
 * An exercise that rests like isolation work, 60–90 s (decision 0117): an isolation movement by name,
 * or arm and calf work (a cable triceps pushdown is an arm exercise whatever its name says).
 */
export function restsLikeIsolation(ex: { name: string; nameEn?: string | null; pattern: string }): boolean {
  return ex.pattern === "arms" || ex.pattern === "calves" || isIsolation({ name: ex.name, nameEn: ex.nameEn ?? "" });
}

export function isIsolation(ex: Pick<ExerciseRecord, "name" | "nameEn">): boolean {
  return /strecker|beuger|curl|fly|flys|crossover|butterfly|seitheben|frontheben|abduktor|adduktor|kickback|pullover|überzug|ueberzug|extension|hyperextension|rückenstrecken|rueckenstrecken/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

export function singleImplement(ex: ExerciseRecord): boolean {
  if (ex.movementPattern === "core" || ex.movementPattern === "calves") return true;
  // "mit Kurzhantel" (singular: one dumbbell, "Trizepsstrecken über Kopf mit Kurzhantel") against "mit Kurzhanteln" (decision 0137).
  return /goblet|einarmig|einseitig|single|eine kurzhantel|mit kurzhantel(?!n)|one arm|one-arm|pullover|ueberzug|überzug|russian twist|halo/i.test(
    `${ex.name} ${ex.nameEn}`,
  );
}

/** A barbell Olympic lift or its power variant (clean, snatch, jerk). */
export function isOlympicLift(ex: ExerciseRecord): boolean {
  return ex.equipmentNeeded.includes("barbell") && /umsetzen|reißen|reissen|\bclean\b|snatch|\bjerk\b|stoßen|stossen/i.test(`${ex.name} ${ex.nameEn}`);
}

/**
 * A real vertical pull: a pulldown or pull-up variant the lats and biceps move a load in (lat
 * pulldown, band pulldown, pull-up, negative or assisted pull-up, door-frame pull) – not a hang,
 * a scapular pull-up, a pullover or a floor/towel drill (coach review round 2).
 */
export function isRealVerticalPull(ex: ExerciseRecord): boolean {
  return (
    ex.movementPattern === "pull_vertical" &&
    ex.muscleGroups.includes("biceps") &&
    !isTimeBased(ex) &&
    !/muscle-up|schulterblatt|scapula|hängen|haengen|\bhang\b|überzug|ueberzug|pullover/i.test(`${ex.name} ${ex.nameEn}`)
  );
}

/**
 * The movement slot an exercise fills in a session: its pattern, compound or isolation, and the
 * muscle it works first (core: hold or movement, stability or flexion). Two exercises with the same
 * slot in one session (two chest presses, two overhead presses, two leg curls, two leg raises) are a
 * duplicate; a press and a fly, or a squat and a leg extension, are not. Null: no slot (cardio,
 * warm-up, mobility).
 */
export function movementSlot(ex: ExerciseRecord): string | null {
  if (["cardio", "warmup", "mobility"].includes(ex.movementPattern)) return null;
  // Core: two flexion drills (two leg raises, crunch and sit-up) are a duplicate; stability drills
  // (plank, dead bug, bird dog, Pallof press) may share a session – they train different planes.
  if (ex.movementPattern === "core") return /stabil|pallof|dead bug|bird dog|anti/i.test(`${ex.name} ${ex.nameEn}`) || ex.hashtag === "#stabilisation" || isTimeBased(ex) ? null : "core|flex";
  if (ex.movementPattern === "carry" || ex.movementPattern === "calves") return ex.movementPattern;
  return `${ex.movementPattern}|${isIsolation(ex) ? "iso" : "compound"}|${ex.muscleGroups[0] ?? ""}`;
}

/** Household furniture standing in for a bar, cable or bench (door frame, table, chair, towel). */
const MAKESHIFT = /türrahmen|tuerrahmen|door|tisch|table|stuhl|chair|handtuch|towel/i;
const UPPER_PATTERNS = new Set(["pull_horizontal", "pull_vertical", "push_horizontal", "push_vertical", "arms"]);

/**
 * A makeshift home exercise (decision 0117, round 5: "Türrahmen-Zug" and "Einarmiges Tischrudern"
 * in a full gym): upper-body work with no equipment that uses furniture in place of a bar, cable or bench.
 */
export function isMakeshift(ex: Pick<ExerciseRecord, "name" | "nameEn" | "equipmentNeeded" | "movementPattern">): boolean {
  return ex.equipmentNeeded.length === 0 && UPPER_PATTERNS.has(ex.movementPattern) && MAKESHIFT.test(`${ex.name} ${ex.nameEn}`);
}

/**
 * The makeshift exercises a customer does not need: those whose movement pattern the customer's own
 * equipment serves (a pull-up bar, cable, machine, rings or free weights for that pattern). Without
 * such equipment (a bodyweight-only home) the makeshift exercise stays.
 */
export function needlessMakeshift(usable: readonly ExerciseRecord[]): Set<string> {
  const realPatterns = new Set(usable.filter((e) => e.equipmentNeeded.length > 0 && !/band/i.test(loadKind(e))).map((e) => e.movementPattern));
  return new Set(usable.filter((e) => isMakeshift(e) && realPatterns.has(e.movementPattern)).map((e) => e.name));
}

/** Beginner regressions of a movement: on the knees, against the wall, from a high seat. */
const REGRESSION = /auf den knien|kneeling|knie-liegestütz|knee push|wand-liegestütz|wall push|sit-to-stand|hoher sitzfläche/i;

/**
 * Whether an exercise is a beginner regression an advanced customer does not need (decision 0117,
 * round 5: "Seitstütz auf den Knien" for someone who does 10 pull-ups and 12 ring dips).
 */
export function isBeginnerRegression(ex: Pick<ExerciseRecord, "name" | "nameEn">): boolean {
  return REGRESSION.test(`${ex.name} ${ex.nameEn}`);
}
