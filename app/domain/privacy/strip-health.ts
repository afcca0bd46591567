/**
 * After a withdrawal of the health consent, the plans' check records (gate results and the AI
 * fallback's failed gates) must not keep what was derived from the health answers: the recognised
 * conditions, the exercises flagged against them, and the reason texts that name them. Pure.
 * See docs/decisions/0074.
 */

export const HEALTH_REMOVED_NOTE = "Angaben zu Gesundheitsdaten entfernt (Einwilligung widerrufen).";

/** The part of an individualization gate's reason that names conditions ("trotz Einschränkung enthalten (…)"). */
const HEALTH_REASON = /trotz Einschränkung enthalten \((?:[^()]|\([^()]*\))*\)/g;

function stripReason(reason: unknown): unknown {
  if (typeof reason !== "string") return reason;
  return HEALTH_REASON.test(reason) ? reason.replace(HEALTH_REASON, HEALTH_REMOVED_NOTE) : reason;
}

function stripGate(gate: unknown): unknown {
  if (typeof gate !== "object" || gate === null) return gate;
  const g = gate as Record<string, unknown>;
  const out: Record<string, unknown> = { ...g, reason: stripReason(g.reason) };
  if (typeof g.details === "object" && g.details !== null) {
    const d = { ...(g.details as Record<string, unknown>) };
    if ("healthConditions" in d) d.healthConditions = [];
    if ("healthViolations" in d) d.healthViolations = [];
    out.details = d;
  }
  return out;
}

/** Gate results ([{ id, passed, reason, details }]) without health details; other values unchanged. */
export function stripHealthFromGateResults(gateResults: unknown): unknown {
  return Array.isArray(gateResults) ? gateResults.map(stripGate) : gateResults;
}

/** The AI fallback record ({ model, attempts, failedGates: [{ id, reason }] }) without health details. */
export function stripHealthFromAiFallback(aiFallback: unknown): unknown {
  if (typeof aiFallback !== "object" || aiFallback === null) return aiFallback;
  const f = aiFallback as Record<string, unknown>;
  return Array.isArray(f.failedGates) ? { ...f, failedGates: f.failedGates.map(stripGate) } : aiFallback;
}
