/**
 * A dislike of floor work (decision 0117, coach review round 5): "alles auf dem Boden, da komm ich
 * schlecht wieder hoch", "nothing on the floor", "ungern auf die Matte" leave out every exercise done
 * lying or kneeling on the floor — in the main rows, the warm-ups and the rest-day suggestions
 * (glute bridge, dead bug, floor press, side plank, pigeon, 90/90, foam rolling, all-fours drills,
 * floor push-ups); the standing, bench and wall variants stay. A dislike of lying face down ("Bauchlage",
 * "lie face down", "on my stomach") leaves out the prone work only; of lying on the back the supine work.
 * "Beckenboden"/"pelvic floor" and "Bodendrücken"/"floor press" name no position. Pure.
 */
import type { StressTag } from "~/domain/exercises/types";
import { fold } from "./text";

export type FloorPosition = "supine" | "prone" | "kneeling";

/** The dislike names the floor itself: every position on it. */
const FLOOR = [
  /\b(?:auf (?:dem|den) )?boden(?!\s*dru)/,
  /\bbodenubung/,
  /\bmatte\b/,
  /\bhinlegen\b|\bhinknien\b|\bliegen\b(?! lassen)/,
  /\bwieder (?:hoch|auf)(?:kommen|stehen)?\b|\baufstehen vom boden\b/,
  /(?<!pelvic )\bfloor\b(?! press)/,
  /\bground\b|\blying down\b|\blie down\b|\bget(?:ting)? (?:down|up)\b|\bon (?:a|the) mat\b/,
];
const PRONE = [/\bbauchlage\b/, /\bauf dem bauch\b/, /\bface ?down\b/, /\bon my (?:stomach|belly|front)\b/, /\bprone\b/];
/** On all fours or kneeling (round 6: "nix mehr im Vierfüßlerstand", "nothing on all fours"). */
const KNEELING = [/\bvierfussler/, /\ball fours\b/, /\bquadruped\b/, /\bkniestand\b/, /\bknien\b/, /\bkneeling\b/];
const SUPINE = [/\bruckenlage\b/, /\bauf dem rucken liegen\b/, /\bon my back\b/, /\bface ?up\b/, /\bsupine\b/];

/** The floor positions a dislikes text rules out (empty when it names none). */
export function floorDislike(text: string | null | undefined): Set<FloorPosition> {
  const t = fold(text ?? "");
  const out = new Set<FloorPosition>();
  if (!t) return out;
  // A named position is that position only; the floor itself is all of them.
  if (PRONE.some((re) => re.test(t))) out.add("prone");
  if (SUPINE.some((re) => re.test(t))) out.add("supine");
  if (KNEELING.some((re) => re.test(t))) out.add("kneeling");
  if (out.size === 0 && FLOOR.some((re) => re.test(t))) for (const p of ["supine", "prone", "kneeling"] as const) out.add(p);
  return out;
}

/** Lines and names done lying on the back on the floor. */
const SUPINE_WORDS = /beckenheb|\bbrucke\b|glute bridge|hip bridge|^bridges?\b|dead ?bug|bodendruck|floor press|in ruckenlage|im liegen|lying|faszienrolle|foam roll|auf der faszienrolle|offene bucher|open book|90 90|hip switch|figur 4|figure four|turkisches? aufsteh|get up|sit up/;
/** Lines and names done face down on the floor (push-ups and planks are on the hands, face down). */
const PRONE_WORDS = /bauchlage|prone|superman|kobra|cobra|schne+ngel|snow angel|unterarmstutz|(?<!side )\bplank/;
/** Floor push-ups (a wall, incline, ring or suspension push-up is not on the floor). */
const FLOOR_PUSH_UP = /liegestutz|push ?up/;
const RAISED = /wand|wall|schrag|incline|ringen|\bring|schlingen|trx|kasten|box|bank|bench/;
/** Lines and names done kneeling or on all fours on the floor. */
const KNEELING_WORDS = /vierfussler|all fours|quadruped|kniestand|kneeling|auf den knien|knie liegestutz|knee push|kindhaltung|childs pose|bird dog|eselstritt|donkey|barenstand|\bbear\b|seitstutz|side plank|weltbeste dehnung|worlds greatest|inchworm|taubenhaltung|pigeon|90 90/;

/** Whether a free line (warm-up, rest-day suggestion, exercise name) is floor work in the positions. */
export function floorText(line: string, positions: ReadonlySet<FloorPosition>): boolean {
  if (positions.size === 0) return false;
  const t = fold(line);
  if (positions.has("supine") && SUPINE_WORDS.test(t)) return true;
  if (positions.has("prone") && PRONE_WORDS.test(t)) return true;
  if (positions.has("kneeling") && KNEELING_WORDS.test(t)) return true;
  // Floor push-ups need getting down to the floor: a floor dislike (all positions) rules them out.
  // (round 7, decision 0130: a hip thrust starts sitting on the floor, the back against a bench)
  return positions.size === 3 && ((FLOOR_PUSH_UP.test(t) && !RAISED.test(t)) || /hip thrust/.test(t));
}

/**
 * Whether an exercise is floor work in the positions: its stress tags (supine, prone) or its name.
 * A supine exercise on a bench ("Bankdrücken") is floor work only without a bench (at home the
 * dumbbell bench press is done on the floor).
 */
export function floorExercise(
  ex: { name: string; nameEn?: string | null; stressTags?: readonly StressTag[] },
  positions: ReadonlySet<FloorPosition>,
  hasBench: boolean,
): boolean {
  if (positions.size === 0) return false;
  const names = `${ex.name} ${ex.nameEn ?? ""}`;
  const onBench = hasBench && /bank|bench/i.test(names);
  if (positions.has("supine") && ex.stressTags?.includes("supine") && !onBench) return true;
  if (positions.has("prone") && ex.stressTags?.includes("prone")) return true;
  return !onBench && floorText(names, positions);
}
