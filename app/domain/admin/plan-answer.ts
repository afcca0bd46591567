/** The answer of the admin plan page's actions (routes/admin/plan.server.ts), shared with its forms. */
import type { ActionAnswer, Toast } from "~/lib/toast";

export type PlanActionAnswer = { id: string } & ActionAnswer<
  /** Approved: the page polls the mail job and then says how the mail went. */
  | { intent: "approve"; mailJobId: string }
  /** The follow-up job: the page polls it and says when plan n+1 is ready. */
  | { intent: "complete"; jobId: string }
  | { intent: "edit"; toast: Toast },
  { intent: string; values?: { content: string } }
>;
