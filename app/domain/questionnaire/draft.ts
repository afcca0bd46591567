/**
 * The questionnaire's answers kept in the browser while they are being typed (sessionStorage), so a
 * session that runs out before the submission loses nothing: after signing in again the page
 * restores them. Bound to the account's e-mail, so another account signing in on the same tab never
 * sees them. Pure: serialising and the checked restore; the hook lives in the components.
 */
import type { QuestionnaireFormValues } from "./form-values";

export { QUESTIONNAIRE_DRAFT_KEY } from "./draft-key";
/** More than any field accepts; a longer value in storage is not ours. */
const MAX_TEXT = 10_000;

export function serializeDraft(email: string, values: QuestionnaireFormValues): string {
  return JSON.stringify({ email: email.toLowerCase(), values });
}

/**
 * The stored answers of this account over `base` (the server's values), field by field where the
 * stored value has the field's type; null when there is nothing (valid) to restore or nothing differs.
 */
export function restoreDraft(raw: string | null, email: string, base: QuestionnaireFormValues): QuestionnaireFormValues | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { email: owner, values } = parsed as { email?: unknown; values?: unknown };
  if (typeof owner !== "string" || owner !== email.toLowerCase() || typeof values !== "object" || values === null) return null;
  const stored = values as Record<string, unknown>;
  const result: Record<string, unknown> = { ...base };
  let changed = false;
  for (const [field, current] of Object.entries(base)) {
    const value = stored[field];
    const fits = Array.isArray(current)
      ? Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === "string" && v.length <= 100)
      : typeof value === typeof current && (typeof value !== "string" || value.length <= MAX_TEXT);
    if (!fits) continue;
    if (JSON.stringify(value) !== JSON.stringify(current)) changed = true;
    result[field] = value;
  }
  return changed ? (result as unknown as QuestionnaireFormValues) : null;
}
