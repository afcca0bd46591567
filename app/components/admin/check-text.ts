/**
 * The text of a coach check's result in the page language: German pages show the check's own
 * (German) reason; English pages build it from the check's details (app/domain/plan/checks.ts).
 * Exercise names, conditions and cues stay as the plan and the safety module write them.
 */
import type { Lang } from "~/i18n/config";
import type { CheckResult } from "~/domain/plan/types";

const GROUP_EN: Record<string, string> = {
  chest: "chest", back: "back", shoulders: "shoulders", biceps: "biceps", triceps: "triceps", forearms: "forearms", core: "core",
  glutes: "glutes", quadriceps: "quadriceps", hamstrings: "hamstrings", calves: "calves", hips: "hips",
};
const WHERE_EN: Record<string, string> = { Übung: "exercise", Aufwärmen: "warm-up", Ruhetag: "rest day" };

type Bounds = { min: number; max: number };
const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const span = (b: Bounds | undefined) => (!b ? "?" : b.min === b.max ? `${b.min}` : `${b.min}–${b.max}`);

export function checkText(lang: Lang, r: Pick<CheckResult, "id" | "passed" | "reason" | "details">): string {
  const d = r.details;
  if (lang === "de" || !d) return r.reason;
  switch (r.id) {
    case "training_days": {
      const booked = span(d.booked as Bounds);
      return r.passed ? `Weeks 1 and 2 have ${String(d.week1)} training days each, as booked (${booked}).` : `Training days per week ${String(d.week1)} and ${String(d.week2)}; booked: ${booked}.`;
    }
    case "session_time": {
      const w = d.window as Bounds;
      const sessions = arr<{ day: number; minutes: number }>(d.sessions);
      if (sessions.length === 0) return "No training session readable.";
      const mins = sessions.map((s) => s.minutes);
      if (r.passed) return `Estimated session time ${Math.min(...mins)}–${Math.max(...mins)} min, within the booked ${w.min}–${w.max} min.`;
      return `Outside the booked ${w.min}–${w.max} min: ${sessions.filter((s) => s.minutes < w.min || s.minutes > w.max).map((s) => `day ${s.day} ≈ ${s.minutes} min`).join(", ")}.`;
    }
    case "weekly_sets": {
      const t = d.targets as { minPerGroup: number; maxPerGroup: number; range?: Bounds };
      const f = arr<{ week: number; group: string; sets: number; bound: number; problem: string }>(d.findings);
      const capped = t.range && t.minPerGroup < t.range.min ? ` – guideline ${t.range.min}, the booked time holds no more` : "";
      if (r.passed) return `Weekly sets per muscle group within range (at least ${t.minPerGroup} for chest, back, quadriceps, glutes${capped}; at most ${t.maxPerGroup}).`;
      return `Weekly sets outside ${t.minPerGroup}–${t.maxPerGroup}: ${f.map((x) => `week ${x.week} ${GROUP_EN[x.group] ?? x.group} ${x.sets} (${x.problem === "below" ? "min." : "max."} ${x.bound})`).join(", ") || "no sets"}.`;
    }
    case "core_volume": {
      const weeks = arr<{ week: number; core: number; limit: number }>(d.weeks);
      if (r.passed) return `Core sets per week ${weeks.map((w) => w.core).join(" and ")} (at most ${weeks.map((w) => w.limit).join(" and ")}).`;
      return `Too many core sets: ${weeks.filter((w) => w.core > w.limit).map((w) => `week ${w.week} ${w.core} (max. ${w.limit})`).join(", ")}.`;
    }
    case "contraindications": {
      const found = arr<{ day: number; where: string; item: string; condition: string; because: string }>(d.found);
      const conditions = arr<string>(d.conditions);
      if (r.passed) return conditions.length ? `Nothing ruled out for ${conditions.join(", ")} in exercises, warm-ups and rest days.` : "No condition given; nothing contraindicated.";
      const shown = found.slice(0, 6).map((f) => `day ${f.day} ${WHERE_EN[f.where] ?? f.where} “${f.item}” (${f.condition}: ${f.because})`);
      return `Contraindicated (${found.length}): ${shown.join(", ")}${found.length > shown.length ? " …" : ""}.`;
    }
    case "condition_includes": {
      const inc = arr<{ label: string; weeks: number[]; min: number }>(d.inclusions);
      const cues = arr<{ cue: string; missing: number }>(d.cues);
      if (inc.length + cues.length === 0) return "No condition requires additional exercises or cues.";
      if (r.passed) return `Included: ${[...inc.map((i) => i.label), ...cues.map((c) => `cue “${c.cue}”`)].join(", ")}.`;
      const missing = [
        ...inc.filter((i) => i.weeks.some((s) => s < i.min)).map((i) => `${i.label} (sets per week ${i.weeks.join("/")}, min. ${i.min})`),
        ...cues.filter((c) => c.missing > 0).map((c) => `cue “${c.cue}” missing on ${c.missing} exercises`),
      ];
      return `Missing: ${missing.join("; ")}.`;
    }
    case "health_notes": {
      const items = arr<string>(d.items);
      return items.length === 0 ? "Every health note is covered by a rule." : `Health notes no rule covers – please read them and adapt the plan: ${items.map((i) => `“${i}”`).join(", ")}.`;
    }
    default:
      return r.reason;
  }
}
