/**
 * The AI path's second chance (pure): when the AI's draft fails quality gates, it gets exactly one
 * repair request naming the failed checks; a draft failing again is replaced by the built-in
 * generator's plan and the fallback is recorded for the coach (see generation.server.ts).
 */
import type { QualityResult } from "./types";

/** Labels of the spec's six gates, as the admin sees them. */
const GATE_LABELS_DE: Record<string, string> = {
  profile_usage: "Profilnutzung",
  individualization: "Individualisierung",
  periodization: "Periodisierung",
  training_structure: "Trainingsstruktur",
  regeneration_structure: "Regenerationsstruktur",
  completeness: "Vollständigkeit",
};

/** A failed gate or coach check as the coach's note keeps it (details: for the English text). */
export interface FailedGate {
  id: string;
  reason: string;
  details?: Record<string, unknown>;
}

/** The failed gates and coach checks of a review (what the repair request and the coach's note list). */
export function failedGates(results: readonly QualityResult[]): FailedGate[] {
  return results.filter((r) => !r.passed).map((r) => ({ id: r.id, reason: r.reason, ...(r.details ? { details: r.details } : {}) }));
}

/**
 * The repair request: the failed checks with their reasons, and the instruction to send the whole plan
 * again. `checkNames` are the coach checks' German names as the admin sees them (app/i18n's
 * quality-checks texts, handed in by the caller: app/domain does not read app/i18n).
 */
export function repairRequest(failed: readonly { id: string; reason: string }[], checkNames: Readonly<Record<string, string>>): string {
  const label = (id: string) => GATE_LABELS_DE[id] ?? checkNames[id] ?? id;
  const lines = failed.map((f) => `- ${label(f.id)} (${f.id}): ${f.reason.replace(/\s+/g, " ").trim()}`);
  return [
    "Ihr Entwurf hat diese Qualitätsprüfungen nicht bestanden:",
    ...lines,
    "",
    "Korrigieren Sie den Plan so, dass alle Prüfungen bestanden werden, und halten Sie sich weiter an alle Vorgaben von oben (Profil, Ausrüstung, Einschränkungen, Format). Geben Sie den vollständigen Plan von Tag 1 bis Tag 14 erneut aus, ohne Einleitung und ohne Erklärung der Änderungen.",
  ].join("\n");
}

/** What the coach is told when the built-in generator stood in for the AI. */
export interface AiFallback {
  model: string;
  /** AI drafts requested (the first answer and the repair). */
  attempts: number;
  /** The failed checks of the AI's last draft. */
  failedGates: FailedGate[];
}
