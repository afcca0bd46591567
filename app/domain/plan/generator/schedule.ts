/**
 * The two weeks' days: week-1 sessions per template (A/B/A share one), week 2 with about a third of
 * each session swapped, each session's rows, warm-up and title, and the rest days.
 */
import { cardioWanted } from "./wishes";
import type { PlanContext } from "./context";
import { CARDIO_MINUTES, DURATION_EXERCISES, DURATION_WARMUPS, FREQUENCY_DAYS, WEEK_LAYOUT } from "./profile";
import { makeRow } from "./rows";
import { movementSlot } from "./classify";
import { buildSession, pickForSlot, slotsFor, varySlots } from "./selection";
import { ROLE_ORDER, splitFor } from "./templates";
import { titleFor } from "./text";
import type { GeneratedDay, PreviousPlanInput, SessionPlan, SlotPick, Substitution } from "./types";
import { key } from "./util";
import { restDaySections, warmUps } from "./warmup-rest";

export interface Schedule {
  days: GeneratedDay[];
  trainingDays: number[];
  restDays: number[];
  substitutions: Substitution[];
  daysPerWeek: number;
  split: ReturnType<typeof splitFor>;
  /** Exercises per session as booked. */
  n: number;
  wantsCardio: boolean;
  hasCardio: boolean;
}

export function scheduleDays(pc: PlanContext, previous: PreviousPlanInput | undefined): Schedule {
  const { ctx, reading, fb } = pc;
  const { q, seed, goals, allowed } = ctx;
  const daysPerWeek = FREQUENCY_DAYS[q.training_frequency];
  const layout = WEEK_LAYOUT[daysPerWeek]!;
  const split = splitFor(daysPerWeek);
  const n = DURATION_EXERCISES[q.session_duration];
  const nWarm = DURATION_WARMUPS[q.session_duration];
  // A cardio block only where a goal or the wishes ask for endurance (decision 0103).
  const wantsCardio = cardioWanted(q, goals);
  const hasCardio = allowed.some((e) => e.movementPattern === "cardio");

  // Week-1 sessions per distinct template (repeated templates share one session, like A/B/A).
  const week1 = new Map<string, SessionPlan>();
  const week2 = new Map<string, SessionPlan>();
  const substitutions: Substitution[] = [];
  // Week 2 swaps about a third of the exercises (the cardio finisher changes its minutes anyway).
  // At most a third of a session is swapped, so at least 60 % of week 1 comes back and progresses.
  const varyCount = Math.max(1, Math.floor(n * 0.34) - (wantsCardio && hasCardio ? 1 : 0)) + (fb.reaction === "increase" ? 1 : 0);

  for (const template of split.week) {
    if (week1.has(template.key)) continue;
    const slots = slotsFor(ctx, template, n, wantsCardio, hasCardio);
    // In follow-up plans one or two accessory slots get new exercises (variety), the rest stay.
    const followVary = previous
      ? new Set(varySlots(slots, fb.reaction === "increase" ? 2 : 1, seed, `f${template.key}`))
      : new Set<number>();
    const s1 = buildSession(ctx, template, slots, followVary, new Map());
    for (const p of s1.picks) ctx.usage.set(key(p.ex.name), (ctx.usage.get(key(p.ex.name)) ?? 0) + 1);
    week1.set(template.key, s1);
  }
  for (const template of split.week) {
    if (week2.has(template.key)) continue;
    const s1 = week1.get(template.key)!;
    const slots = s1.picks.map((p) => p.slot);
    const idx = varySlots(slots, varyCount, seed, `w2${template.key}`);
    const avoid = new Map<number, string>();
    for (const i of idx) avoid.set(i, key(s1.picks[i]!.ex.name));
    // Keep the other slots fixed: re-pick with the week-1 exercise forced first.
    const used = new Set<string>();
    const picks: SlotPick[] = [];
    // First take the kept exercises so the swaps cannot steal them.
    s1.picks.forEach((p, i) => {
      if (!avoid.has(i)) used.add(key(p.ex.name));
    });
    // A variant never fills a movement slot a kept exercise already fills (no duplicate slot).
    const taken = new Set(s1.picks.filter((_, i) => !avoid.has(i)).map((p) => movementSlot(p.ex)).filter((m): m is string => m !== null));
    s1.picks.forEach((p, i) => {
      if (!avoid.has(i)) {
        picks.push(p);
        return;
      }
      const exclude = new Set([avoid.get(i)!, ...ctx.allowed.filter((e) => { const m = movementSlot(e); return m !== null && taken.has(m); }).map((e) => key(e.name))]);
      const np = pickForSlot(ctx, p.slot, used, true, exclude);
      const chosen = np && key(np.ex.name) !== key(p.ex.name) ? np : p;
      used.add(key(chosen.ex.name));
      const m = movementSlot(chosen.ex);
      if (m) taken.add(m);
      picks.push(chosen);
    });
    week2.set(template.key, { template, picks, cardioMinutes: CARDIO_MINUTES[q.session_duration] + (CARDIO_MINUTES[q.session_duration] >= 15 ? 5 : 2) });
  }

  const dayReaction = (templateKey: string): "reduce" | "increase" | "none" => {
    for (const [d, r] of reading?.days ?? []) {
      const idx = layout.indexOf(((d - 1) % 7) + 1);
      if (idx >= 0 && split.week[idx]?.key === templateKey) return r.reaction;
    }
    return "none";
  };

  // Render days.
  const days: GeneratedDay[] = [];
  const trainingDays: number[] = [];
  const restDays: number[] = [];
  for (let week = 1; week <= 2; week++) {
    let sessionIdx = 0;
    for (let wd = 1; wd <= 7; wd++) {
      const day = (week - 1) * 7 + wd;
      if (layout.includes(wd)) {
        const template = split.week[sessionIdx]!;
        sessionIdx++;
        const session = (week === 1 ? week1 : week2).get(template.key)!;
        // Day feedback changes the session it was written for (same place in the week).
        const planLevel = reading?.plan.reaction ?? "none";
        ctx.reaction = planLevel !== "none" ? planLevel : dayReaction(template.key);
        const ordered = session.picks
          .map((p, i) => ({ p, i }))
          .sort((a, b) => ROLE_ORDER[a.p.slot.role] - ROLE_ORDER[b.p.slot.role] || a.i - b.i)
          .map((o) => o.p);
        const week1Names = new Set(week1.get(template.key)!.picks.map((p) => key(p.ex.name)));
        const rows = ordered.map((p) => makeRow(ctx, p, session.cardioMinutes, week, week === 2 && week1Names.has(key(p.ex.name))));
        const warm = warmUps(ctx, template, new Set(rows.map((r) => key(r.name))), nWarm, day);
        for (const p of ordered) {
          if (p.replaced) substitutions.push({ day, original: p.replaced.name, substitute: p.ex.name, reason: p.replaced.reason });
        }
        days.push({ day, title: titleFor(ctx, template, sessionIdx), isRestDay: false, warmUp: warm, exercises: rows, restSections: [] });
        trainingDays.push(day);
      } else {
        const active = q.training_frequency === "7x_plus";
        days.push({
          day,
          title: active ? "Ruhetag – aktive Erholung" : "Ruhetag",
          isRestDay: true,
          warmUp: [],
          exercises: [],
          restSections: restDaySections(ctx, day, active, restDays.length),
        });
        restDays.push(day);
      }
    }
  }
  return { days, trainingDays, restDays, substitutions, daysPerWeek, split, n, wantsCardio, hasCardio };
}
