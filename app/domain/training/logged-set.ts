/**
 * One logged set: what the customer did in one set of one exercise on one day of a plan (spec part 2
 * §3 `training_progress`, and the entries of `feedback_training_plans.user_progress`). The one type
 * for this concept: the plan view, the submission, the history, the prompts and the generator's
 * follow-up rules all use it.
 */
export interface LoggedSet {
  /** Plan day, 1–14. */
  day: number;
  exercise_name: string;
  /** Position of the exercise on its day (0-based); the same exercise can appear twice on one day. */
  exercise_order: number;
  /** 1-based. */
  set_number: number;
  actual_reps: string | null;
  actual_weight: number | null;
  completed: boolean;
  /** When the set was last changed (ISO 8601); of two versions of one set the newer wins. */
  updated_at?: string | null;
}
