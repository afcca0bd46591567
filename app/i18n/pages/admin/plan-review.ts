/**
 * Texts of the coach's review steps shared by the plan list and the plan page: the confirmation
 * before approving a plan whose quality review failed, the refusal of a plan text without a training
 * day, the follow-up's state after "complete plan", and the list's row actions. German is the
 * source; English is typed against it.
 */
import type { FollowupState } from "~/domain/admin/plan-review";

const de = {
  confirm: {
    title: "Plan trotz nicht bestandener Prüfungen freigeben?",
    text: "Plan #{n} von {name} hat diese Prüfungen nicht bestanden:",
    question: "Der Kunde erhält den Plan so, wie er ist. Bitte geben Sie ihn nur frei, wenn Sie die Punkte geprüft haben.",
    checkbox: "Ich habe die nicht bestandenen Prüfungen gesehen und gebe den Plan trotzdem frei.",
    approve: "Trotzdem freigeben",
    approveNext: "Trotzdem freigeben und nächster",
    cancel: "Abbrechen",
    close: "Schließen",
    refusedTitle: "Bestätigung erforderlich",
    refused: "Plan #{n} hat nicht bestandene Prüfungen ({list}). Bitte bestätigen Sie die Freigabe ausdrücklich.",
  },
  noTrainingDay: "Der Plantext enthält keinen Trainingstag (z. B. „Tag 1 – Oberkörper“ mit Übungen). Der Kunde sähe nur einen Platzhaltertag.",
  approveNoTrainingDay: "Der Plantext enthält keinen Trainingstag. Bitte bearbeiten Sie den Plan vor der Freigabe.",
  followup: {
    drafting: "Plan #{n} wird erstellt…",
    draft: "Plan #{n} steht zur Freigabe bereit.",
    approved: "Plan #{n} ist bereits freigegeben.",
    completed: "Plan #{n} ist bereits abgeschlossen.",
    failed: "Erstellung von Plan #{n} fehlgeschlagen: {error}",
  } satisfies Record<FollowupState, string>,
  followupTitle: {
    drafting: "Plan wird abgeschlossen…",
    draft: "Plan erfolgreich abgeschlossen",
    approved: "Plan abgeschlossen",
    completed: "Plan abgeschlossen",
    failed: "Fehler",
  } satisfies Record<FollowupState, string>,
  open: { draft: "Entwurf (Plan #{n}) öffnen", other: "Plan #{n} öffnen" },
  row: {
    approve: "Freigeben",
    approveLabel: "Plan #{n} von {name} freigeben",
    complete: "Abschließen",
    completeLabel: "Plan #{n} von {name} abschließen",
    prompt: "API-Prompt",
    promptLabel: "API-Prompt von Plan #{n} von {name} ansehen",
    progress: "Fortschritt",
    progressLabel: "Fortschritt von Plan #{n} von {name} ansehen",
    approved: "Plan #{n} von {name} wurde freigegeben; die E-Mail an den Kunden wird versendet.",
    approvedTitle: "Plan freigegeben",
  },
};

const en: typeof de = {
  confirm: {
    title: "Approve the plan despite failed checks?",
    text: "Plan #{n} of {name} failed these checks:",
    question: "The customer gets the plan as it is. Please approve it only after you have checked these points.",
    checkbox: "I have seen the failed checks and approve the plan anyway.",
    approve: "Approve anyway",
    approveNext: "Approve anyway and next",
    cancel: "Cancel",
    close: "Close",
    refusedTitle: "Confirmation required",
    refused: "Plan #{n} has failed checks ({list}). Please confirm the approval explicitly.",
  },
  noTrainingDay: "The plan text has no training day (e.g. “Tag 1 – Oberkörper” with exercises). The customer would only see a placeholder day.",
  approveNoTrainingDay: "The plan text has no training day. Please edit the plan before approving it.",
  followup: {
    drafting: "Plan #{n} is being created…",
    draft: "Plan #{n} is ready for approval.",
    approved: "Plan #{n} is already approved.",
    completed: "Plan #{n} is already completed.",
    failed: "Creating plan #{n} failed: {error}",
  },
  followupTitle: {
    drafting: "Completing the plan…",
    draft: "Plan completed",
    approved: "Plan completed",
    completed: "Plan completed",
    failed: "Error",
  },
  open: { draft: "Open the draft (plan #{n})", other: "Open plan #{n}" },
  row: {
    approve: "Approve",
    approveLabel: "Approve plan #{n} of {name}",
    complete: "Complete",
    completeLabel: "Complete plan #{n} of {name}",
    prompt: "API prompt",
    promptLabel: "View the API prompt of plan #{n} of {name}",
    progress: "Progress",
    progressLabel: "View the progress of plan #{n} of {name}",
    approved: "Plan #{n} of {name} was approved; the e-mail to the customer is being sent.",
    approvedTitle: "Plan approved",
  },
};

export const planReviewContent = { de, en };
export type PlanReviewMessages = typeof de;
