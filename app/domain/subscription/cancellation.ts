/**
 * The subscription and its cancellation (§ 312k BGB): a monthly subscription (demo payment), ended by
 * an ordinary notice at the end of a billing month, or by an extraordinary one (with a reason) at once.
 * Pure rules and the one form schema, shared by the browser and the server.
 */
import "~/lib/zod-config";
import { z } from "zod";

export const SUBSCRIPTION_STATUSES = ["active", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];
/** When the contract should end: as early as possible, or at a date of the customer's choosing. */
export const CANCELLATION_WHEN = ["earliest", "date"] as const;
export type CancellationWhen = (typeof CANCELLATION_WHEN)[number];
export const CANCELLATION_REASON_MAX = 1000;
/** A link in the visitor's mail confirms the notice for this long. */
export const CANCELLATION_LINK_HOURS = 72;

/** The subscription as pages show it (dates as ISO strings). */
export interface SubscriptionView {
  status: SubscriptionStatus;
  /** True once a cancelled subscription has run out. */
  ended: boolean;
  priceCents: number;
  demo: boolean;
  startedAt: string;
  cancelledAt: string | null;
  cancellationKind: CancellationKind | null;
  endsAt: string | null;
}

/** `date` plus `months` calendar months in UTC; a day past the month's end becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), lastDay), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/** The end of the billing month that contains `at` (months counted from the start; at least one month). */
export function periodEndAfter(startedAt: Date, at: Date): Date {
  let n = 1;
  let end = addMonths(startedAt, n);
  while (end.getTime() <= at.getTime()) end = addMonths(startedAt, ++n);
  return end;
}

/**
 * When a notice received at `receivedAt` ends the contract. Ordinary: the end of the billing month
 * (the one containing the requested date, if that is later). Extraordinary: at once, or at the
 * requested date if that is later. A requested date in the past counts as "as early as possible".
 */
export function cancellationEnd(input: { kind: CancellationKind; startedAt: Date; receivedAt: Date; requested?: Date | null }): Date {
  const from = input.requested && input.requested.getTime() > input.receivedAt.getTime() ? input.requested : input.receivedAt;
  return input.kind === "ordinary" ? periodEndAfter(input.startedAt, from) : from;
}

/** Whether a cancelled subscription has run out. */
export function hasEnded(endsAt: Date | null, now: Date): boolean {
  return endsAt !== null && endsAt.getTime() <= now.getTime();
}

export type CancellationIssue = "required" | "email" | "date" | "dateInPast" | "reasonRequired" | "reasonTooLong";

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The notice as typed (strings, so the form can show them again after an error). */
export interface CancellationFormValues {
  kind: string;
  when: string;
  date: string;
  reason: string;
  /** Only in the form for visitors without a session: the contract's e-mail address. */
  email: string;
}

export function readCancellationForm(form: FormData): CancellationFormValues {
  const one = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return { kind: one("kind"), when: one("when") || "earliest", date: one("date"), reason: one("reason"), email: one("email") };
}

export interface ValidCancellation {
  kind: CancellationKind;
  /** Midnight (UTC) of the requested day, or null for "as early as possible". */
  requested: Date | null;
  reason: string | null;
  email: string;
}

/** Validates a notice; `today` (YYYY-MM-DD, Berlin) bounds the date; `needEmail` for visitors. */
export function validateCancellation(
  v: CancellationFormValues,
  options: { today: string; needEmail: boolean },
): { ok: true; data: ValidCancellation } | { ok: false; errors: Partial<Record<keyof CancellationFormValues, CancellationIssue>> } {
  const errors: Partial<Record<keyof CancellationFormValues, CancellationIssue>> = {};
  const kind = (CANCELLATION_KINDS as readonly string[]).includes(v.kind) ? (v.kind as CancellationKind) : null;
  if (!kind) errors.kind = "required";
  const when: CancellationWhen = v.when === "date" ? "date" : "earliest";
  const date = str(v.date);
  let requested: Date | null = null;
  if (when === "date") {
    if (!date) errors.date = "required";
    else if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) errors.date = "date";
    else if (date < options.today) errors.date = "dateInPast";
    else requested = new Date(`${date}T00:00:00Z`);
  }
  const reason = str(v.reason).replace(/\r\n/g, "\n");
  if (kind === "extraordinary" && !reason) errors.reason = "reasonRequired";
  if (reason.length > CANCELLATION_REASON_MAX) errors.reason = "reasonTooLong";
  const email = str(v.email).toLowerCase();
  if (options.needEmail) {
    if (!email) errors.email = "required";
    else if (email.length > 254 || !z.email().safeParse(email).success) errors.email = "email";
  }
  if (Object.keys(errors).length > 0 || !kind) return { ok: false, errors };
  return { ok: true, data: { kind, requested, reason: reason || null, email } };
}

/** Today's date in Berlin as YYYY-MM-DD (the bound of the date field). */
export function berlinToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
