/**
 * Exercise selection: scoring candidates for a slot (level, equipment, goal, continuity, variety),
 * the slots of a session, and building sessions for week 1 and week 2.
 */
import type { ExerciseRecord, MovementPattern, MuscleGroup } from "~/domain/exercises/types";
import type { Equipment } from "~/domain/questionnaire/options";
import { satisfiesInclusion } from "~/domain/coaching/safety";
import { apparatusAvailable } from "~/domain/exercises/apparatus";
import { isCardioExercise } from "~/domain/plan/parser";
import { isInterval, isIsolation, isPower, isRealVerticalPull, isStability, isTimeBased, isUnilateral, loadKind, movementSlot } from "./classify";
import { CARDIO_MINUTES } from "./profile";
import { RELATED, S } from "./templates";
import type { Ctx, SessionPlan, SessionTemplate, SlotPick, SlotSpec } from "./types";
import { jitter, key } from "./util";

/** Used when the database has no cardio exercise the customer can do with their equipment. */
export const FALLBACK_CARDIO: ExerciseRecord = {
  name: "Zügiges Gehen (Walking)",
  nameEn: "Brisk walking",
  description: "Zügiges Gehen im Gesprächstempo, draußen oder auf der Stelle.",
  instructions: "Aufrecht gehen, Arme mitschwingen, so zügig, dass Sie noch sprechen können.",
  descriptionEn: "Brisk walking at a conversational pace, outdoors or on the spot.",
  instructionsEn: "Walk tall, let your arms swing, briskly enough that you can still talk.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["cardiovascular"],
  equipmentNeeded: [],
  movementPattern: "cardio",
  difficulty: 1,
  stressTags: [],
};



export function equipmentOk(ex: ExerciseRecord, available: Set<Equipment>): boolean {
  return ex.equipmentNeeded.every((e) => e === "none" || available.has(e)) && apparatusAvailable(ex.name, available);
}

/** Fit of an exercise's difficulty (1–3) to the customer's level (target 1–3). */
export const DIFFICULTY_FIT: Record<number, Record<number, number>> = {
  1: { 1: 0, 2: -1.2, 3: -6 },
  2: { 1: -0.4, 2: 0, 3: -1 },
  3: { 1: -1.5, 2: -0.6, 3: 0 },
};

export function scoreCandidate(ctx: Ctx, ex: ExerciseRecord, slot: SlotSpec, opts: { varySlot: boolean; exactPattern: boolean }): number {
  const k = key(ex.name);
  let score = 0;
  score += DIFFICULTY_FIT[ctx.targetDifficulty]?.[ex.difficulty] ?? 0;
  const kind = loadKind(ex);
  const loaded = kind !== "bodyweight" && kind !== "band" && kind !== "cardio";
  const wantsLoad = ctx.goals.includes("muscle_building") || ctx.goals.includes("performance");
  if (loaded) score += wantsLoad ? 2 : 1;
  // Use the gear the customer has (pull-up bar, rings, TRX) before pure floor variants.
  else if (ex.equipmentNeeded.length > 0 && kind !== "cardio") score += 1;
  if (kind === "barbell" && (slot.role === "main" || slot.role === "secondary") && ctx.goals.includes("performance")) score += 1.5;
  if (kind === "barbell" && slot.role === "accessory") score -= 0.5;
  if (kind === "barbell" && slot.role === "main" && ctx.targetDifficulty >= 2) score += 1;
  if (kind === "machine" && ctx.targetDifficulty === 1) score += 0.5;
  if (kind === "band" && ctx.available.size > 1) score -= 0.5;
  if (slot.muscle && ex.muscleGroups.includes(slot.muscle)) score += 2.5;
  // The body part the customer asked for: the exercise that works it first (a lateral raise for the shoulders).
  if (slot.muscle && ctx.focusGroups.includes(slot.muscle) && ex.muscleGroups[0] === slot.muscle) score += 3 + (slot.role === "accessory" && isIsolation(ex) ? 4 : 0);
  if ((slot.role === "main" || slot.role === "secondary") && isIsolation(ex)) score -= 2.5;
  if (!opts.exactPattern) score -= 3;
  // Every vertical-pull slot of a main or secondary lift gets a real pulldown or pull-up when the
  // equipment allows, not a hang, scapular pull-up or pullover (coach review round 2).
  if (slot.pattern === "pull_vertical" && slot.role !== "accessory") score += isRealVerticalPull(ex) ? 4 : -2;
  if (ctx.goals.includes("health") || ctx.goals.includes("injury_prevention")) {
    if (isStability(ex)) score += 1;
    if (ex.stressTags.includes("spinal_load") || ex.stressTags.includes("high_impact")) score -= 1;
  }
  if (ctx.goals.includes("sport_support")) {
    if (isUnilateral(ex)) score += 1;
    if (isPower(ex) && slot.role !== "core") score += 1;
  }
  if (ctx.q.training_intensity === "gentle" || ctx.q.age >= 60) {
    if (ex.stressTags.includes("high_impact")) score -= 1.5;
  }
  // A pattern that hurt (follow-up feedback): easier, machine-guided and isometric variants first.
  const pain = ctx.painAt.find((p) => p.pattern === ex.movementPattern);
  if (pain) {
    score += (pain.difficulty - ex.difficulty) * 1.5 + (isTimeBased(ex) ? 1 : 0) + (kind === "machine" ? 1 : 0);
    if (pain.friendly.some((inc) => satisfiesInclusion(ex.name, inc))) score += 3;
  }
  if (ctx.q.daily_activity === "sitting" && ex.movementPattern === "hinge" && /brücke|bridge|hip thrust/i.test(ex.name)) score += 0.5;
  // A lift the wishes name is the plan's choice for its slot, in both weeks (decision 0103).
  if (ctx.wished?.some((w) => key(w.exercise.name) === k)) score += 12;
  // Continuity in follow-up plans: keep most exercises, vary some.
  if (ctx.preferredNames.has(k)) score += opts.varySlot ? -6 : 5;
  else if (ctx.previousNames.has(k)) score += opts.varySlot ? -6 : 2;
  // The customer's swap (decision 0102): what they trained instead stays, what they swapped out stays out.
  if (ctx.swappedIn?.has(k)) score += opts.varySlot ? 6 : 8;
  else if (ctx.swappedOut?.has(k)) score -= 8;
  score -= (ctx.usage.get(k) ?? 0) * 1.2;
  if (ex.movementPattern === "cardio") {
    // Steady, recognisable cardio first (ergometer, walking, cycling); low impact when in doubt.
    if (ex.equipmentNeeded.includes("ergometer")) score += 1;
    if (isCardioExercise(ex.name)) score += 3;
    if (isInterval(ex) && (ctx.goals.includes("health") || ctx.targetDifficulty === 1 || ctx.q.training_intensity === "gentle")) score -= 1.5;
    if (ex.stressTags.includes("high_impact") && (ctx.q.age >= 50 || ctx.q.training_level === "beginner")) score -= 2;
  }
  score += jitter(ctx.seed, `${k}|${slot.pattern}|${slot.role}`) * 1.0;
  return score;
}


export const REGION: Record<MovementPattern, "lower" | "upper" | "neutral"> = {
  squat: "lower",
  hinge: "lower",
  lunge: "lower",
  calves: "lower",
  push_horizontal: "upper",
  push_vertical: "upper",
  pull_horizontal: "upper",
  pull_vertical: "upper",
  arms: "upper",
  core: "neutral",
  carry: "neutral",
  cardio: "neutral",
  mobility: "neutral",
  warmup: "neutral",
};

/** A biceps slot must not get a triceps exercise and vice versa. */
export function opposes(ex: ExerciseRecord, muscle: MuscleGroup): boolean {
  if (muscle === "biceps") return ex.muscleGroups.includes("triceps") && !ex.muscleGroups.includes("biceps");
  if (muscle === "triceps") return ex.muscleGroups.includes("biceps") && !ex.muscleGroups.includes("triceps");
  return false;
}

/** Exercises that work the muscle as a main mover (pulls for biceps, presses for triceps). */
export function isolationLike(ex: ExerciseRecord, muscle: MuscleGroup): boolean {
  if (muscle === "biceps") return ex.movementPattern === "arms" || ex.movementPattern === "pull_horizontal" || ex.movementPattern === "pull_vertical";
  if (muscle === "triceps") return ex.movementPattern === "arms" || ex.movementPattern === "push_horizontal" || ex.movementPattern === "push_vertical";
  return true;
}

export function rankFor(
  ctx: Ctx,
  pool: ExerciseRecord[],
  slot: SlotSpec,
  used: Set<string>,
  varySlot: boolean,
): ExerciseRecord[] {
  const free = (ex: ExerciseRecord) => !used.has(key(ex.name));
  const strength = (ex: ExerciseRecord) => !["warmup", "mobility", "cardio"].includes(ex.movementPattern);
  const related = RELATED[slot.pattern] ?? [];
  const muscle = slot.muscle;
  const implied: MuscleGroup | undefined =
    muscle ?? (slot.pattern.startsWith("pull") ? "biceps" : slot.pattern.startsWith("push") ? "triceps" : undefined);
  // Tiers: same pattern (and target muscle), then any strength exercise for the target muscle,
  // then the same pattern, then related patterns.
  const tiers: { test: (ex: ExerciseRecord) => boolean; exact: boolean }[] = [
    { test: (ex) => ex.movementPattern === slot.pattern && (!muscle || ex.muscleGroups.includes(muscle)), exact: true },
    ...(muscle ? [{ test: (ex: ExerciseRecord) => strength(ex) && ex.muscleGroups.includes(muscle) && isolationLike(ex, muscle), exact: false }] : []),
    ...(muscle ? [{ test: (ex: ExerciseRecord) => ex.movementPattern === slot.pattern && !opposes(ex, muscle), exact: true }] : []),
    { test: (ex) => related.includes(ex.movementPattern) && (!implied || !opposes(ex, implied)), exact: false },
  ];
  // With equipment at hand, floor and towel drills (Superman, towel pull-down, wall slides) are
  // filler: a loaded exercise of the same or a related pattern is chosen first.
  const filler = (ex: ExerciseRecord) =>
    ctx.available.size > 0 &&
    ex.difficulty === 1 &&
    ex.equipmentNeeded.length === 0 &&
    loadKind(ex) === "bodyweight" &&
    ["push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical", "arms"].includes(ex.movementPattern);
  const hasLoaded = pool.some((ex) => free(ex) && !filler(ex) && ex.equipmentNeeded.length > 0 && (ex.movementPattern === slot.pattern || related.includes(ex.movementPattern)));
  for (const tier of tiers) {
    const cands = pool.filter((ex) => free(ex) && tier.test(ex) && !(hasLoaded && filler(ex)));
    if (cands.length > 0) {
      return cands
        .map((ex) => ({ ex, s: scoreCandidate(ctx, ex, slot, { varySlot, exactPattern: tier.exact }) }))
        .sort((a, b) => b.s - a.s || a.ex.name.localeCompare(b.ex.name))
        .map((c) => c.ex);
    }
  }
  // Last resort: anything strength-like, then mobility.
  const rest = pool.filter(
    (ex) => !used.has(key(ex.name)) && ex.movementPattern !== "warmup" && ex.movementPattern !== "cardio",
  );
  const region = REGION[slot.pattern];
  return rest
    .map((ex) => ({
      ex,
      s:
        scoreCandidate(ctx, ex, slot, { varySlot, exactPattern: false }) -
        (ex.movementPattern === "mobility" ? 5 : 0) +
        (REGION[ex.movementPattern] === region ? 3 : REGION[ex.movementPattern] === "neutral" ? 2 : 0) -
        (implied && opposes(ex, implied) ? 4 : 0),
    }))
    .sort((a, b) => b.s - a.s || a.ex.name.localeCompare(b.ex.name))
    .map((c) => c.ex);
}

export function pickForSlot(ctx: Ctx, slot: SlotSpec, used: Set<string>, varySlot: boolean, exclude: Set<string>): SlotPick | null {
  const usedPlus = new Set([...used, ...exclude]);
  const ranked = rankFor(ctx, ctx.allowed, slot, usedPlus, varySlot);
  let chosen = ranked[0];
  if (!chosen) {
    // Nothing else left: allow a repeat of what the vary logic wanted to avoid.
    const again = rankFor(ctx, ctx.allowed, slot, used, varySlot);
    chosen = again[0];
    if (!chosen) return null;
  }
  // Harder variation for a bodyweight exercise whose top range was reached.
  const dec = ctx.decisions.get(key(chosen.name));
  if (dec?.kind === "harder_variation" && dec.replacement) {
    const rep = ctx.allowed.find((e) => key(e.name) === key(dec.replacement!));
    if (rep && !usedPlus.has(key(rep.name))) chosen = rep;
  }
  const pick: SlotPick = { ex: chosen, slot };
  // Would the unrestricted choice have been different because of an exclusion?
  const unrestricted = ctx.exclusionReason.size > 0 ? rankFor(ctx, ctx.usable, slot, usedPlus, varySlot)[0] : undefined;
  if (unrestricted && key(unrestricted.name) !== key(chosen.name)) {
    const why = ctx.exclusionReason.get(key(unrestricted.name));
    if (why) pick.replaced = { name: unrestricted.name, ...why };
  }
  return pick;
}


export function slotsFor(ctx: Ctx, template: SessionTemplate, n: number, wantsCardio: boolean, hasCardio: boolean): SlotSpec[] {
  let slots = template.slots.slice(0, n);
  while (slots.length < n) slots.push(S("core", "core"));
  const stabilityGoal = ctx.goals.includes("health") || ctx.goals.includes("injury_prevention");
  if (stabilityGoal && !slots.some((s) => s.role === "core")) {
    const i = slots.map((s) => s.role).lastIndexOf("accessory");
    const j = i >= 0 ? i : slots.length - 1;
    slots = slots.map((s, idx) => (idx === j ? S("core", "core") : s));
  }
  if (ctx.goals.includes("sport_support") && !slots.some((s) => s.pattern === "lunge")) {
    const i = slots.findIndex((s) => s.role === "accessory" || s.role === "secondary");
    if (i >= 0 && template.key !== "upperA" && template.key !== "upperB" && template.key !== "push" && template.key !== "pull") {
      slots = slots.map((s, idx) => (idx === i ? S("lunge", s.role) : s));
    }
  }
  slots = withFocusSlot(ctx, template, slots);
  slots = withWishSlots(ctx, slots);
  if (wantsCardio && hasCardio) {
    // The finisher counts as one of the session's exercises: it replaces the last accessory; in a
    // short session with stability work it replaces one upper-body main lift (A drops a pull,
    // B a push, so the week stays balanced) rather than the core work.
    // (where the last such slot is a pull, a press makes way instead: pulling keeps at least the
    // pressing volume, and the vertical pull stays)
    let i = slots.map((x) => x.role !== "main" && x.role !== "core").lastIndexOf(true);
    if (i >= 0 && slots[i]!.pattern.startsWith("pull")) {
      const press = slots.map((x) => x.role !== "main" && x.role !== "core" && x.pattern.startsWith("push")).lastIndexOf(true);
      if (press >= 0) i = press;
    }
    if (i < 0 && stabilityGoal) {
      const drop = template.key.endsWith("B") ? "push" : "pull";
      i = slots.findIndex((x) => x.role === "main" && x.pattern.startsWith(drop));
      if (i < 0) i = slots.map((x) => x.role === "main" && /^(push|pull)/.test(x.pattern)).lastIndexOf(true);
    }
    if (i < 0) i = slots.length - 1;
    slots = [...slots.slice(0, i), ...slots.slice(i + 1), S("cardio", "cardio")];
  }
  return slots;
}

/**
 * A lift the wishes name gets a slot of its pattern in each session of its region (decision 0103):
 * where the session has none, its last accessory (not one a named body part asked for) makes way.
 */
export function withWishSlots(ctx: Ctx, slots: SlotSpec[]): SlotSpec[] {
  let out = slots;
  for (const w of ctx.wished ?? []) {
    const pattern = w.exercise.movementPattern;
    const region = REGION[pattern];
    if (region === "neutral" || !out.some((s) => REGION[s.pattern] === region)) continue;
    if (out.some((s) => s.pattern === pattern && (!s.muscle || w.exercise.muscleGroups.includes(s.muscle)))) continue;
    const i = out.map((s) => s.role === "accessory" && !(s.muscle && ctx.focusGroups.includes(s.muscle))).lastIndexOf(true);
    if (i < 0) continue;
    out = out.map((s, j) => (j === i ? S(pattern, "secondary") : s));
  }
  return out;
}

/** Where a named body part's direct exercise goes: its pattern, and the region of the sessions that carry it. */
const FOCUS_SLOT: Partial<Record<MuscleGroup, { pattern: MovementPattern; region: "upper" | "lower" }>> = {
  shoulders: { pattern: "push_vertical", region: "upper" },
  chest: { pattern: "push_horizontal", region: "upper" },
  back: { pattern: "pull_horizontal", region: "upper" },
  biceps: { pattern: "arms", region: "upper" },
  triceps: { pattern: "arms", region: "upper" },
  glutes: { pattern: "hinge", region: "lower" },
  quadriceps: { pattern: "squat", region: "lower" },
  hamstrings: { pattern: "hinge", region: "lower" },
  calves: { pattern: "calves", region: "lower" },
  hips: { pattern: "lunge", region: "lower" },
};

/** The first candidate slot, but a press rather than a pull when the first is a pull. */
function pressBeforePull(slots: readonly SlotSpec[], candidates: number[]): number | undefined {
  const first = candidates[0];
  if (first === undefined || !slots[first]!.pattern.startsWith("pull")) return first;
  return candidates.find((j) => slots[j]!.pattern.startsWith("push")) ?? first;
}

/**
 * A body part the customer asks for ("mehr Schultern", "more chest") gets its own direct exercise in
 * each session of its region (upper-body and full-body days for the shoulders, never a leg day): the
 * session's last accessory, carry or second core slot makes way for it (issue 23).
 */
export function withFocusSlot(ctx: Ctx, template: SessionTemplate, slots: SlotSpec[]): SlotSpec[] {
  let out = slots;
  for (const g of ctx.focusGroups) {
    const f = FOCUS_SLOT[g];
    if (!f) continue;
    const regions = new Set(out.map((s) => REGION[s.pattern]));
    if (!regions.has(f.region)) continue;
    if (out.some((s) => s.muscle === g)) continue;
    const coreCount = out.filter((s) => s.role === "core").length;
    const free = [...out.keys()].reverse().filter((j) => !(out[j]!.muscle && ctx.focusGroups.includes(out[j]!.muscle!)));
    const i = free.find((j) => {
      const s = out[j]!;
      return s.role === "carry" || (s.role === "accessory" && REGION[s.pattern] !== f.region && s.pattern !== "calves") || (s.role === "core" && coreCount > 1 && j === out.map((x) => x.role).lastIndexOf("core"));
    }) ??
      free.find((j) => out[j]!.role === "accessory") ??
      // a short session: a secondary lift whose region a main lift of the session already trains
      // (a press before a pull: the session keeps its vertical pull and pulling at least the pressing)
      pressBeforePull(out, free.filter((j) => out[j]!.role === "secondary" && out.some((x, m) => m !== j && REGION[x.pattern] === REGION[out[j]!.pattern] && x.role === "main")));
    if (i === undefined) continue;
    out = out.map((s, j) => (j === i ? S(f.pattern, g === "chest" ? "secondary" : "accessory", g) : s));
  }
  return out;
}

export function buildSession(ctx: Ctx, template: SessionTemplate, slots: SlotSpec[], varyIdx: Set<number>, avoid: Map<number, string>): SessionPlan {
  const used = new Set<string>();
  const picks: SlotPick[] = [];
  // One exercise per movement slot in a session (two chest presses, two overhead presses or two leg
  // curls are a duplicate while another pattern is missing): taken slots are avoided while the
  // catalogue offers something else (coach review round 2).
  const taken = new Set<string>();
  // Fill in priority order so the main lifts get first choice.
  slots.forEach((slot, i) => {
    const exclude = new Set<string>();
    const a = avoid.get(i);
    if (a) exclude.add(a);
    if (taken.size > 0) for (const ex of ctx.allowed) { const m = movementSlot(ex); if (m && taken.has(m)) exclude.add(key(ex.name)); }
    const p = pickForSlot(ctx, slot, used, varyIdx.has(i), exclude);
    if (p) {
      used.add(key(p.ex.name));
      const m = movementSlot(p.ex);
      if (m) taken.add(m);
      // Name each replaced exercise once per session.
      if (p.replaced && picks.some((o) => o.replaced && key(o.replaced.name) === key(p.replaced!.name))) delete p.replaced;
      picks.push(p);
    }
  });
  return { template, picks, cardioMinutes: CARDIO_MINUTES[ctx.q.session_duration] };
}

/** Slots of a session whose exercise changes in week 2 (accessories first, main lifts last). */
export function varySlots(slots: SlotSpec[], count: number, seed: number, salt: string): number[] {
  const order = slots
    .map((s, i) => ({ i, s }))
    .filter(({ s }) => s.role !== "cardio")
    .sort((a, b) => {
      const pa = a.s.role === "main" ? 3 : a.s.role === "secondary" ? 1 : 0;
      const pb = b.s.role === "main" ? 3 : b.s.role === "secondary" ? 1 : 0;
      return pa - pb || jitter(seed, `${salt}${a.i}`) - jitter(seed, `${salt}${b.i}`);
    });
  return order.slice(0, count).map((o) => o.i);
}
