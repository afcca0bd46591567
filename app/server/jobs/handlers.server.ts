/**
 * The registry of job handlers run by the worker. Each capability adds its handler here.
 */
import { handleGenerateFollowup, handleGeneratePlan } from "~/server/plan/generation.server";
import { sendEmailJob } from "~/server/mail/mail.server";
import { handleSendPlanApprovedEmail } from "~/server/plans/approval-mail.server";
import { handlePasswordResetRequest } from "~/server/auth/password-reset-job.server";
import { handleBuildDataExport } from "~/server/privacy/export-user-data.server";
import { handlePurgePersonalData } from "~/server/privacy/retention.server";
import type { JobName } from "./queue.server";
import type { JobHandler } from "./worker.server";

export const jobHandlers: Partial<Record<JobName, JobHandler>> = {
  "generate-plan": (ctx) => handleGeneratePlan(ctx),
  "generate-followup": (ctx) => handleGenerateFollowup(ctx),
  "send-email": sendEmailJob,
  "request-password-reset": (ctx) => handlePasswordResetRequest(ctx),
  "send-plan-approved-email": (ctx) => handleSendPlanApprovedEmail(ctx),
  "build-data-export": (ctx) => handleBuildDataExport(ctx),
  "purge-personal-data": (ctx) => handlePurgePersonalData(ctx),
};
