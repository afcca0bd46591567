/** Follow-up plans: feedback signals and the double progression per exercise from the logged sets. */
import type { ExerciseRecord } from "~/domain/exercises/types";
import { BODY_PART_WORDS, findPainMentions, mentionsPain, sentencesOf as feedbackSentences } from "~/domain/training/feedback-signals";
import type { LoggedSet } from "~/domain/training/logged-set";
import { isTimeBased } from "./classify";
import { bandLevel, defaultKg, increaseKg, reduceKg } from "./loads";
import type { GeneratedDay, LoadKind, PrevRow, ProgressionContext, ProgressionDecision } from "./types";
import { de, key, numbersIn } from "./util";
import { type Term, fold, stem, wordsHaveTerm, wordsOf } from "~/domain/coaching/text";
import { loadKind } from "./classify";

export const REDUCE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu schwer/, label: "zu schwer" },
  { re: /zu viel/, label: "zu viel" },
  { re: /zu anstrengend/, label: "zu anstrengend" },
  { re: /muede|mude/, label: "müde" },
  { re: /erschoepft|erschopft/, label: "erschöpft" },
  { re: /ueberfordert|uberfordert/, label: "überfordert" },
  { re: /keine (?:zeit|kraft)/, label: "keine Kraft/Zeit" },
  { re: /mehr (?:pause|pausen|erholung|ruhe|regeneration)/, label: "mehr Erholung" },
  { re: /\btoo (?:hard|heavy|much)\b|\btired\b|\bexhausted\b/, label: "zu schwer" },
];

export const INCREASE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu leicht/, label: "zu leicht" },
  { re: /zu einfach/, label: "zu einfach" },
  { re: /langweilig/, label: "langweilig" },
  { re: /unterfordert/, label: "unterfordert" },
  // "mehr" alone says nothing ("mehr Pause", "nicht mehr weh"): only more of the training counts.
  { re: /\bmehr (?:abwechslung|gewicht|volumen|satze|training|intensitat|herausforderung)\b/, label: "mehr" },
  { re: /\btoo (?:easy|light)\b|\bboring\b|\bmore (?:weight|volume|sets|variety)\b/, label: "zu leicht" },
];

/**
 * The reps a customer entered for a set, or undefined when nothing was entered: an empty field, a
 * range ("8-12", "8–12") or exactly the prescribed text left as prefilled when that is no single number.
 */
export function enteredReps(actual: string | null | undefined, prescribed: string): number | undefined {
  if (!actual) return undefined;
  const t = actual.trim();
  if (!t || /\d\s*(?:-|–|—|bis)\s*\d/.test(t)) return undefined;
  // A fixed target ("10") entered as such was done (round 3: logged pelvic-floor sets read as "keine
  // Einträge"); only a prescription that is no single number stays "not entered" when left as it was.
  if (fold(t) === fold(prescribed) && numbersIn(prescribed).length !== 1) return undefined;
  return numbersIn(t)[0];
}

export function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 14), index);
  return /\b(nicht|kein|keine|keinen|nie|not|no)\s+(\w+\s+)?$/.test(before);
}

export function feedbackReaction(texts: string[]): { reaction: "reduce" | "increase" | "none"; signals: string[] } {
  const reduce: string[] = [];
  const increase: string[] = [];
  for (const raw of texts) {
    const t = fold(raw);
    if (!t) continue;
    // Pain is read word by word, with negation per clause (app/domain/training/feedback-signals.ts).
    if (mentionsPain(raw) && !reduce.includes("Schmerzen")) reduce.push("Schmerzen");
    for (const s of REDUCE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !reduce.includes(s.label)) reduce.push(s.label);
    }
    for (const s of INCREASE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !increase.includes(s.label)) increase.push(s.label);
    }
  }
  if (reduce.length > 0) return { reaction: "reduce", signals: reduce };
  if (increase.length > 0) return { reaction: "increase", signals: increase };
  return { reaction: "none", signals: [] };
}

// ───────────────────────────────────────────────────────────────────────────── follow-up decisions

export function decideProgression(
  prevRows: PrevRow[],
  progress: LoggedSet[],
  byName: Map<string, ExerciseRecord>,
  ctxBase: ProgressionContext,
): ProgressionDecision[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of prevRows) {
    const k = key(r.name);
    if (!seen.has(k)) {
      seen.add(k);
      names.push(r.name);
    }
  }
  const decisions: ProgressionDecision[] = [];
  for (const name of names) {
    const k = key(name);
    const rowsOf = prevRows.filter((r) => key(r.name) === k);
    const rec = byName.get(k);
    const kind: LoadKind = rec
      ? loadKind(rec)
      : /langhantel|barbell/i.test(name)
        ? "barbell"
        : /kurzhantel|dumbbell/i.test(name)
          ? "dumbbell"
          : /kettlebell/i.test(name)
            ? "kettlebell"
            : /maschine|machine|kabel|cable/i.test(name)
              ? "machine"
              : /band/i.test(name)
                ? "band"
                : /ergometer|rad|lauf|rudergerät|crosstrainer|seilspring/i.test(name)
                  ? "cardio"
                  : "bodyweight";
    if (kind === "cardio") continue;
    const logs = progress
      .filter((p) => key(p.exercise_name) === k)
      .map((p) => {
        const row = rowsOf.find((r) => r.day === p.day) ?? rowsOf[rowsOf.length - 1]!;
        const reps = enteredReps(p.actual_reps, row.reps);
        const range = numbersIn(row.reps);
        const lo = range[0];
        const hi = range.length > 1 ? range[1] : range[0];
        return { p, reps, lo, hi };
      })
      // Only sets marked done count; a reps field left at its prefilled range counts as not entered.
      .filter((l) => l.p.completed && l.reps !== undefined && l.lo !== undefined && l.hi !== undefined);
    const latestRow = rowsOf[rowsOf.length - 1]!;
    const weighted = progress
      .filter((p) => p.completed && key(p.exercise_name) === k && (p.actual_weight ?? 0) > 0)
      .sort((a, b) => a.day - b.day || a.set_number - b.set_number);
    const loggedWeight = weighted.length > 0 ? weighted[weighted.length - 1]!.actual_weight! : 0;
    let base = loggedWeight > 0 ? loggedWeight : latestRow.weight;
    const loaded = kind !== "bodyweight" && kind !== "band";
    if (loaded && base <= 0 && rec) base = defaultKg(rec, kind, ctxBase.q);
    let band: number | undefined;
    if (kind === "band") {
      const t = fold(latestRow.weightText);
      band = t.includes("sehr") ? 3 : t.includes("stark") ? 2 : t.includes("mittel") ? 1 : t.includes("leicht") ? 0 : bandLevel(ctxBase.q);
    }

    if (logs.length === 0) {
      decisions.push({
        exercise: name,
        kind: "no_data",
        loggedSets: 0,
        previousWeight: base,
        newWeight: base,
        note: `${name}: keine Einträge protokolliert, Vorgabe bleibt`,
        bandLevel: band,
      });
      continue;
    }
    // Every prescribed set done and at the top of the range (per session the exercise was logged).
    const sessions = new Set(logs.map((l) => l.p.day));
    const setsPrescribed = [...sessions].reduce((n, d) => n + (rowsOf.find((r) => r.day === d) ?? latestRow).sets, 0);
    const allTop = logs.length >= setsPrescribed && logs.every((l) => l.reps! >= l.hi!);
    const missedBefore = rowsOf.some((r) => /Gewicht halten|Gewicht reduziert|unter der Spanne|Deload/i.test(r.notes));
    const below = logs.filter((l) => l.reps! < l.lo!).length;
    if (allTop) {
      if (kind === "bodyweight") {
        const harder = rec ? ctxBase.harderVariation(rec) : undefined;
        if (harder) {
          decisions.push({
            exercise: name,
            kind: "harder_variation",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            replacement: harder.name,
            note: `${name}: alle Sätze am oberen Ende → schwerere Variante ${harder.name}`,
          });
        } else {
          decisions.push({
            exercise: name,
            kind: "more_reps",
            loggedSets: logs.length,
          bandLevel: band,
            previousWeight: 0,
            newWeight: 0,
            note: `${name}: alle Sätze am oberen Ende → ${rec && isTimeBased(rec) ? "+10 s" : "+2 Wiederholungen"} pro Satz`,
          });
        }
      } else if (kind === "band") {
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: 0,
          newWeight: 0,
          note: `${name}: alle Sätze am oberen Ende → stärkeres Band`,
        });
      } else {
        const nw = increaseKg(kind, base, rec?.movementPattern);
        decisions.push({
          exercise: name,
          kind: "increase",
          loggedSets: logs.length,
          bandLevel: band,
          previousWeight: base,
          newWeight: nw,
          note: `${name}: alle ${logs.length} Sätze am oberen Ende → ${de(nw)} kg (vorher ${de(base)} kg, +${de(nw - base)} kg)`,
        });
      }
    } else if (below * 2 > logs.length) {
      const nw = loaded ? reduceKg(kind, base) : base;
      decisions.push({
        exercise: name,
        kind: "reduce",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: nw,
        note: loaded
          ? `${name}: Wiederholungen unter der Spanne → ${de(nw)} kg (vorher ${de(base)} kg)`
          : `${name}: Wiederholungen unter der Spanne → leichtere Ausführung, gleiche Spanne`,
      });
    } else if (below > 0 && missedBefore && loaded) {
      // The second plan in a row with missed sets: deload (−10 %) instead of holding again.
      const nw = reduceKg(kind, base);
      decisions.push({
        exercise: name,
        kind: "reduce",
        loggedSets: logs.length,
        bandLevel: band,
        previousWeight: base,
        newWeight: nw,
        note: `${name}: zum zweiten Mal Sätze unter der Spanne → Deload auf ${de(nw)} kg (vorher ${de(base)} kg)`,
      });
    } else if (below > 0) {
      decisions.push({
        exercise: name,
        kind: "keep",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: einzelne Sätze unter der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}`,
      });
    } else {
      decisions.push({
        exercise: name,
        kind: "keep_more_reps",
        loggedSets: logs.length,
          bandLevel: band,
        previousWeight: base,
        newWeight: base,
        note: `${name}: innerhalb der Spanne → Gewicht halten${loaded ? ` (${de(base)} kg)` : ""}, mehr Wiederholungen anstreben`,
      });
    }
  }
  return decisions;
}


// ───────────────────────────────────────────────────────────────────────────── feedback per exercise

export interface ExerciseFeedback {
  pain: boolean;
  tooHard: boolean;
  tooEasy: boolean;
  /** Body parts named with the pain at this exercise ("Knie"), German. */
  painParts: string[];
  /** The customer's sentence (shown as the reason). */
  excerpt: string;
}

export interface FeedbackReading {
  /** The plan feedback: it changes the whole plan. */
  plan: { reaction: "reduce" | "increase" | "none"; signals: string[] };
  /** Day feedback without an exercise named: it changes that day's session. */
  days: Map<number, { reaction: "reduce" | "increase" | "none"; signals: string[] }>;
  /** Sentences that name an exercise of the previous plan: they change that exercise only. */
  exercises: Map<string, ExerciseFeedback>;
  /** Body parts named with pain where no exercise is named ("Knie tut etwas weh"). */
  painBodyParts: string[];
}

/** Name words that do not identify an exercise (side, position, equipment). */
const GENERIC_NAME_WORDS = new Set(
  ["einarmig", "einarmiges", "einarmige", "einbeinig", "einbeinige", "einbeiniges", "rumanisches", "ruckwartiger", "seitlicher",
   "stehend", "sitzend", "negative", "negativer", "hangendes", "langhantel", "kurzhantel", "kurzhanteln", "kettlebell", "maschine",
   "kabelzug", "stange", "ringen", "schlingentrainer", "band", "bank", "mit", "single", "dumbbell", "barbell", "machine", "cable"],
);

/**
 * The term that finds an exercise in a sentence: its first word of 5+ letters that names the
 * movement, stemmed when the stem keeps 5 letters ("Bankdrücken" → "bankdruck*"), else whole. A
 * name of short words ("Step-up", "Box Jump") is found by its first two words in a row, plural
 * allowed ("Step-ups").
 */
function exerciseTerms(name: string): Term[] {
  const words = wordsOf(name);
  const first = words.find((w) => w.length >= 5 && !/^\d/.test(w) && !GENERIC_NAME_WORDS.has(w));
  if (!first) {
    const [a, b] = words;
    return a && b && a.length >= 3 && !GENERIC_NAME_WORDS.has(a) ? [`${a} ${b}*`, `${a}${b}*`] : [];
  }
  const st = stem(first);
  // A compound with the implement in front ("Langhantelrudern") is also found by its movement ("Rudern").
  const prefix = ["langhantel", "kurzhantel", "kettlebell"].find((p) => first.startsWith(p) && first.length - p.length >= 5);
  const rest = prefix ? first.slice(prefix.length) : "";
  return [st.length >= 5 ? `${st}*` : first, ...(rest ? [stem(rest).length >= 5 ? `${stem(rest)}*` : rest] : [])];
}

/**
 * Of the exercises a clause names, the most specific: "Enges Bankdrücken … zu leicht" speaks of the
 * close-grip bench press, not also of "Bankdrücken mit Langhantel" (decision 0102). An exercise is
 * left out when another one is found by the same words and more of its own name's words.
 */
function mostSpecific(hits: string[], clauseWords: string[]): string[] {
  if (hits.length < 2) return hits;
  const found = (k: string) => new Set(wordsOf(k).filter((w) => w.length >= 3 && !GENERIC_NAME_WORDS.has(w) && wordsHaveTerm(clauseWords, stem(w).length >= 5 ? `${stem(w)}*` : w)));
  const sets = new Map(hits.map((k) => [k, found(k)] as const));
  return hits.filter((a) => sets.get(a)!.size === 0 || !hits.some((b) => b !== a && sets.get(b)!.size > sets.get(a)!.size && [...sets.get(a)!].every((w) => sets.get(b)!.has(w))));
}

const sentencesOf = feedbackSentences;
/** Clauses of a sentence: "Bankdrücken war zu schwer, die Beinpresse lief gut" are two remarks. */
/** A clause that says an exercise went well: a remark after it is not about it. */
const POSITIVE = /\b(?:gut|super|prima|klasse|okay|ok|angenehm|fine|good|great|well)\b/;
const clausesOf = (sentence: string) => sentence.split(/,|\s(?:aber|but|während|whereas|dafür|jedoch)\s/i).map((s) => s.trim()).filter(Boolean);

/**
 * Reads the previous plan's feedback clause by clause: a clause naming an exercise of that plan
 * changes that exercise (pain → regressed and replaced, "zu schwer" → lighter, "zu leicht" →
 * heavier or more reps), and a clause without an exercise but with a signal belongs to the
 * exercise of the clause before it when that one said nothing ("Bei den Kniebeugen, da tut das Knie
 * weh"); a day's other remarks change that day's session; the plan feedback the whole plan; pain
 * with only a body part named applies that body part's safety rule.
 */
export function readFeedback(
  previousNames: string[],
  dayFeedback: { day: number; text: string }[],
  planFeedback: string | null,
  /** Other names of an exercise the customer may write (its English name: an English customer writes "reverse lunges"). */
  alsoKnownAs: (name: string) => readonly string[] = () => [],
): FeedbackReading {
  const terms = previousNames
    .map((n) => ({ k: key(n), terms: [...new Set([n, ...alsoKnownAs(n)].flatMap(exerciseTerms))] }))
    .filter((x) => x.terms.length > 0);
  const exercises = new Map<string, ExerciseFeedback>();
  const painBodyParts: string[] = [];
  const note = (k: string, clause: string, excerpt: string) => {
    const r = feedbackReaction([clause]);
    const prev = exercises.get(k);
    const pain = mentionsPain(clause);
    const parts = pain ? findPainMentions(clause).flatMap((m) => m.bodyParts.map((p) => BODY_PART_WORDS[p])) : [];
    exercises.set(k, {
      pain: (prev?.pain ?? false) || pain,
      tooHard: (prev?.tooHard ?? false) || (r.reaction === "reduce" && r.signals.some((s) => s !== "Schmerzen")),
      tooEasy: (prev?.tooEasy ?? false) || r.reaction === "increase",
      painParts: [...new Set([...(prev?.painParts ?? []), ...parts])],
      // The pain sentence is the reason shown, not an earlier "ging locker" about the same exercise.
      excerpt: (pain && !prev?.pain ? undefined : prev?.excerpt) ?? excerpt.slice(0, 120),
    });
  };
  // The clauses that name no exercise (and belong to none): they speak for the day or the plan.
  const general = (text: string): string[] => {
    const out: string[] = [];
    for (const sentence of sentencesOf(text)) {
      let last: string[] = [];
      let lastSaid = false;
      let pending: string[] = [];
      const rest: string[] = [];
      for (const clause of clausesOf(sentence)) {
        const words = wordsOf(clause);
        const hits = mostSpecific(terms.filter((t) => t.terms.some((term) => wordsHaveTerm(words, term))).map((t) => t.k), words);
        const said = mentionsPain(clause) || feedbackReaction([clause]).reaction !== "none";
        if (hits.length > 0) {
          for (const k of hits) note(k, clause, sentence);
          // An enumeration ("Schulterdrücken, Rudern und Landmine-Drücken zu leicht"): the signal at its
          // end also speaks of the exercises named before it without a remark of their own.
          if (said && !POSITIVE.test(fold(clause))) for (const k of pending) note(k, clause, sentence);
          pending = said || POSITIVE.test(fold(clause)) ? [] : [...pending, ...hits];
          last = hits;
          lastSaid = said || POSITIVE.test(fold(clause));
        } else if (last.length > 0 && !lastSaid && said) {
          for (const k of last) note(k, clause, sentence);
          lastSaid = true;
        } else rest.push(clause);
      }
      for (const m of findPainMentions(rest.join(", "))) for (const part of m.bodyParts) painBodyParts.push(BODY_PART_WORDS[part]);
      out.push(...rest);
    }
    return out;
  };
  const days = new Map<number, { reaction: "reduce" | "increase" | "none"; signals: string[] }>();
  for (const f of dayFeedback) {
    const r = feedbackReaction(general(f.text));
    if (r.reaction !== "none") days.set(f.day, r);
  }
  const plan = feedbackReaction(planFeedback ? general(planFeedback) : []);
  return { plan, days, exercises, painBodyParts: [...new Set(painBodyParts)] };
}

/**
 * Rows of an exercise the customer called too easy keep at least the previous plan's sets: each set
 * the fit pass took is given back where the session stays in its window and the weeks in their ranges.
 */
export function keepEasySets(
  pc: { prevRows: readonly PrevRow[]; reading?: FeedbackReading },
  days: readonly GeneratedDay[],
  fitsWindow: (d: GeneratedDay) => boolean,
  rangesHold: () => boolean,
): void {
  const easy = [...(pc.reading?.exercises ?? [])].filter(([, f]) => f.tooEasy && !f.pain).map(([k]) => k);
  if (easy.length === 0) return;
  for (const d of days) {
    for (const r of d.exercises) {
      const k = key(r.name);
      if (!easy.includes(k)) continue;
      const prev = pc.prevRows.filter((p) => key(p.name) === k);
      const target = (prev.find((p) => p.day === d.day) ?? prev[0])?.sets;
      while (target !== undefined && r.sets < target) {
        r.sets += 1;
        if (!fitsWindow(d) || !rangesHold()) {
          r.sets -= 1;
          break;
        }
      }
    }
  }
}

export const MORE_SETS_NOTE = "1 Satz mehr wegen Ihres Feedbacks";
export const FEWER_SETS_NOTE = "1 Satz weniger wegen Ihres Feedbacks";

/**
 * The feedback notes say what the plan does: after the fit pass (weekly set ranges, booked window)
 * a row may keep the previous plan's sets. Then "1 Satz mehr/weniger" would be untrue: it says
 * instead that the sets stay and why. Rows new to this plan drop the note (nothing to compare).
 */
export function keepSetNotesTrue(days: readonly GeneratedDay[], prevRows: readonly PrevRow[]): void {
  const before = (day: number, name: string): number | undefined => {
    const same = prevRows.filter((p) => key(p.name) === key(name));
    return (same.find((p) => p.day === day) ?? same[0])?.sets;
  };
  for (const d of days) {
    for (const r of d.exercises) {
      const more = r.notes.includes(MORE_SETS_NOTE);
      const fewer = r.notes.includes(FEWER_SETS_NOTE);
      if (!more && !fewer) continue;
      const prev = before(d.day, r.name);
      const note = more ? MORE_SETS_NOTE : FEWER_SETS_NOTE;
      const honest =
        prev === undefined
          ? null
          : more
            ? r.sets > prev
              ? note
              : null
            : r.sets < prev
              ? note
              : null;
      r.notes = r.notes
        .split(", ")
        .map((part) => (part === note ? honest : part))
        .filter((part): part is string => Boolean(part))
        .join(", ");
    }
  }
}
