/** The answer of the admin plan page's actions (routes/admin/plan.server.ts), shared with its forms. */
import type { ActionAnswer, Toast } from "~/lib/toast";
import type { QualityId } from "./plan-review";

export type PlanActionAnswer = { id: string } & ActionAnswer<
  /** Approved: the page polls the mail job and then says how the mail went. */
  | { intent: "approve"; mailJobId: string }
  /**
   * The follow-up job: the page polls it and says where plan n+1 stands. `next` is plan n+1 when it
   * exists already (the answer's toast then says its state and there is nothing to wait for).
   */
  | { intent: "complete"; jobId: string; sequenceNumber: number; next: { id: string; sequenceNumber: number; status: string } | null }
  | { intent: "edit"; toast: Toast },
  {
    intent: string;
    values?: { content: string };
    /** Approve refused for want of the confirmation: the failed checks to name (decision 0086). */
    confirm?: { intent: "approve" | "approve-next"; failed: QualityId[] };
  }
>;
