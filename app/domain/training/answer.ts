/** The answer of the plan view's writes (routes/member/training.server.ts), shared with its forms. */
import type { ActionAnswer, Toast } from "~/lib/toast";

export type TrainingRefusal = "invalid" | "not-found" | "not-open" | "already-submitted" | "wrong-word" | "not-allowed" | "error";

export type TrainingAnswer = ActionAnswer<
  | { intent: "progress"; stored: number; ignored: number; refusedSwaps: { day: number; exerciseOrder: number }[] }
  | { intent: "feedback"; day: number; text: string; toast: Toast }
  | { intent: "submit"; toast: Toast }
  | { intent: "workout"; day: number }
  | { intent: "alternatives"; options: { name: string; shownName: string }[] }
  | { intent: "swap"; day: number; exerciseOrder: number; alternative: string | null; toast: Toast },
  { intent: string; reason: TrainingRefusal }
>;
