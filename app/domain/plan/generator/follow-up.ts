/**
 * Follow-up plans: the previous plan's rows and logged sets decide each exercise's progression
 * (progression.ts decideProgression, double progression), "zu schwer" / "zu leicht" next to an
 * exercise changes its load, and the exercises that stay are chosen first again.
 */
import type { ExerciseRecord } from "~/domain/exercises/types";
import { isImpactExercise } from "~/domain/coaching/impact";
import { loadsRegion } from "~/domain/coaching/pain-regions";
import { BODY_PARTS, BODY_PART_WORDS } from "~/domain/training/feedback-signals";
import { isIsolation, isPower, isTimeBased, loadKind } from "./classify";
import type { PlanContext } from "./context";
import { defaultKg, increaseKg, reduceKg, roundForKind } from "./loads";
import { ownedSteps } from "./owned-weights";
import { decideProgression } from "./progression";
import type { FeedbackReading } from "./feedback-reading";
import type { Ctx, LoadKind, PrevRow, PreviousPlanInput, ProgressionDecision } from "./types";
import { de, jitter, key } from "./util";

export function decideFollowUp(pc: PlanContext, previous: PreviousPlanInput | undefined): ProgressionDecision[] {
  const { ctx, prevRows, byName, reading } = pc;
  const { q, seed, allowed, allowedNames } = ctx;
  let decisions: ProgressionDecision[] = [];
  if (previous) {
    for (const r of prevRows) {
      const k = key(r.name);
      if (allowedNames.has(k)) ctx.previousNames.add(k);
    }
    decisions = decideProgression(prevRows, previous.progress, byName, {
      q,
      harderVariation: (ex: ExerciseRecord) => {
        // Strength patterns move to the next harder variation of the same kind (reps stay reps,
        // holds stay holds), at most one step above the customer's level; core and small
        // muscle work progress by reps or time instead.
        if (!["squat", "hinge", "lunge", "push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical"].includes(ex.movementPattern)) return undefined;
        // A pattern that hurt regresses instead (context.ts); jumps are never a progression where
        // impact is barred (they are not in `allowed` then) nor for a beginner's basic pattern.
        if (ctx.painAt.some((p) => p.pattern === ex.movementPattern)) return undefined;
        const cap = Math.min(3, ctx.targetDifficulty + 1);
        const cands = allowed
          .filter((c) => c.movementPattern === ex.movementPattern && loadKind(c) === "bodyweight" && c.difficulty > ex.difficulty && c.difficulty <= cap)
          .filter((c) => key(c.name) !== key(ex.name) && isTimeBased(c) === isTimeBased(ex) && !isIsolation(c) && !isPower(c) && !isImpactExercise(c))
          .sort((a, b) => a.difficulty - b.difficulty || jitter(seed, a.name) - jitter(seed, b.name));
        return cands[0];
      },
    });
    // "zu schwer" / "zu leicht" next to an exercise: that exercise's load, with the reason.
    const extra: ProgressionDecision[] = [];
    for (const d of decisions) {
      const said = reading?.exercises.get(key(d.exercise));
      const rec = byName.get(key(d.exercise));
      if (!said || !rec) continue;
      if (said.pain) {
        // Pain: the exercise makes way for a joint-friendlier variant of its pattern (context.ts).
        const parts = said.painParts.length > 0 ? ` (${said.painParts.join(", ")})` : "";
        d.kind = "reduce";
        d.replacement = undefined;
        d.newWeight = d.previousWeight;
        d.note = `${d.exercise}: ${said.instability ? "Instabilitätsgefühl" : "Beschwerden"}${parts} laut Ihrem Feedback → ersetzt durch eine gelenkschonendere Variante desselben Bewegungsmusters, nur im schmerzfreien Bereich`;
        continue;
      }
      const kind = loadKind(rec);
      // "zu leicht" at a bodyweight exercise: the customer's equipment loads the pattern (decision 0102).
      const loadedStep = said.tooEasy && kind === "bodyweight" ? loadedVariant(ctx, rec) : undefined;
      if (loadedStep) {
        d.kind = "harder_variation";
        d.replacement = loadedStep.name;
        d.note = `${d.exercise}: laut Ihrem Feedback zu leicht → mit Zusatzgewicht: ${loadedStep.name}`;
        // A load the customer names for this movement in the same remark ("früher mit 2x16 kg") sets
        // the start: about three quarters of it per implement, never below the default start.
        const named = namedKg(said.excerpt);
        const stepKind = loadKind(loadedStep);
        const start = named ? roundForKind(stepKind, named * 0.75) : 0;
        if (start > defaultKg(loadedStep, stepKind, q)) {
          extra.push({ exercise: loadedStep.name, kind: "no_data", loggedSets: 0, previousWeight: start, newWeight: start, note: `${loadedStep.name}: Start mit ${de(start)} kg, etwa drei Viertel der ${de(named!)} kg aus Ihrem Feedback` });
        }
        continue;
      }
      if (said.tooEasy && (kind === "bodyweight" || kind === "band") && d.kind !== "increase" && d.kind !== "more_reps" && d.kind !== "harder_variation") {
        // "zu leicht" without a load to raise: more reps (or a stronger band), never fewer sets.
        d.kind = kind === "band" ? "increase" : "more_reps";
        d.note = `${d.exercise}: laut Ihrem Feedback zu leicht → ${kind === "band" ? "stärkeres Band" : isTimeBased(rec) ? "+10 s pro Satz" : "+2 Wiederholungen pro Satz"}`;
        continue;
      }
      if (kind === "bodyweight" || kind === "band" || kind === "cardio" || d.previousWeight <= 0) continue;
      if (said.tooHard) {
        d.kind = "reduce";
        d.newWeight = reduceKg(kind, d.previousWeight);
        d.note = `${d.exercise}: laut Ihrem Feedback zu schwer → ${de(d.newWeight)} kg (vorher ${de(d.previousWeight)} kg)`;
      } else if (said.tooEasy && d.kind !== "increase" && loggedPast(d.previousWeight, prevRows, d.exercise)) {
        // The customer already answered "zu leicht" by lifting more and found the level there (7 kg
        // prescribed, 14–16 kg logged, not every set at the top; decision 0126): the logged sets
        // decide, no step on top of what was last lifted. All sets at the top: the real step below.
        continue;
      } else if (said.tooEasy) {
        // A real step, never the smallest (decision 0102): the implement's increment, at least +5 %;
        // "viel zu leicht" two increments, at least +10 %. Never below what the logged sets earned.
        const nw = easyStepKg(kind, d.previousWeight, rec.movementPattern, MUCH_TOO_EASY.test(said.excerpt));
        if (d.kind !== "increase" || nw > d.newWeight) {
          d.kind = "increase";
          d.newWeight = nw;
          d.note = `${d.exercise}: laut Ihrem Feedback zu leicht → ${de(d.newWeight)} kg (vorher ${de(d.previousWeight)} kg)`;
        }
      }
    }
    decisions.push(...extra.filter((e) => !decisions.some((d) => key(d.exercise) === key(e.exercise))));
    pullUpLadder(ctx, decisions, byName);
    if (reading) holdPainRegions(decisions, reading, byName);
    ownedSteps(decisions, ctx.owned, (name) => {
      const rec = byName.get(key(name));
      return rec ? loadKind(rec) : undefined;
    });
    keepSwaps(pc, previous);
    for (const d of decisions) {
      ctx.decisions.set(key(d.exercise), d);
      if (d.kind === "harder_variation" && d.replacement) ctx.preferredNames.add(key(d.replacement));
      else if (allowedNames.has(key(d.exercise)) && !ctx.swappedOut?.has(key(d.exercise))) ctx.preferredNames.add(key(d.exercise));
    }
  }
  return decisions;
}

/** Whether the weight last logged is above every weight the previous plan prescribed for the exercise. */
function loggedPast(logged: number, prevRows: readonly PrevRow[], exercise: string): boolean {
  const prescribed = prevRows.filter((r) => key(r.name) === key(exercise)).map((r) => r.weight);
  return prescribed.length > 0 && logged > Math.max(...prescribed);
}

/** "Viel zu leicht", "deutlich zu leicht", "much too easy": two steps. */
export const MUCH_TOO_EASY = /\b(?:viel|deutlich|v[öo]llig|way|much|far)\s+zu\s+(?:leicht|einfach)|\b(?:way|much|far)\s+too\s+(?:easy|light)\b/i;

/**
 * The load after "zu leicht": one increment of the implement (two for "viel zu leicht"), and at
 * least +5 % (+10 %) rounded to what the implement offers.
 */
export function easyStepKg(kind: LoadKind, kg: number, pattern: ExerciseRecord["movementPattern"], much: boolean): number {
  let next = increaseKg(kind, kg, pattern);
  if (much) next = increaseKg(kind, next, pattern);
  for (let i = 0; i < 4 && next < kg * (much ? 1.1 : 1.05); i++) next = increaseKg(kind, next, pattern);
  return next;
}

const LOADED_KINDS: readonly LoadKind[] = ["dumbbell", "kettlebell", "machine", "cable", "barbell", "sandbag"];

/**
 * The loaded exercise of the same pattern a "zu leicht" bodyweight exercise moves to: allowed for the
 * customer (equipment, safety, no pain at the pattern), a compound, no jump or explosive lift, at most
 * one step above the customer's level; free weights and machines before the barbell.
 */
export function loadedVariant(ctx: Ctx, ex: ExerciseRecord): ExerciseRecord | undefined {
  if (ctx.painAt.some((p) => p.pattern === ex.movementPattern)) return undefined;
  const cap = Math.min(3, ctx.targetDifficulty + 1);
  const order = (c: ExerciseRecord) => (loadKind(c) === "barbell" ? 1 : 0);
  return ctx.allowed
    .filter((c) => c.movementPattern === ex.movementPattern && LOADED_KINDS.includes(loadKind(c)) && c.difficulty <= cap && c.muscleGroups[0] === ex.muscleGroups[0])
    .filter((c) => isTimeBased(c) === isTimeBased(ex) && !isIsolation(c) && !isPower(c) && !isImpactExercise(c))
    .sort((a, b) => order(a) - order(b) || Math.abs(a.difficulty - ex.difficulty) - Math.abs(b.difficulty - ex.difficulty) || jitter(ctx.seed, a.name) - jitter(ctx.seed, b.name))[0];
}

/**
 * The customer's swaps (decision 0099): the exercise they trained instead is kept at its slot where
 * it is still allowed (equipment, safety, feedback pain); the one they swapped out is not brought back
 * there unless nothing else fits (selection.ts scoreCandidate). A swap back and forth cancels out.
 */
function keepSwaps(pc: PlanContext, previous: PreviousPlanInput): void {
  const { ctx, all } = pc;
  const find = (name: string) => all.find((e) => key(e.name) === key(name) || key(e.nameEn ?? "") === key(name));
  const swappedIn = new Set<string>();
  const swappedOut = new Set<string>();
  for (const s of previous.swaps ?? []) {
    const alt = find(s.alternativeName);
    const orig = find(s.originalName);
    if (alt && ctx.allowedNames.has(key(alt.name))) swappedIn.add(key(alt.name));
    if (orig && alt && ctx.allowedNames.has(key(alt.name))) swappedOut.add(key(orig.name));
  }
  for (const k of swappedIn) swappedOut.delete(k);
  ctx.swappedIn = swappedIn;
  ctx.swappedOut = swappedOut;
}

/** Pull-ups with assistance (a band, a machine, a partner): the assistance is what progresses. */
export const ASSISTED_PULL = /bandunterst[üu]tz|unterst[üu]tzt|assisted|mit unterst[üu]tzung/i;
const NEGATIVE_PULL = /\bnegativer?\b|\bnegatives?\b|exzentrisch|eccentric/i;

/**
 * The pull-up ladder a coach uses (decision 0102): more reps → less assistance (a lighter band) →
 * negatives → full pull-ups. All sets at the top of the range climb one rung; sets below the range
 * get more assistance back. A rung is only taken where the customer's equipment and safety allow it;
 * the full pull-up after negatives may be one step above the customer's level (it is the goal).
 */
function pullUpLadder(ctx: Ctx, decisions: ProgressionDecision[], byName: Map<string, ExerciseRecord>): void {
  const rung = (test: (e: ExerciseRecord) => boolean) =>
    ctx.allowed.filter((e) => e.movementPattern === "pull_vertical" && test(e)).sort((a, b) => a.difficulty - b.difficulty || a.name.localeCompare(b.name))[0];
  const full = (e: ExerciseRecord) => /klimmzug|pull-?up|chin-?up/i.test(`${e.name} ${e.nameEn}`) && loadKind(e) === "bodyweight" && !ASSISTED_PULL.test(e.name) && !NEGATIVE_PULL.test(e.name) && !/schulterblatt|scapula|h[äa]ngen|hang\b|ringen|rings/i.test(`${e.name} ${e.nameEn}`);
  for (const d of decisions) {
    const rec = byName.get(key(d.exercise));
    if (!rec || rec.movementPattern !== "pull_vertical" || d.kind === "no_data") continue;
    const top = d.note.includes("alle Sätze am oberen Ende");
    if (ASSISTED_PULL.test(rec.name) && loadKind(rec) === "band") {
      if (top && (d.bandLevel ?? 0) > 0) {
        d.kind = "reduce";
        d.note = `${d.exercise}: alle Sätze am oberen Ende → leichteres Band (weniger Unterstützung)`;
      } else if (top) {
        const next = rung((e) => NEGATIVE_PULL.test(e.name));
        if (next) {
          d.kind = "harder_variation";
          d.replacement = next.name;
          d.note = `${d.exercise}: alle Sätze mit dem leichtesten Band → nächste Stufe: ${next.name}`;
        }
      } else if (d.kind === "reduce") {
        d.kind = "increase";
        d.note = `${d.exercise}: Wiederholungen unter der Spanne → stärkeres Band (mehr Unterstützung)`;
      }
    } else if (NEGATIVE_PULL.test(rec.name) && top) {
      // Logged negatives at the top of the range earn the full pull-up, also when the wishes said the
      // customer could not do it yet (the first plan's reason to leave it out no longer holds).
      const earned = rung(full) ?? ctx.notYetLifts.filter((e) => e.movementPattern === "pull_vertical" && full(e)).sort((a, b) => a.difficulty - b.difficulty)[0];
      if (earned && !ctx.allowedNames.has(key(earned.name))) {
        ctx.allowed.push(earned);
        ctx.allowedNames.add(key(earned.name));
      }
      const next = earned;
      if (next) {
        d.kind = "harder_variation";
        d.replacement = next.name;
        d.note = `${d.exercise}: alle Sätze am oberen Ende → nächste Stufe: ${next.name}`;
      }
    }
  }
}

/** A load named in a remark, per implement: "2x16 kg" → 16, "mit 40 kg" → 40. */
export function namedKg(text: string): number | undefined {
  const m = /(?:\d+\s*[x×]\s*)?(\d+(?:[.,]\d+)?)\s*kg\b/i.exec(text);
  const kg = m ? Number(m[1]!.replace(",", ".")) : NaN;
  return kg > 0 ? kg : undefined;
}

/**
 * Pain in a body region (named at an exercise or on its own): no other exercise that loads that region
 * is raised – no heavier weight, no harder variation – until the customer reports it quiet (round 4:
 * the Good Morning that pulled the groin at 90 kg was progressed). More reps at the same load stay.
 */
export function holdPainRegions(decisions: ProgressionDecision[], reading: FeedbackReading, byName: Map<string, ExerciseRecord>): void {
  const words = new Set([...[...reading.exercises.values()].filter((f) => f.pain).flatMap((f) => f.painParts), ...reading.painBodyParts]);
  const parts = BODY_PARTS.filter((p) => words.has(BODY_PART_WORDS[p]));
  if (parts.length === 0) return;
  for (const d of decisions) {
    const rec = byName.get(key(d.exercise));
    if (!rec || reading.exercises.get(key(d.exercise))?.pain) continue;
    if (d.kind !== "increase" && d.kind !== "harder_variation") continue;
    const part = parts.find((p) => loadsRegion(rec, p));
    if (!part) continue;
    d.kind = "keep";
    d.replacement = undefined;
    d.newWeight = d.previousWeight;
    d.heldFor = BODY_PART_WORDS[part];
    d.note = `${d.exercise}: Gewicht gehalten wegen Ihrer Beschwerden (${d.heldFor}) laut Ihrem Feedback`;
  }
}
