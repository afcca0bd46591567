/** One table row: sets, reps, rest (volume), load and the notes (cues, safety cues, reasons). */
import type { ExerciseRecord } from "~/domain/exercises/types";
import { findTerm } from "~/domain/coaching/text";
import { askedToReplace } from "./request";
import { cueForRow, takesEffortCue } from "./effort-cues";
import { isInterval, isIsolation, isPower, isStability, isTimeBased, isUnilateral, loadKind, restsLikeIsolation, singleImplement } from "./classify";
import { ownedKg } from "./owned-weights";
import { BAND_LEVELS, bandLevel, defaultKg, maxFor, shareOfMax, weightText } from "./loads";
import { bendsKneeUnderLoad, cuesFor, knee, slowEccentricFits } from "./cues";
import { ASSISTED_PULL } from "./follow-up";
import { CARDIO_MINUTES } from "./profile";
import { needsBalanceCare } from "./structure";
import { isCardioExercise } from "~/domain/plan/parser";

/** A comma-separated note without repeated phrases (the first occurrence stays). */
export function uniquePhrases(text: string): string {
  const seen = new Set<string>();
  return text
    .split(", ")
    .filter((p) => {
      const k = p.trim().toLowerCase();
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .join(", ");
}

/** Positions that load the linea alba (plank, side plank, push-up, bear hold). */
export const DOMING_RISK = /unterarmst[üu]tz|seitst[üu]tz|plank|liegest[üu]tz|push[- ]?up|b[äa]renstand|bear/i;
export const DOMING_NOTE = "bei Wölbung des Bauchs in der Mitte abbrechen";
import type { Ctx, GeneratedExerciseRow, PainAt, SlotPick, SlotRole } from "./types";
import { clamp, de, jitter, key, numbersIn, roundTo } from "./util";


// ───────────────────────────────────────────────────────────────────────────── rows

export function repsFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole, cardioMinutes: number): string {
  const reps = schemeReps(ctx, ex, role, cardioMinutes);
  return atLeastSafeReps(reps, ctx.safety.minReps);
}

/**
 * A rep range raised to the conditions' minimum (pregnancy, high blood pressure, heart disease 10,
 * 60+ 8: moderate loads): "4-6" becomes "10-12". Times, minutes and ranges already high enough stay.
 */
export function atLeastSafeReps(reps: string, minReps: number): string {
  if (minReps <= 0 || /\d\s*(s|min|minuten|sek)/i.test(reps)) return reps;
  return reps.replace(/(\d+)(?:-(\d+))?/, (whole, lo: string, hi?: string) => {
    const low = Number(lo);
    if (low >= minReps) return whole;
    const span = hi ? Math.max(2, Number(hi) - low) : 0;
    return hi ? `${minReps}-${minReps + span}` : String(minReps);
  });
}

function schemeReps(ctx: Ctx, ex: ExerciseRecord, role: SlotRole, cardioMinutes: number): string {
  if (role === "cardio" || ex.movementPattern === "cardio") {
    // Bodyweight intervals (burpees, mountain climbers) stay short; machines allow steady Zone 2.
    const steady = ex.equipmentNeeded.includes("ergometer");
    const cap = ctx.q.training_level === "beginner" || ctx.q.training_level === "returning" ? 8 : 12;
    const weekBonus = cardioMinutes - CARDIO_MINUTES[ctx.q.session_duration];
    return `${steady ? cardioMinutes : Math.min(cardioMinutes - weekBonus, cap) + weekBonus} Minuten`;
  }
  const lvl = ctx.q.training_level;
  if (isTimeBased(ex)) {
    let r = lvl === "advanced" ? "45-60 s" : lvl === "intermediate" ? "30-45 s" : "20-30 s";
    if (ctx.decisions.get(key(ex.name))?.kind === "more_reps") {
      const [lo, hi] = numbersIn(r);
      if (lo !== undefined && hi !== undefined) r = `${lo + 10}-${hi + 10} s`;
    }
    return isUnilateral(ex) ? `je Seite ${r}` : r;
  }
  if (ex.movementPattern === "carry") return lvl === "beginner" || lvl === "returning" ? "20-30 s" : "30-40 s";
  // Olympic lifts are technique under speed: low reps, never 8–12.
  if (/umsetzen|reißen|reissen|\bclean\b|snatch/i.test(`${ex.name} ${ex.nameEn}`)) return lvl === "advanced" ? "3-5" : "3-4";
  if (/aufstehen|get-up|get up/i.test(`${ex.name} ${ex.nameEn}`)) return lvl === "advanced" ? "je Seite 3-5" : "je Seite 2-3";
  if (/negativ|exzentrisch|eccentric/i.test(`${ex.name} ${ex.nameEn}`)) return "4-6";
  let range: string;
  if (ex.movementPattern === "core") range = ctx.primary === "performance" ? "8-12" : "10-15";
  else if (ex.movementPattern === "calves") range = "12-15";
  else if (role === "main") range = ctx.scheme.compound;
  else if (role === "secondary") range = ctx.scheme.secondary ?? ctx.scheme.compound;
  else range = ctx.scheme.accessory;
  // Bodyweight exercises in a heavy rep scheme would be too easy: use a hypertrophy range.
  if (loadKind(ex) === "bodyweight" && (range === "4-6" || range === "6-8") && ex.difficulty < 3) range = "8-12";
  const dec = ctx.decisions.get(key(ex.name));
  if (dec?.kind === "more_reps") {
    const [lo, hi] = numbersIn(range);
    if (lo !== undefined && hi !== undefined) range = `${lo + 2}-${hi + 2}`;
  }
  return isUnilateral(ex) ? `je Seite ${range}` : range;
}

/**
 * Heavy barbell compounds keep a long rest in every role and however short the window (issue 23:
 * no late deadlift with 60 s rest): 3 minutes at up to 6 reps, else 2 minutes. 0 = no floor.
 */
export function heavyCompoundRestFloor(equipment: readonly string[], pattern: string, reps: string): number {
  if (!equipment.includes("barbell") || !["squat", "hinge", "push_horizontal", "push_vertical", "pull_horizontal"].includes(pattern)) return 0;
  const lo = numbersIn(reps)[0];
  return lo !== undefined && !/\d\s*(?:s|min)/i.test(reps) && lo <= 6 ? 180 : 120;
}

/** The longest rest of an isolation exercise, in seconds (decision 0117). */
export const ISOLATION_REST_MAX = 90;

export function restFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole): string {
  if (role === "cardio" || ex.movementPattern === "cardio") return "–";
  let s: number;
  if (ex.movementPattern === "core" || ex.movementPattern === "carry") s = 45;
  else if (role === "main") s = ctx.scheme.restCompound;
  else if (role === "secondary") s = Math.max(60, ctx.scheme.restCompound - 30);
  else s = ctx.scheme.restAccessory;
  // (a longer rest for "too hard", never when the sessions were too long)
  if (ctx.reaction === "reduce" && !ctx.tooLong) s += 30;
  if (!isIsolation(ex) && loadKind(ex) === "barbell") s = Math.max(s, heavyCompoundRestFloor(ex.equipmentNeeded, ex.movementPattern, repsFor(ctx, ex, role, 0)));
  // An isolation exercise rests 60–90 s in any role (round 5: "Trizepsdrücken am Kabelzug | 3 Min").
  if (restsLikeIsolation({ ...ex, pattern: ex.movementPattern })) s = Math.min(s, ISOLATION_REST_MAX);
  if (s >= 240) return "3-4 Min";
  if (s === 180) return "3 Min";
  if (s >= 150) return "2-3 Min";
  if (s === 120) return "2 Min";
  return `${s} s`;
}

/**
 * Gentle beginners get at most 3 working sets per exercise (coach review round 2: "gentle beginners
 * 2–3 sets"): beginners and returners who chose a gentle intensity or are 60 or older, training at
least twice a week. (The work a
 * condition requires – knee-friendly quadriceps work, trunk stability – keeps the weekly sets its
 * inclusion asks for.) Undefined: the role's usual maximum.
 */
export const GENTLE_MAX_SETS = 3;
export function gentleSetCap(q: Pick<Ctx["q"], "training_level" | "training_intensity" | "age" | "training_frequency">): number | undefined {
  const novice = q.training_level === "beginner" || q.training_level === "returning";
  // (once a week, the one session carries each muscle group's weekly minimum)
  if (q.training_frequency === "1x") return undefined;
  if (novice && (q.training_intensity === "gentle" || q.age >= 60)) return GENTLE_MAX_SETS;
  return undefined;
}

export function setsFor(ctx: Ctx, ex: ExerciseRecord, role: SlotRole): number {
  if (role === "cardio" || ex.movementPattern === "cardio") return 1;
  const cap = gentleSetCap(ctx.q);
  let s = role === "main" || role === "secondary" ? ctx.sets : Math.max(2, ctx.sets - 1);
  if (ctx.reaction === "reduce" && role === "main") s -= 1;
  // "Too easy" is answered with load or reps (the progression), sets are kept (coach review round 2).
  return clamp(s, 2, Math.min(cap ?? 4, 4));
}

export function makeRow(ctx: Ctx, pick: SlotPick, cardioMinutes: number, week: number, kept: boolean): GeneratedExerciseRow {
  const { ex, slot } = pick;
  const role: SlotRole = ex.movementPattern === "cardio" ? "cardio" : slot.role === "cardio" ? "accessory" : slot.role;
  const kind = loadKind(ex);
  const k = key(ex.name);
  const dec = ctx.decisions.get(k);
  const { kg, band } = startingLoad(ctx, ex, kind, dec);
  const hashtag = focusTag(ctx, ex, role);
  const notes: string[] = exerciseNotes(ctx, ex, role, kind, week, dec);

  // The row that takes a painful exercise's place says so and asks to report back (issue 23).
  // (Only a row new to the plan replaces it: an exercise of the same pattern kept from before does not.)
  const pain = role !== "cardio" && !ctx.previousRowNames.has(k) ? ctx.painAt.find((p) => p.pattern === ex.movementPattern && key(p.exercise) !== k) : undefined;
  if (pain) notes.push(painNote(pain));
  if (pick.replaced && !(pain && key(pick.replaced.name) === key(pain.exercise))) {
    const r = pick.replaced;
    const full = `Ersatz für ${r.name} (${r.reason})`;
    // "Ersatz für X" only for an X the customer had in the previous plan (issue 23 round 2).
    // Round 5 (decision 0115): "nach Ihrem Wunsch" only when the dislikes name the replaced exercise or its movement.
    if (!r.injury) {
      const replaced = ctx.usable.find((e) => key(e.name) === key(r.name));
      if (r.disliked && askedToReplace(ctx.q.exercise_dislikes, replaced ?? { name: r.name })) notes.push("Ersatz nach Ihrem Wunsch");
    }
    else if (ctx.previousRowNames.has(key(r.name))) notes.push(ctx.clean(full) ? full : `gelenkschonender Ersatz (${r.reason})`);
  }
  // An assisted pull-up's band is assistance: a lighter band is the step up (follow-up.ts pullUpLadder).
  const assisted = dec && kind === "band" && ASSISTED_PULL.test(ex.name) && (dec.kind === "reduce" || dec.kind === "increase");
  if (assisted) notes.push(dec.kind === "reduce" ? "Progression: leichteres Band, weniger Unterstützung (alle Sätze am oberen Ende)" : "stärkeres Band, mehr Unterstützung (Wiederholungen unter der Spanne)");
  else if (dec) notes.push(...decisionNotes(ex, kind, dec));
  const dh = ctx.decisions.size > 0 ? [...ctx.decisions.values()].find((d) => d.kind === "harder_variation" && d.replacement && key(d.replacement) === k) : undefined;
  if (dh) notes.push(ctx.clean(dh.exercise) ? `Progression: schwerere Variante von ${dh.exercise}` : "Progression: schwerere Variante");
  if (ctx.reaction === "reduce" && role === "main") notes.push("1 Satz weniger wegen Ihres Feedbacks");
  if (ctx.reaction === "increase" && (role === "main" || role === "secondary") && dec?.kind !== "increase" && dec?.kind !== "more_reps" && !dec?.heldFor) notes.push("mehr Gewicht oder Wiederholungen wegen Ihres Feedbacks");
  // Week 2 progresses by a stated rule on every exercise kept from week 1 — also after a follow-up's
  // decision, except where the load was just reduced (pain, misses, deload): that week 2 holds.
  if (week === 2 && kept && role !== "cardio" && dec?.kind !== "reduce" && !dec?.heldFor) notes.push(pain ? `${weekTwoRule(ex, kind)}, nur wenn schmerzfrei` : weekTwoRule(ex, kind));

  const reps = repsFor(ctx, ex, role, cardioMinutes);
  const low = numbersIn(reps)[0];
  const weight = fromStatedMax(ctx, ex, kind, dec, low, numbersIn(reps)[1]) ?? weightText(ex, kind, kg, band);
  // Ramp-up sets only where 50 % of the working weight is above the empty bar (rounds 6 and 7: "50 %" of 20–30 kg).
  if (role === "main" && kind === "barbell" && ctx.goals.includes("performance") && low !== undefined && low <= 8 && ctx.q.training_level !== "beginner" && rampsUp(weight)) {
    notes.push("vorher Aufwärmsätze (keine Arbeitssätze): leere Stange ×10, ca. 50 % ×5, 70 % ×3, 85 % ×1");
  }

  return {
    name: ex.name,
    sets: setsFor(ctx, ex, role),
    reps,
    weight,
    rest: restFor(ctx, ex, role),
    // The conditions' cues go on every exercise verbatim (after the word filter: "keine Pressatmung"),
    // cardio rows included (a breathing cue belongs on a Zone-2 block, too).
    // Round 3: the conditions' breathing cue belongs to the strength rows (the intro states it once), not to cardio;
    // a phrase already in the row is not repeated ("gleichmäßig atmen, gleichmäßig atmen").
    // (decision 0130: a condition's machine set-up is a safety cue, not filtered by the dislikes' words)
    notes: [hashtag, uniquePhrases([...notes.filter(ctx.clean), ...(kind === "machine" ? machineSetUp(ctx, ex) : []), ...(role === "cardio" && isCardioExercise(ex.name) ? [] : [...ctx.safety.patternCues.filter((c) => c.patterns.includes(ex.movementPattern) && (!knee(c.text) || bendsKneeUnderLoad(ex))).map((c) => c.text), ...ctx.safety.cues.map((c) => cueForRow(c, ex))])].join(", ")).replace(/, \(/g, " (")].filter(Boolean).join(" "),
    pattern: ex.movementPattern,
    role,
    equipmentNeeded: [...ex.equipmentNeeded],
    ...(role !== "cardio" && gentleSetCap(ctx.q) !== undefined ? { maxSets: gentleSetCap(ctx.q) } : {}),
  };
}

type Decision = NonNullable<ReturnType<Ctx["decisions"]["get"]>>;

/** The row's starting load: the customer's default, or the follow-up decision's weight or band. */
function startingLoad(ctx: Ctx, ex: ExerciseRecord, kind: ReturnType<typeof loadKind>, dec: Decision | undefined): { kg: number; band: number } {
  // Only weights the customer owns when they listed them (a follow-up's logged weights are theirs).
  let kg = ownedKg(ctx.owned, kind, defaultKg(ex, kind, ctx.q));
  let band = bandLevel(ctx.q);
  if (dec && (kind === "barbell" || kind === "dumbbell" || kind === "kettlebell" || kind === "machine" || kind === "cable" || kind === "sandbag")) {
    if (dec.newWeight > 0) kg = dec.newWeight;
  }
  if (dec && kind === "band" && dec.bandLevel !== undefined) {
    band = dec.bandLevel;
    if (dec.kind === "increase") band = Math.min(band + 1, BAND_LEVELS.length - 1);
    if (dec.kind === "reduce") band = Math.max(band - 1, 0);
  }
  return { kg, band };
}

/** The exercise's own notes: the cardio finisher's, or a cue, tempo, effort and the conditions' notes. */
function exerciseNotes(ctx: Ctx, ex: ExerciseRecord, role: SlotRole, kind: ReturnType<typeof loadKind>, week: number, dec: Decision | undefined): string[] {
  if (role === "cardio") {
    const steady =
      (ex.equipmentNeeded.includes("ergometer") || /geh|walk|rad|bike|schwimm|lauf|jogg|treppe|stepper|cross/i.test(ex.name)) && !isInterval(ex);
    return [
      steady
        ? "Finisher: Zone 2, Sie können sich noch unterhalten"
        : ctx.q.training_level === "beginner" || ctx.q.training_intensity === "gentle"
          ? "Finisher: Intervalle 20 s zügig / 40 s locker"
          : "Finisher: Intervalle 30 s zügig / 30 s locker",
    ];
  }
  const notes: string[] = [];
  const stabilityGoal = ctx.goals.includes("health") || ctx.goals.includes("injury_prevention");
  const sportGoal = ctx.goals.includes("sport_support");
  const cues = cuesFor(ex).filter(ctx.clean);
  const cue = cues[Math.floor(jitter(ctx.seed, `cue|${key(ex.name)}`) * cues.length)] ?? cues[0] ?? "";
  if (cue) notes.push(cue);
  // Where the conditions keep loads moderate (minimum reps), performance comes from a controlled tempo.
  // Round 7: and only without a health matter (a tendinopathy, MS, a joint): then a controlled tempo too.
  if (ctx.goals.includes("performance") && role === "main") notes.push(explosiveAllowed(ctx) ? "explosives Tempo in der Arbeitsphase, kontrolliert zurück" : "kontrolliertes Tempo: 2 s ab, 1 s auf");
  if (ctx.q.training_level === "beginner" || ctx.q.training_level === "returning" || ctx.q.training_intensity === "gentle") {
    if (role === "main" || role === "secondary") notes.push("Technik vor Gewicht");
  }
  if (sportGoal && isPower(ex) && !ctx.goals.includes("performance") && explosiveAllowed(ctx)) notes.push("schnell und kraftvoll nach oben");
  if (stabilityGoal && role === "core" && slowEccentricFits(ex)) notes.push("langsam, 3 s absenken");
  // (effort targets on strength exercises only, not on balance drills or holds: effort-cues.ts)
  if (takesEffortCue(ex)) notes.push(`(${ctx.rir.rir})`);
  // Decision 0130: a condition's own set-up (a hip replacement: seat high, backrest back) replaces the general one (makeRow adds it every week).
  if (kind === "machine" && week === 1 && !dec && machineSetUp(ctx, ex).length === 0) notes.push("Sitz und Polster einstellen");
  if (needsBalanceCare(ctx.q) && (ex.movementPattern === "lunge" || isUnilateral(ex)) && ex.movementPattern !== "carry") notes.push("mit Halt an Geländer, Wand oder Stuhl");
  // Pregnancy (round 3): a plank or push-up position loads the linea alba – stop when the belly domes.
  if (ctx.safety.conditions.some((c) => c.id === "pregnancy") && DOMING_RISK.test(`${ex.name} ${ex.nameEn}`)) notes.push(DOMING_NOTE);
  return notes;
}

/** The conditions' set-up cues for a machine exercise: per condition the first entry whose terms name it (or that names none). */
function machineSetUp(ctx: Ctx, ex: ExerciseRecord): string[] {
  const joined = `${ex.name} | ${ex.nameEn}`;
  return ctx.safety.machineCues.flatMap((list) => {
    const hit = list.find((m) => (!m.terms || findTerm(joined, m.terms) !== null) && (!m.patterns || m.patterns.includes(ex.movementPattern)));
    return hit ? [hit.text] : [];
  });
}

/** A follow-up decision's note: each change carries its reason (the customer and the coach read it in the row). */
function decisionNotes(ex: ExerciseRecord, kind: ReturnType<typeof loadKind>, dec: Decision): string[] {
  const why = /laut Ihrem Feedback/.test(dec.note)
    ? "laut Ihrem Feedback"
    : dec.kind === "increase" || dec.kind === "more_reps"
      ? "alle Sätze am oberen Ende"
      : /zweiten Mal/.test(dec.note)
        ? "zum zweiten Mal unter der Spanne"
        : dec.kind === "reduce"
          ? "Wiederholungen unter der Spanne"
          : dec.kind === "keep"
            ? "einzelne Sätze unter der Spanne"
            : "";
  const notes: string[] = [];
  if (dec.kind === "increase" && kind !== "bodyweight" && kind !== "band") notes.push(`Progression: +${de(dec.newWeight - dec.previousWeight)} kg (${why})`);
  if (dec.kind === "increase" && kind === "band") notes.push(`Progression: stärkeres Band (${why})`);
  if (dec.kind === "more_reps") notes.push(isTimeBased(ex) ? `Progression: +10 s (${why})` : `Progression: +2 Wdh. (${why})`);
  if (dec.kind === "keep" && dec.rescaled) notes.push(`Gewicht aus Ihren schwereren Sätzen (geschätztes 1RM ${de(dec.rescaled)} kg)`);
  else if (dec.kind === "keep" && dec.heldFor) notes.push(`Gewicht halten wegen Ihrer Beschwerden (${dec.heldFor})`);
  else if (dec.kind === "keep") notes.push(`Gewicht halten (${why}), Ziel: oberes Ende der Spanne`);
  if (dec.kind === "keep_more_reps") notes.push("Gewicht halten, Ziel: oberes Ende der Spanne");
  if (dec.kind === "reduce") notes.push(/zweiten Mal/.test(dec.note) ? `Deload −10 % (${why})` : `Gewicht reduziert (${why}): erst saubere Wdh.`);
  return notes;
}

/** Strength athletes: a barbell load from the 1RM they state (issue 23), for the rep range at the plan's RIR. */
function fromStatedMax(ctx: Ctx, ex: ExerciseRecord, kind: ReturnType<typeof loadKind>, dec: Decision | undefined, low: number | undefined, high?: number): string | undefined {
  const max = kind === "barbell" && !dec ? maxFor(ctx.maxes, ex.name) : undefined;
  if (max === undefined || low === undefined) return undefined;
  const share = shareOfMax(low, high, ctx.rir.value);
  return `${de(roundTo(max * share, 2.5))} kg (≈ ${Math.round(share * 100)} % 1RM)`;
}

/** Whether a barbell working weight ("60 kg (≈ 75 % 1RM)") is heavy enough for ramp-up sets: 40 kg or more. */
export function rampsUp(weight: string): boolean {
  return (numbersIn(weight)[0] ?? 0) >= 40;
}

/** An explosive tempo: for a customer without a health matter (no condition, no matched record). */
function explosiveAllowed(ctx: Ctx): boolean {
  return ctx.safety.minReps === 0 && ctx.safety.conditions.length === 0 && ctx.matchedInjuries.length === 0;
}

/**
 * The row's internal focus tag (the fit pass reads it; text.ts prints it as the purpose in words):
 * stability work for health and injury prevention, explosive or coordination work for sport support.
 * "Explosivkraft" only where the conditions allow an explosive tempo (60+, pregnancy: coordination).
 */
function focusTag(ctx: Ctx, ex: ExerciseRecord, role: SlotRole): string | null {
  const stabilityGoal = ctx.goals.includes("health") || ctx.goals.includes("injury_prevention");
  const sportGoal = ctx.goals.includes("sport_support");
  let tag: string | null =
    stabilityGoal && isStability(ex) && role !== "cardio"
      ? "#stabilisation"
      : sportGoal && (role === "main" || isPower(ex))
        ? "#explosiv"
        : sportGoal && isUnilateral(ex)
          ? "#koordination"
          : ex.hashtag && /^#\p{L}/u.test(ex.hashtag.trim())
            ? ex.hashtag.trim().split(/\s+/)[0]!
            : null;
  if (tag && !ctx.clean(tag.slice(1))) tag = null;
  if (tag === "#explosiv" && !explosiveAllowed(ctx)) tag = "#koordination";
  return tag;
}

/** Body parts (feedback-signals.ts BODY_PART_WORDS) with a feminine article. */
export const FEMININE = new Set(["Schulter", "Hüfte", "Leiste"]);

/** The note of a row that replaces an exercise the customer felt pain at. */
export function painNote(p: PainAt): string {
  const where = p.parts.length > 0 ? `${FEMININE.has(p.parts[0]!) ? "Ihre" : "Ihr"} ${p.parts.join(" und ")}` : "es";
  return `statt ${p.exercise} (Beschwerden laut Ihrem Feedback): gelenkschonender, kleiner Bewegungsumfang, nur schmerzfrei – berichten Sie im Tagesfeedback, wie sich ${where} anfühlt`;
}

/** The week-2 rule of a kept exercise: load by lift and equipment, else reps or time. */
export function weekTwoRule(ex: ExerciseRecord, kind: ReturnType<typeof loadKind>): string {
  if (isTimeBased(ex) || ex.movementPattern === "carry") return "Woche 2: +5 s pro Satz";
  if (kind === "bodyweight" || kind === "band") return "Woche 2: +1 Wdh. pro Satz";
  const lower = ["squat", "hinge", "lunge", "calves"].includes(ex.movementPattern);
  // (one dumbbell held in both hands, the goblet squat: +2 kg, not "je Hand", round 6)
  const step = kind === "dumbbell" ? (singleImplement(ex) ? "+2 kg" : "+1 kg je Hand") : kind === "kettlebell" ? "nächste Kettlebell" : lower && (kind === "barbell" || kind === "machine") ? "+5 kg" : "+2,5 kg";
  return `Woche 2: ${step}, wenn in Woche 1 alle Sätze am oberen Ende lagen, sonst +1 Wdh.`;
}
