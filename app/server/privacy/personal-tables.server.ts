/**
 * Every column that refers to a user, and what the export and the deletion do with its rows. The
 * export (Art. 15/20) and the deletion (Art. 17) both read this one list, and the integration tests
 * compare it with the database's own catalog (information_schema): a new table with a `user_id` or a
 * foreign key to "user" fails them until it has an entry here. See docs/data-export.md and decisions
 * 0075–0076.
 */

export interface PersonalColumn {
  table: string;
  /** The column holding the user's id ("id" for the user table itself). */
  column: string;
  /** Columns left out of the export: secrets (hashes, tokens, keys) and large copies. */
  omit: readonly string[];
  /**
   * How the deletion removes the user's rows: `cascade` (deleted with the user row by the foreign
   * key's ON DELETE CASCADE), `set-null` (the reference is cleared by ON DELETE SET NULL and the row
   * holds nothing else about the user), `anonymise` (cleared, plus named columns overwritten).
   */
  erase: "cascade" | "set-null" | "anonymise";
  /** For `anonymise`: the columns overwritten and their new value. */
  anonymise?: Record<string, string>;
  /** Why these rows are in the export (shown in docs/data-export.md). */
  about: string;
}

export const PERSONAL_COLUMNS: readonly PersonalColumn[] = [
  { table: "user", column: "id", omit: [], erase: "cascade", about: "the account: name, e-mail, language, role" },
  { table: "user_profiles", column: "user_id", omit: [], erase: "cascade", about: "the profile: names, age, gender, status" },
  { table: "session", column: "user_id", omit: ["token"], erase: "cascade", about: "sign-ins: when, until when, address and browser (never the token)" },
  {
    table: "account",
    column: "user_id",
    omit: ["password", "access_token", "refresh_token", "id_token"],
    erase: "cascade",
    about: "sign-in methods (password or Google), without the password hash and Google's tokens",
  },
  { table: "two_factor", column: "user_id", omit: ["secret", "backup_codes"], erase: "cascade", about: "whether the second factor is set up (without its secret)" },
  { table: "questionnaires", column: "user_id", omit: [], erase: "cascade", about: "the questionnaire's answers" },
  { table: "consents", column: "user_id", omit: [], erase: "cascade", about: "consents given and withdrawn (health data), with the text's version" },
  { table: "training_plans", column: "user_id", omit: [], erase: "cascade", about: "the plans, with the prompt as sent to the AI while it is kept" },
  { table: "training_plans", column: "approved_by", omit: [], erase: "set-null", about: "plans this (coach) account approved" },
  { table: "training_progress", column: "user_id", omit: [], erase: "cascade", about: "the training log: every set (also as CSV)" },
  { table: "exercise_swaps", column: "user_id", omit: [], erase: "cascade", about: "exercises swapped in the plan view (the plan's exercise and the alternative trained)" },
  { table: "workouts", column: "user_id", omit: [], erase: "cascade", about: "workouts: start and finish of each training day (the duration)" },
  { table: "feedback", column: "user_id", omit: [], erase: "cascade", about: "feedback on days and plans" },
  { table: "feedback_training_plans", column: "user_id", omit: [], erase: "cascade", about: "submitted plans with their progress and feedback" },
  { table: "subscriptions", column: "user_id", omit: [], erase: "cascade", about: "the subscription and its cancellation" },
  { table: "cancellation_requests", column: "user_id", omit: ["token_hash"], erase: "cascade", about: "notices given without a session (without the link's token)" },
  { table: "data_exports", column: "user_id", omit: ["body"], erase: "cascade", about: "earlier exports built in the background (without their contents)" },
  {
    table: "admin_audit",
    column: "admin_id",
    omit: [],
    erase: "anonymise",
    anonymise: { admin_email: "deleted-account" },
    about: "changes this (coach) account made in the admin area",
  },
];

/** The export's key for a column: the table name, or `table.column` for a second reference in a table. */
export function exportKey(entry: PersonalColumn): string {
  return PERSONAL_COLUMNS.filter((e) => e.table === entry.table).length > 1 && entry.column !== "user_id" ? `${entry.table}.${entry.column}` : entry.table;
}
