/**
 * Names and rules of the coach checks shown beside the six quality gates (app/domain/plan/checks.ts;
 * rules: docs/coaching-fit.md and app/domain/coaching/safety.ts). One home for the admin pages that
 * show them: the editor preview, the plan page, the API-prompt dialog and the queue.
 */
import type { CheckId } from "~/domain/plan/types";
import type { Lang } from "~/i18n/config";
import { adminPlansContent } from "./plans";

const de = {
  title: "Coach-Prüfungen: Passung und Sicherheit",
  score: "{passed} von {total} Coach-Prüfungen bestanden",
  short: "Prüfungen {passed}/{total}",
  kinds: { fit: "Passung", safety: "Sicherheit" },
  names: {
    training_days: "Trainingstage je Woche",
    session_time: "Dauer der Einheiten",
    weekly_sets: "Wöchentliche Sätze je Muskelgruppe",
    core_volume: "Rumpfsätze begrenzt",
    contraindications: "Kontraindikationen",
    condition_includes: "Pflichtinhalte bei Einschränkungen",
    health_notes: "Gesundheitsangaben ohne Regel",
  } satisfies Record<CheckId, string>,
  rules: {
    training_days: "Woche 1 und Woche 2 haben so viele Trainingstage wie gebucht.",
    session_time: "Geschätzte Dauer jeder Einheit (Aufwärmen, Sätze × Wdh. × Tempo, Pausen, Umbau) im gebuchten Rahmen.",
    weekly_sets: "Sätze je Woche für Brust, Rücken, Beine, Gesäß mindestens, keine Gruppe über dem Bereich für Ziel und Niveau.",
    core_volume: "Höchstens 12 Rumpfsätze je Woche (16 bei Verletzungsprävention/Rücken) und höchstens ein Viertel aller Sätze.",
    contraindications: "Keine Übung, kein Aufwärmen und keine Ruhetag-Empfehlung, die eine Einschränkung ausschließt.",
    condition_includes: "Was eine Einschränkung verlangt (z. B. Beckenboden, Rotatorenmanschette, knieschonende Oberschenkelarbeit) und ihr Hinweis an jeder Übung.",
    health_notes: "Jede Gesundheitsangabe des Fragebogens ist von einer Regel erfasst; sonst liest der Coach sie vor der Freigabe.",
  } satisfies Record<CheckId, string>,
};

const en: typeof de = {
  title: "Coach checks: fit and safety",
  score: "{passed} of {total} coach checks passed",
  short: "Checks {passed}/{total}",
  kinds: { fit: "Fit", safety: "Safety" },
  names: {
    training_days: "Training days per week",
    session_time: "Session duration",
    weekly_sets: "Weekly sets per muscle group",
    core_volume: "Core sets bounded",
    contraindications: "Contraindications",
    condition_includes: "Required content for conditions",
    health_notes: "Health notes no rule covers",
  },
  rules: {
    training_days: "Week 1 and week 2 have as many training days as booked.",
    session_time: "Each session's estimated duration (warm-up, sets × reps × tempo, rest, set-up) within the booked window.",
    weekly_sets: "Weekly sets for chest, back, legs and glutes at least the minimum; no group above the range for goal and level.",
    core_volume: "At most 12 core sets a week (16 for injury prevention/back) and at most a quarter of all sets.",
    contraindications: "No exercise, warm-up or rest-day advice that a condition rules out.",
    condition_includes: "What a condition requires (e.g. pelvic floor, rotator cuff, knee-friendly quadriceps work) and its cue on every exercise.",
    health_notes: "Every health note in the questionnaire is covered by a rule; otherwise the coach reads it before approval.",
  },
};

export const qualityChecksContent = { de, en };

/** The names of gates and checks as the coach reads them, in the given order (one list for every page). */
export function qualityNames(lang: Lang, ids: readonly string[]): string[] {
  const checks = qualityChecksContent[lang].names as Record<string, string>;
  const gates = adminPlansContent[lang].gateNames as Record<string, string>;
  return ids.map((id) => gates[id] ?? checks[id] ?? id);
}
