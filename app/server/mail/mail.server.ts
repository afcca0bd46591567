/**
 * Mail through the job queue: a request only enqueues a `send-email` job (in its own transaction when
 * it has one), the worker renders and delivers it and retries with backoff, so a slow or failing SMTP
 * server never fails the request.
 */
import { isLang, type Lang } from "~/i18n/config";
import type { DbOrTx } from "~/server/db/client.server";
import { enqueueJob } from "~/server/jobs/queue.server";
import { PermanentJobError, type JobHandler } from "~/server/jobs/worker.server";
import { MAIL_TEMPLATES, renderTemplate, type MailTemplate } from "~/i18n/mail";
import { deliverMail } from "./transport.server";

export const MAIL_MAX_ATTEMPTS = 8;

export interface TemplateMailJob {
  template: MailTemplate;
  lang: Lang;
  to: string;
  vars: Record<string, string | null | undefined>;
}

export async function enqueueMail(db: DbOrTx, mail: TemplateMailJob): Promise<void> {
  await enqueueJob(db, "send-email", { ...mail }, { maxAttempts: MAIL_MAX_ATTEMPTS });
}

export const sendEmailJob: JobHandler = async ({ job }) => {
  const p = job.payload as Partial<TemplateMailJob>;
  if (!p.template || !MAIL_TEMPLATES.includes(p.template) || typeof p.to !== "string" || !p.to.includes("@")) {
    throw new PermanentJobError("invalid send-email payload");
  }
  const lang: Lang = isLang(p.lang) ? p.lang : "de";
  const rendered = renderTemplate(p.template, lang, (p.vars ?? {}) as Record<string, unknown>);
  const result = await deliverMail({ to: p.to, ...rendered });
  // The result is visible to the admin: no links (they carry tokens).
  return { messageId: result.messageId, outbox: result.outboxFile ? true : undefined, template: p.template, lang };
};
