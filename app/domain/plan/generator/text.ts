/** The plan text: title, intro, day sections with tables, and the progression tail. */
import { redFlagLine } from "./red-flags";
import { weeklySetTargets } from "~/domain/coaching/fit";
import { conditionsInText } from "~/domain/coaching/safety";
import { fold } from "~/domain/coaching/text";
import type { InjuryRecord } from "~/domain/exercises/types";
import type { MainGoal } from "~/domain/questionnaire/options";
import { DURATION_LABEL, EQUIPMENT_LABEL, GOAL_LABEL, LEVEL_LABEL } from "./profile";
import { PROGRESSION_TAIL_HEADING } from "~/domain/plan/types";
import type { Ctx, GeneratedDay, ProgressionDecision, SessionTemplate, Substitution } from "./types";
import { diagnosesInCustomerWords } from "./diagnoses";
import { cleanDiagnosisNames, healthLines, unmodelledHealthItems } from "./health-line";
import { FEMININE } from "./rows";
import { freeTextLines } from "./free-text";
import { RACK_SAFETY_LINE, needsRackSafety } from "./home-barbell";
import { WEEK_TWO_SWAP_LINE, equipmentInPlan, progressionSentence, weekTwoSwaps } from "./progression-tail";
import { statesLiftFigures } from "./stated-figures";
import { skillLine } from "./skill-goals";
import { SKIPPED_REASON } from "./skipped";
import { RECOVERY_LINE } from "./recovery";
import { NAMED_COMPLAINT, cell, firstSentence, key, sanitizeInline } from "./util";

export function titleFor(ctx: Ctx, template: SessionTemplate, index: number): string {
  const letter = "ABCDEF"[(index - 1) % 6] ?? "A";
  for (const t of [template.title, template.title.replace(/\s*\(.*\)$/, ""), `Einheit ${letter}`, `Training ${letter}`]) {
    if (ctx.clean(t)) return t;
  }
  return "Krafteinheit";
}

export function dedupeSubs(list: Substitution[]): Substitution[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = `${key(s.original)}>${key(s.substitute)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function goalList(goals: MainGoal[]): string {
  return goals.map((g) => GOAL_LABEL[g]).join(", ");
}

export function introLines(
  ctx: Ctx,
  o: {
    daysPerWeek: number;
    split: string;
    n: string;
    matched: InjuryRecord[];
    words: string[];
    substitutions: Substitution[];
    fb: { reaction: string; signals: string[] };
    sequenceNumber: number;
    days: readonly GeneratedDay[];
    /** Follow-ups: the change lines (explain.ts). */
    changes: string[];
  },
): string[] {
  const q = ctx.q;
  const eq = ctx.available.size === 0 ? "ohne Geräte (Körpergewicht)" : [...ctx.available].map((e) => EQUIPMENT_LABEL[e]).join(", ");
  const name = sanitizeInline(q.first_name ?? "", 30);
  const out: string[] = [];
  out.push(
    `${name ? `Hallo ${name}! ` : ""}Ihr Plan: ${o.daysPerWeek} ${o.daysPerWeek === 1 ? "Trainingseinheit" : "Trainingseinheiten"} pro Woche (${o.split}), je ${DURATION_LABEL[q.session_duration]} mit ${o.n} Übungen.`,
  );
  out.push(
    `Ziele: ${goalList(ctx.goals)}. Niveau: ${LEVEL_LABEL[q.training_level]}, Belastung über ${ctx.rir.rir} gesteuert. Ausrüstung: ${eq}.`,
  );
  // Honest about volume the booked time cannot hold (docs/coaching-fit.md, "Weekly hard sets").
  const t = weeklySetTargets({ ...q, main_goals: ctx.goals });
  if (t.minPerGroup < t.range.min) {
    out.push(
      `Umfang: Für Ihr Ziel empfehlen sich mindestens ${t.range.min} Sätze pro Woche für Brust, Rücken, Oberschenkel und Gesäß. In ${o.daysPerWeek} × ${DURATION_LABEL[q.session_duration]} pro Woche passen davon etwa ${t.minPerGroup} – ein guter Anfang, aber unter dem Richtwert. Den vollen Umfang erreichen Sie mit einer Einheit mehr pro Woche oder längeren Einheiten.`,
    );
  }
  if (o.sequenceNumber === 1 && ctx.maxes.size === 0 && statesLiftFigures(q)) {
    // Round 5 (decision 0115): figures given but no barbell max derived: not "we don't know them".
    out.push(
      `Gewichte: Die kg-Angaben sind Startvorschläge; gleichen Sie sie mit Ihren genannten Leistungen ab. Wählen Sie im ersten Satz ein Gewicht, bei dem noch ${ctx.rir.value} Wiederholungen möglich wären (${ctx.rir.rir}), und tragen Sie das tatsächlich genutzte Gewicht ein: Der nächste Plan baut darauf auf.`,
    );
  } else if (o.sequenceNumber === 1 && ctx.maxes.size > 0) {
    // Round 3: a customer who gave lifts is not told we do not know them.
    out.push(
      `Gewichte: Die kg-Angaben der Grundübungen leiten sich von Ihren genannten Bestleistungen ab, die übrigen sind Startvorschläge. Wählen Sie im ersten Satz ein Gewicht, bei dem noch ${ctx.rir.value} Wiederholungen möglich wären (${ctx.rir.rir}), und tragen Sie das tatsächlich genutzte Gewicht ein: Der nächste Plan baut darauf auf.`,
    );
  }
  if (o.sequenceNumber === 1 && ctx.fromPounds) out.push("Umrechnung: Ihre Angaben in Pfund (lb) sind in Kilogramm umgerechnet (1 lb = 0,45 kg).");
  if (o.sequenceNumber === 1 && ctx.maxes.size === 0 && !statesLiftFigures(q)) {
    out.push(
      `Gewichte: Die kg-Angaben sind Startvorschläge für Ihr Niveau, denn Ihre Kraftwerte kennen wir noch nicht. Wählen Sie im ersten Satz ein Gewicht, bei dem noch ${ctx.rir.value} Wiederholungen möglich wären (${ctx.rir.rir}), und tragen Sie das tatsächlich genutzte Gewicht ein: Der nächste Plan baut darauf auf.`,
    );
  }
  // Built-in conditions the admin's entries already name are not repeated ("Bluthochdruck (Hypertonie)").
  // A diagnosis the customer denied ("kein Bandscheibenvorfall") is not named (the exercise choice
  // stays cautious); age is no condition and is not listed as one (coach review round 2).
  // (denied: the record's own diagnosis word, e.g. "Bandscheibenvorfall", appears only negated)
  const shown = o.matched.filter((m) => !deniedIn(q.health_restrictions ?? "", (m.name.match(/\p{L}{5,}/gu) ?? []).filter((w) => fold(q.health_restrictions ?? "").includes(fold(w)))));
  const coveredIds = new Set(o.matched.flatMap((m) => conditionsInText([m.name, m.nameEn, ...m.keywords].join(", "))));
  // Round 3 (decision 0103): named as the customer named them ("Kniearthrose rechts", not "Knieprobleme / Meniskus").
  const named = diagnosesInCustomerWords(q.health_restrictions, shown, ctx.safety.conditions.filter((c) => !coveredIds.has(c.id) && c.id !== "senior"), ctx.english === true);
  // Round 5 (decision 0115): clean product words, never pasted fragments; unrecognised health information is said honestly.
  const names = cleanDiagnosisNames(named, shown, ctx.safety.conditions.filter((c) => !coveredIds.has(c.id) && c.id !== "senior"), q.health_restrictions ?? "");
  const unmodelled = unmodelledHealthItems(q.health_restrictions, o.matched, ctx.safety.conditions.map((c) => c.id));
  // Round 6: advice for after the birth is not given to a pregnant customer (she trains now, cleared by her doctor).
  const pregnantNow = ctx.safety.conditions.some((c) => c.id === "pregnancy") && !AFTER_BIRTH.test(fold(q.health_restrictions ?? ""));
  const advice = shown.filter((m) => !(pregnantNow && m.keywords.some((k) => AFTER_BIRTH.test(fold(k)))));
  out.push(...healthLines(names, advice.map((m) => firstSentence(m.recommendedAdjustments)).filter(Boolean).join(" "), unmodelled));
  // Round 3: an exercise the customer names with a complaint is left out, and the plan says so.
  const namedPainful = [...ctx.exclusionReason.entries()].filter(([, r]) => r.reason.includes(NAMED_COMPLAINT)).map(([k]) => ctx.usable.find((e) => key(e.name) === k)?.name ?? k);
  if (namedPainful.length > 0) out.push(`Gesundheit: Nicht im Plan, weil Sie dabei Beschwerden angeben: ${namedPainful.join(", ")}.`);
  const skills = skillLine(ctx.skills ?? [], o.days);
  if (skills) out.push(skills);
  if (ctx.safety.inclusions.length > 0) {
    out.push(`Fester Bestandteil Ihres Plans: ${ctx.safety.inclusions.map((i) => `${i.label} (mind. ${i.minSetsPerWeek} Sätze pro Woche)`).join(", ")}.`);
  }
  if (ctx.safety.cues.length > 0) out.push(`Bei jeder Übung: ${ctx.safety.cues.join("; ")}.`);
  // Round 4 (decision 0108): what a condition requires beyond the rows, in the customer's language.
  for (const c of ctx.safety.conditions) if (c.note) out.push(c.note);
  if (needsRackSafety(q, o.days)) out.push(RACK_SAFETY_LINE);
  if (o.words.length > 0) out.push("Ihre Abneigungen sind berücksichtigt: betroffene Übungen wurden ersetzt.");
  // Decision 0124: a "not again" in the feedback and an exercise skipped every time are answered in the plan.
  const fd = ctx.feedbackDislikes;
  const skippedNames = [...ctx.exclusionReason.entries()].filter(([, r]) => r.reason.includes(SKIPPED_REASON)).map(([k]) => ctx.usable.find((e) => key(e.name) === k)?.name ?? k)
    .filter((n) => !fd?.removed.some((r) => key(r) === key(n)));
  if (skippedNames.length > 0) out.push(`Nicht mehr im Plan, weil Sie sie an jedem Trainingstag ausgelassen haben: ${skippedNames.join(", ")}. Schreiben Sie gern ins Feedback, was Sie stattdessen lieber machen.`);
  if (fd) out.push(`Ihr Wunsch aus dem Feedback („${fd.said.join(", ")}“): ${fd.removed.length > 0 ? `nicht mehr im Plan – ${fd.removed.join(", ")}` : "berücksichtigt, keine solche Übung im Plan"}.`);
  // Round 5 (decision 0115): the customer's free text is never echoed back; what the plan did with it is said in product words.
  out.push(...freeTextLines(ctx));
  // Decision 0137: a warning sign in the feedback comes first; radiating symptoms tied to an exercise have their own line (painLines).
  for (const f of ctx.redFlags ?? []) if (f.kind !== "nerve" || !ctx.painAt?.some((p) => p.radiating)) out.push(redFlagLine(f));
  out.push(...painLines(ctx, o.days));
  if (ctx.tooLong) {
    out.push(
      ctx.tooLongNote ??
      "Ihre Rückmeldung, die Einheiten seien zu lang: Jede Einheit ist jetzt kürzer (kürzerer Ausdauerblock, weniger Sätze bei den Ergänzungsübungen) und liegt im unteren Bereich Ihrer gebuchten Zeit. Bleibt auf Dauer weniger Zeit, passen Sie die Einheitendauer in Ihrem Fragebogen an.",
    );
  }
  if (ctx.recovery) out.push(RECOVERY_LINE[ctx.recovery]);
  // Decision 0131: the feedback's schedule wishes and questions are answered, never met with silence.
  out.push(...(ctx.scheduleLines ?? []), ...(ctx.questionLines ?? []));
  if (o.sequenceNumber > 1) {
    // Said from the difference to the previous plan (explain.ts), never from what was intended.
    out.push(...o.changes, "Die Gewichte folgen Ihren protokollierten Sätzen (doppelte Progression).");
  }
  return out.flatMap((l) => [l, ""]);
}

export function tailLines(
  ctx: Ctx,
  o: {
    decisions: ProgressionDecision[];
    substitutions: Substitution[];
    fb: { reaction: string; signals: string[] };
    minVariation: number;
    matched: InjuryRecord[];
    /** The plan's days (the tail is built from them); planText passes them. */
    days?: readonly GeneratedDay[];
  },
): string[] {
  const out: string[] = [];
  // Round 5 (decision 0115): built from the plan itself – its equipment, its real week 2.
  const days = o.days ?? [];
  const dayText = dayLines(days).join("\n");
  const equipmentOf = new Map(days.flatMap((d) => d.exercises).map((r) => [fold(r.name), r.equipmentNeeded] as const));
  out.push(progressionSentence(equipmentInPlan(dayText, equipmentOf)));
  const moderate = ctx.safety.minReps > 0 ? ` – mit Rücksicht auf ${ctx.safety.conditions.filter((c) => c.minReps).map((c) => c.label).join(", ")} mindestens ${ctx.safety.minReps} Wdh. je Satz, kontrolliertes Tempo` : "";
  out.push(`Schwerpunkt: ${ctx.scheme.label}${moderate}; Zielanstrengung ${ctx.rir.rir}.`);
  // Coaching language only (docs/coach-review.md round 2): no shares, tags or rule wording.
  if (o.minVariation > 0 && weekTwoSwaps(dayText)) out.push(WEEK_TWO_SWAP_LINE);
  for (const d of o.decisions) {
    out.push(sanitizeInline(d.note, 200));
  }
  // Only an exercise the customer had in the previous plan is said to be replaced (issue 23 round 2).
  for (const s of o.substitutions.filter((x) => ctx.previousRowNames.has(key(x.original))).slice(0, 12)) out.push(`${s.original} ersetzt durch ${s.substitute} (${s.reason}).`);
  if (o.matched.length > 0) out.push("Bei anhaltenden oder stechenden Schmerzen das Training abbrechen und ärztlich abklären lassen.");
  return out;
}

/**
 * Pain reported at an exercise: the plan names the complaint, what replaced the exercise, and asks
 * to report back (issue 23). The replacement is read from the plan's own rows.
 */
export function painLines(ctx: Ctx, days: readonly GeneratedDay[]): string[] {
  return ctx.painAt.map((p) => {
    if (p.radiating) {
      const said = sanitizeInline(p.excerpt, 100).replace(/[„“"]/g, "");
      return `Ihre Rückmeldung „${said}“: Beschwerden, die ausstrahlen, sind ein Warnsignal. ${p.exercise} und ähnliche Übungen pausieren, bis eine Ärztin oder ein Arzt die Beschwerden abgeklärt hat – bitte lassen Sie das vor der nächsten Einheit ärztlich abklären. Die übrigen Übungen nur, solange nichts ausstrahlt; sonst sofort abbrechen.`;
    }
    const instead = [...new Set(days.filter((d) => !d.isRestDay && d.day <= 7).flatMap((d) => d.exercises).filter((r) => r.pattern === p.pattern && !ctx.previousRowNames.has(key(r.name))).map((r) => r.name))];
    const said = sanitizeInline(p.excerpt, 100).replace(/[„“"]/g, "");
    const part = p.parts.length > 0 ? `${FEMININE.has(p.parts[0]!) ? "die" : /^(?:Rücken|Nacken|Ellbogen|Beckenboden)$/.test(p.parts[0]!) ? "der" : "das"} ${p.parts.join(" und ")}` : "die Stelle";
    const impact = ctx.impactWhy ? ", ohne Sprünge und Stoßbelastung" : "";
    const done = `${p.exercise} ist ${instead.length > 0 ? `ersetzt durch ${instead.join(", ")}` : "aus dem Plan genommen"}`;
    // An instability feeling (decision 0131): named as what it is, a smaller range, a check if it returns.
    if (p.instability) return `Ihre Rückmeldung „${said}“: Ein Instabilitätsgefühl im Gelenk nehmen wir wie Schmerzen ernst. ${done} – gelenkschonender${impact}, nur im Bewegungsumfang, der sich stabil anfühlt. Kommt das Gefühl wieder, brechen Sie die Übung ab und lassen Sie es ärztlich oder physiotherapeutisch abklären.${p.parts.includes("Schulter") ? " Bis dahin keine Last über Kopf (kein Überkopfdrücken, kein Überzug)." : ""}`;
    return `Ihre Rückmeldung „${said}“: ${done} – gelenkschonender${impact}, nur im schmerzfreien Bereich. Bitte schreiben Sie nach jeder Einheit ins Tagesfeedback, wie sich ${part} anfühlt; bei anhaltenden oder stechenden Schmerzen lassen Sie es ärztlich abklären.`;
  });
}

/** Words of the time after a birth (a record keyed by them speaks of that time). */
const AFTER_BIRTH = /\b(?:postpartum|postnatal|ruckbildung|rueckbildung|wochenbett|nach der geburt|entbunden|entbindung|kaiserschnitt|after (?:the )?birth|after giving birth|c section)\b/;

/** What the fit pass's focus tags mean, in the customer's words (the purpose of the exercise). */
const FOCUS_WORDS: Record<string, string> = { "#stabilisation": "Stabilisation", "#explosiv": "Explosivkraft", "#koordination": "Koordination" };

/**
 * A row's notes as the customer reads them: the generator's internal focus tags (`#stabilisation`,
 * `#explosiv`, used by the fit pass) are not coaching language – a known tag becomes the exercise's
 * purpose in words ("Stabilisation: Becken neutral"), any other tag is dropped.
 */
export function customerNotes(notes: string): string {
  let purpose = "";
  const rest = notes.replace(/(^|[\s,(])(#[\p{L}\d_-]+)/gu, (_, pre: string, tag: string) => {
    purpose ||= FOCUS_WORDS[tag.toLowerCase()] ?? "";
    return pre;
  });
  const clean = rest
    .replace(/\s*,\s*,/g, ",")
    .replace(/^[\s,]+|[\s,]+$/g, "")
    .replace(/\s{2,}/g, " ");
  return purpose ? (clean ? `${purpose}: ${clean}` : purpose) : clean;
}

/**
 * Whether the health text names a condition only under a negation ("kein Bandscheibenvorfall",
 * "no herniated disc", "ohne Arthrose"): every mention of its keywords follows a negation word.
 */
export function deniedIn(healthText: string, keywords: readonly string[]): boolean {
  const t = fold(healthText);
  const hits = keywords.flatMap((k) => [...t.matchAll(new RegExp(fold(k).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))].map((m) => m.index ?? 0));
  if (hits.length === 0) return false;
  return hits.every((i) => /\b(?:kein|keine|keinen|keiner|nicht|ohne|no|not|without|never|nie)\s+(?:\S+\s+)?$/.test(t.slice(Math.max(0, i - 24), i)));
}

/** The days as the plan text's day sections (docs/plan-format.md). */
export function dayLines(days: readonly GeneratedDay[]): string[] {
  const lines: string[] = [];
  for (const d of days) {
    lines.push(`## Tag ${d.day} – ${d.title}`, "");
    if (d.isRestDay) {
      for (const s of d.restSections) {
        lines.push(`### ${s.title}`);
        for (const it of s.items) lines.push(`- ${it}`);
        lines.push("");
      }
      continue;
    }
    lines.push("**Aufwärmen:**");
    for (const w of d.warmUp) lines.push(`- ${w}`);
    lines.push("");
    lines.push("| Übung | Sätze | Wiederholungen | Gewicht | Pause | Hinweise |");
    lines.push("|---|---|---|---|---|---|");
    for (const r of d.exercises) {
      lines.push(`| ${cell(r.name)} | ${r.sets} | ${cell(r.reps)} | ${cell(r.weight)} | ${cell(r.rest)} | ${cell(customerNotes(r.notes))} |`);
    }
    lines.push("");
  }
  return lines;
}

/** The plan text: title, intro, days and the progression tail. */
export function planText(
  ctx: Ctx,
  days: readonly GeneratedDay[],
  intro: Parameters<typeof introLines>[1],
  tail: Parameters<typeof tailLines>[1],
): string {
  const lines: string[] = [];
  const title = ctx.sequenceNumber > 1 ? `# Ihr 2-Wochen-Trainingsplan (Plan ${ctx.sequenceNumber})` : "# Ihr 2-Wochen-Trainingsplan";
  lines.push(title, "");
  lines.push(...introLines(ctx, intro));
  lines.push(...dayLines(days));
  lines.push(`## ${PROGRESSION_TAIL_HEADING}`, "");
  for (const line of tailLines(ctx, { ...tail, days })) lines.push(`- ${line}`);
  lines.push("");
  return lines.join("\n");
}
