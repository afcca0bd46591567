/**
 * The coach's rules for training plans (spec part 2 §2.5, §4, §5, §9): how its status is labelled, how a search term is read, the edit schema and the completion throttle.
 * Pure: shared by the server (the authority) and the pages.
 */
import "~/lib/zod-config";
import { z } from "zod";
import { PLAN_DAYS } from "~/domain/plan/types";
import { isDraft, isPlanStatus, type PlanFacts, type PlanStatus } from "~/domain/plan/lifecycle";
import { hasTrainingDay } from "./plan-review";

export const PLAN_PAGE_SIZE = 25;
/** A search term longer than this is cut (nobody types more; it keeps the queries cheap). */
export const SEARCH_MAX_LENGTH = 200;
/** Names and content are searched from this many characters on (the trigram indexes need three). */
export const SEARCH_MIN_TEXT_LENGTH = 3;
/** The highest page number accepted from the URL. */
export const MAX_PAGE = 100_000;
/** Spec §5/§9: the admin's "complete plan" is throttled to once per 300 000 ms per page session. */
export const COMPLETE_THROTTLE_MS = 300_000;
/** A plan text of a few KB is normal; an AI answer rarely passes 30 000 characters. */
export const PLAN_CONTENT_MAX = 100_000;

/** True for the follow-up comparison: a draft that follows an earlier plan. */
export function showsComparison(plan: { status: string; sequenceNumber: number }): boolean {
  return isDraft(plan) && plan.sequenceNumber > 1;
}

/** The status words of the admin pages, one per status, and the mark of a submitted plan. */
export type StatusLabels = Record<PlanStatus, string> & {
  /** Appended for a submitted plan, e.g. " (eingereicht)". */
  submittedSuffix: string;
};

/** Spec §2.5 names 'Freigegeben' and 'Entwurf'; every status has its word in both languages; submitted plans say so. */
export function planStatusLabel(plan: PlanFacts, labels: StatusLabels): string {
  const base = isPlanStatus(plan.status) ? labels[plan.status] : plan.status;
  return plan.submitted ? `${base}${labels.submittedSuffix}` : base;
}

/** The plan period (spec §4): the approval date plus 14 days. */
export function planPeriod(approvedAt: Date | string | null): { from: Date; to: Date } | null {
  if (!approvedAt) return null;
  const from = approvedAt instanceof Date ? approvedAt : new Date(approvedAt);
  if (Number.isNaN(from.getTime())) return null;
  return { from, to: new Date(from.getTime() + PLAN_DAYS * 24 * 60 * 60 * 1000) };
}

/* ───────────────────────────── search ───────────────────────────── */

/** Status words in both languages (spec §2.5 names the German labels), lower case. */
const STATUS_WORDS: Record<string, { status: PlanStatus; submitted?: true }> = {
  entwurf: { status: "draft" },
  entwürfe: { status: "draft" },
  draft: { status: "draft" },
  drafts: { status: "draft" },
  freigegeben: { status: "approved" },
  approved: { status: "approved" },
  abgeschlossen: { status: "completed" },
  completed: { status: "completed" },
  eingereicht: { status: "completed", submitted: true },
  submitted: { status: "completed", submitted: true },
};

export interface PlanSearch {
  /** The term as typed, trimmed, blanks collapsed, cut to SEARCH_MAX_LENGTH. */
  term: string;
  /** Plans with one of these statuses (empty: any status). */
  statuses: PlanStatus[];
  /** Only submitted plans ("eingereicht"). */
  submittedOnly: boolean;
  /** Lower-case text matched against names, e-mail and content (null: none, e.g. only a status word). */
  text: string | null;
  /** A plan-id prefix (hex digits and dashes), matched with `id::text like 'prefix%'`. */
  idPrefix: string | null;
  /** True when the text is too short for name/content search (only the id prefix is tried). */
  tooShort: boolean;
  /** The text contains "@": only e-mail addresses can hold it (names and plan words cannot). */
  emailOnly: boolean;
}

/**
 * Reads the admin's search term: status words ("Entwurf", "Freigegeben", "abgeschlossen",
 * "eingereicht" and the English ones) filter by status; the remaining words are searched in the
 * customer's name and e-mail and in the plan's content (whole words), and, when they look like one,
 * as a plan-id prefix; a text with "@" only in the e-mail. Several status words widen the status filter ("Entwurf freigegeben").
 */
export function interpretPlanSearch(input: string | null | undefined): PlanSearch {
  const term = String(input ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
  const statuses = new Set<PlanStatus>();
  let submittedOnly = false;
  const rest: string[] = [];
  for (const word of term.split(" ").filter(Boolean)) {
    const hit = STATUS_WORDS[word.toLocaleLowerCase("de-DE")];
    if (hit) {
      statuses.add(hit.status);
      if (hit.submitted) submittedOnly = true;
    } else rest.push(word);
  }
  // "eingereicht" next to another status word: the other one wins the widening, the flag stays off.
  if (submittedOnly && statuses.size > 1) submittedOnly = false;
  const textRaw = rest.join(" ").toLocaleLowerCase("de-DE");
  const text = textRaw.length > 0 ? textRaw : null;
  const idPrefix = text && /^[0-9a-f][0-9a-f-]{0,35}$/.test(text) ? text : null;
  const tooShort = text !== null && text.length < SEARCH_MIN_TEXT_LENGTH;
  return { term, statuses: [...statuses], submittedOnly, text: tooShort ? null : text, idPrefix, tooShort, emailOnly: text?.includes("@") ?? false };
}

/** True when the search restricts nothing (all plans, newest first). */
export function isEmptySearch(search: PlanSearch): boolean {
  return search.statuses.length === 0 && !search.submittedOnly && search.text === null && search.idPrefix === null && !search.tooShort;
}

/** `?page=` from the URL: a whole number from 1 to MAX_PAGE, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(value)));
}

/** Number of pages for a total (at least 1, so "page 1 of 1" reads right for no results). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Escapes LIKE wildcards so a typed % or _ is matched literally (with the default backslash escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/* ───────────────────────────── edit ───────────────────────────── */

/** The coach's edit of a plan text; the messages are keys the page translates. */
export const planEditSchema = z.object({
  content: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), "invalid")
    .refine((v) => v.trim().length > 0, "blank")
    .refine((v) => v.length <= PLAN_CONTENT_MAX, "tooLong")
    // The customer would see only the placeholder day: a text without a training day is no plan.
    .refine((v) => v.trim().length === 0 || v.length > PLAN_CONTENT_MAX || hasTrainingDay(v), "noDays"),
});
export type PlanEditIssue = "blank" | "tooLong" | "invalid" | "noDays";

/** The first issue of a failed edit, as a key. */
export function planEditIssue(error: z.ZodError): PlanEditIssue {
  const message = error.issues[0]?.message;
  return message === "blank" || message === "tooLong" || message === "noDays" ? message : "invalid";
}

/* ───────────────────────────── jobs ───────────────────────────── */

export type JobStatus = "queued" | "running" | "completed" | "failed";

/** The approval mail as the coach sees it. */
export type MailState = "none" | "queued" | "retrying" | "sent" | "failed";

export function mailStateOf(job: { status: JobStatus; error: string | null } | null): MailState {
  if (!job) return "none";
  if (job.status === "completed") return "sent";
  if (job.status === "failed") return "failed";
  return job.error ? "retrying" : "queued";
}

/** Still worth polling for: the job has not finished (completed or failed for good). */
export function jobPending(job: { status: JobStatus } | null): boolean {
  return job !== null && (job.status === "queued" || job.status === "running");
}

/**
 * A job's error for the admin's page: credentials in URLs, bearer tokens, API keys and e-mail
 * addresses removed, one line, at most `max` characters.
 */
export function shortJobError(message: string | null | undefined, max = 160): string | null {
  if (!message) return null;
  const clean = message
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, "$1***@")
    .replace(/\bbearer\s+[^\s,;]+/gi, "Bearer ***")
    .replace(/\b(api[_-]?key|token|secret|password|passwort)(["']?\s*[:=]\s*)[^\s,;&]+/gi, "$1$2***")
    .replace(/\bsk-[A-Za-z0-9_-]{8,}/g, "sk-***")
    .replace(/(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, "***@***")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/* ───────────────────────────── completion throttle ───────────────────────────── */

/** Milliseconds until "complete plan" may be used again (0: now). A clock that went back counts as "just now". */
export function throttleRemainingMs(lastAt: number | null, now: number, windowMs = COMPLETE_THROTTLE_MS): number {
  if (lastAt === null || !Number.isFinite(lastAt)) return 0;
  const elapsed = now - lastAt;
  if (elapsed < 0) return windowMs;
  return Math.max(0, windowMs - elapsed);
}
