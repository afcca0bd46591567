/**
 * Where the questionnaire's unsent answers are kept (sessionStorage; draft.ts). A module of its own:
 * the app shell's outage note only asks whether a draft exists, and every page loads the shell, so the
 * draft's serialising and checked restore stay with the questionnaire.
 */
export const QUESTIONNAIRE_DRAFT_KEY = "watts.questionnaire-draft";
