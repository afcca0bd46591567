/**
 * Health data (Art. 9 DSGVO) in the questionnaire: the field that holds it and the version of the
 * consent text the customer ticks. A new wording of the consent text gets a new version (the stored
 * consent names the text it was given for). Pure. See docs/decisions/0074.
 */

/**
 * The questionnaire fields that are health data. "Gesundheitliche Einschränkungen" asks for injuries,
 * conditions, complaints, medication and pregnancy; the other free texts ask for dislikes, preferences
 * and wishes (a customer may still write health details there: the privacy text asks not to).
 */
export const HEALTH_FIELDS = ["health_restrictions"] as const;

/** The version of the consent text shown by the box (i18n questionnaire `health_consent`). */
export const HEALTH_CONSENT_VERSION = "2026-11-28";

/** True when the typed (or stored) health answer is not empty: the separate consent is needed. */
export function needsHealthConsent(healthText: string | null | undefined): boolean {
  return typeof healthText === "string" && healthText.trim() !== "";
}
