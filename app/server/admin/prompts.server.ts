/**
 * The two admin-editable prompts (spec part 2 §2.5, §3 `gpt_prompts`, §7): load by name (the
 * built-in default when the row is missing), save by name with the audit entry in one transaction,
 * and the realistic sample the editor assembles live for the 85 % rule (§5/§9).
 */
import { eq, sql } from "drizzle-orm";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";
import { matchInjuries } from "~/domain/exercises/injuries";
import { DEFAULT_PROMPTS, injuryNotesFor, type PreviousPlanSummary, type PromptInput, type PromptName } from "~/domain/plan/prompts";
import sampleQuestionnaire from "~/domain/plan/fixtures/questionnaire-canonical.json";
import type { AppUser } from "~/server/auth/session.server";
import type { ActionToast } from "~/server/auth/messages.server";
import type { DbOrTx } from "~/server/db/client.server";
import { exercises, gptPrompts, injuriesIllnesses } from "~/server/db/schema.server";
import { injuryRecordOf } from "~/server/plan/generation-inputs.server";
import { recordAudit } from "./audit.server";

export interface StoredPrompt {
  name: PromptName;
  content: string;
  /** When the stored row was last saved; null when the row is missing and the default is shown. */
  updatedAt: string | null;
  /** True when no row exists and the built-in default is shown (and used by the generator). */
  fromDefault: boolean;
}

/** The prompt by name; the built-in default when its row is missing (the generator does the same). */
export async function loadPrompt(db: DbOrTx, name: PromptName): Promise<StoredPrompt> {
  const [row] = await db
    .select({ content: gptPrompts.content, updatedAt: gptPrompts.updatedAt })
    .from(gptPrompts)
    .where(eq(gptPrompts.name, name));
  if (!row) return { name, content: DEFAULT_PROMPTS[name], updatedAt: null, fromDefault: true };
  return { name, content: row.content, updatedAt: row.updatedAt.toISOString(), fromDefault: false };
}

export interface SavedPrompt {
  updatedAt: string;
  /** Length of the stored text before (null when there was no row), and after. */
  lengthBefore: number | null;
  lengthAfter: number;
}

/**
 * Saves a prompt by name: insert or update content and updated_at in one statement, and the audit
 * entry in the same transaction. The content must have passed `promptSchema`.
 */
export async function savePrompt(db: DbOrTx, admin: Pick<AppUser, "id" | "email">, name: PromptName, content: string): Promise<SavedPrompt> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ content: gptPrompts.content }).from(gptPrompts).where(eq(gptPrompts.name, name)).for("update");
    const [row] = await tx
      .insert(gptPrompts)
      .values({ name, content })
      .onConflictDoUpdate({ target: gptPrompts.name, set: { content, updatedAt: sql`now()` } })
      .returning({ updatedAt: gptPrompts.updatedAt });
    const saved: SavedPrompt = { updatedAt: row!.updatedAt.toISOString(), lengthBefore: before ? before.content.length : null, lengthAfter: content.length };
    await recordAudit(tx, admin, "prompt.save", { type: "prompt", id: name }, { lengthBefore: saved.lengthBefore, lengthAfter: saved.lengthAfter });
    return saved;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A realistic input for the live 85 % check: the canonical sample questionnaire, the exercises of the
 * database usable with its equipment, the injury notes its free text matches, and (for the follow-up
 * prompt) one submitted plan with logged sets and feedback, as the generator would assemble them.
 */
export async function promptSample(db: DbOrTx, name: PromptName, now = new Date()): Promise<PromptInput> {
  const questionnaire = sampleQuestionnaire as QuestionnaireAnswers;
  const [exerciseRows, injuryRows] = await Promise.all([
    db.select({ name: exercises.name, equipmentNeeded: exercises.equipmentNeeded }).from(exercises).orderBy(exercises.name),
    db.select().from(injuriesIllnesses).orderBy(injuriesIllnesses.name),
  ]);
  const available = new Set<string>(questionnaire.equipment);
  const exerciseNames = exerciseRows.filter((e) => e.equipmentNeeded.every((code) => available.has(code))).map((e) => e.name);
  const injuries = injuryRows.map(injuryRecordOf);
  const injuryNotes = injuryNotesFor(matchInjuries(questionnaire.health_restrictions, injuries));
  const previousPlans = name === "training_plan_generation_week3" ? [samplePreviousPlan(exerciseNames.slice(0, 5), now)] : [];
  return { questionnaire, exerciseNames, injuryNotes, previousPlans };
}

/** One submitted two-week plan: three training days a week, every set logged, short feedback. */
function samplePreviousPlan(names: string[], now: Date): PreviousPlanSummary {
  const approvedAt = new Date(now.getTime() - 16 * DAY_MS);
  const completedExercises = [1, 3, 5, 8, 10, 12].flatMap((day) =>
    names.slice(0, 4).flatMap((exerciseName, order) =>
      [1, 2, 3].map((set) => ({
        day,
        exercise_name: exerciseName,
        exercise_order: order,
        set_number: set,
        actual_reps: String(10 - set + 1),
        actual_weight: 10 + order * 5 + (day > 7 ? 2.5 : 0),
        completed: true,
        updated_at: new Date(approvedAt.getTime() + day * DAY_MS).toISOString(),
      })),
    ),
  );
  return {
    sequenceNumber: 1,
    approvedAt: approvedAt.toISOString(),
    submissionDate: new Date(now.getTime() - DAY_MS).toISOString(),
    completedExercises,
    dayFeedback: [
      { day: 1, text: "Gut machbar, die letzten Wiederholungen waren anstrengend." },
      { day: 8, text: "Knie links hat beim Beinstrecken leicht gezogen." },
    ],
    planFeedback: "Insgesamt passend, bitte etwas mehr Rückenübungen.",
  };
}

/** The prompt editor's action answer (JSON for its fetcher). */
export type PromptAnswer =
  | { ok: true; updatedAt: string; toast: ActionToast }
  | { ok: false; issue: "required" | "tooLong" | "invalid" | null; toast: ActionToast };
