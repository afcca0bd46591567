/**
 * What the Database tab's exercise and injury lists share on the server: the result of a write, the
 * unique-name violation, the name order, the one loader of a list, and the one action that turns a
 * posted form (`intent` create | update | delete) into a validated model call and a JSON answer with
 * a localized toast. Each list states itself once as a `ContentActionSpec` (exercises.server.ts,
 * injuries.server.ts).
 */
import { data } from "react-router";
import type { z } from "zod";
import { deleteSchema, intentOf, validateContent, type ContentErrors, type ContentIntent } from "~/domain/admin/content-schemas";
import type { Lang } from "~/i18n/config";
import { adminContentContent, contentIssueText, type ContentKind } from "~/i18n/pages/admin/content";
import type { AppUser } from "~/server/auth/session.server";
import { actionToast, type ActionToast } from "~/server/auth/messages.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import type { DbOrTx } from "~/server/db/client.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { readForm } from "~/server/request-input.server";

export type WriteResult = { ok: true; id: string; name: string } | { ok: false; reason: "duplicate" | "not-found" };

/** A unique-index violation (PostgreSQL 23505), as thrown by `pg` or PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });

/** Rows ordered by name the way a German reader expects ("Übung" with "U", "Ä" with "A"). */
export function sortByName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name));
}

export type ContentAnswer =
  | { ok: true; intent: ContentIntent; id: string; toast: ActionToast }
  | { ok: false; intent: ContentIntent | null; errors?: ContentErrors; toast: ActionToast };

type Admin = Pick<AppUser, "id" | "email">;

export interface ContentActionSpec<I, R = unknown> {
  kind: ContentKind;
  /** The list page's rows, in the order the page shows them. */
  list: (db: DbOrTx) => Promise<R[]>;
  formInput: (form: FormData) => Record<string, unknown>;
  createSchema: z.ZodType<I>;
  updateSchema: z.ZodType<I & { id: string }>;
  create: (db: DbOrTx, admin: Admin, input: I) => Promise<WriteResult>;
  update: (db: DbOrTx, admin: Admin, id: string, input: I) => Promise<WriteResult>;
  remove: (db: DbOrTx, admin: Admin, id: string) => Promise<WriteResult>;
}

/** The loader of the exercise and injury lists: the rows, or an empty list and `loadFailed` when the database fails. */
export async function contentLoader<R>(spec: Pick<ContentActionSpec<unknown, R>, "kind" | "list">) {
  try {
    return { rows: await spec.list(await getDb()), loadFailed: false };
  } catch (error) {
    logger.error({ err: error, kind: spec.kind }, "admin content list failed");
    return { rows: [] as R[], loadFailed: true };
  }
}

/** The "could not be saved" toast: exercises put the reason below the title, injuries into it (spec §8). */
function saveFailedToast(lang: Lang, kind: ContentKind, message: string | null): ActionToast {
  const t = adminContentContent[lang];
  if (kind === "injuries") return actionToast(t.injuries.toasts.saveFailed.replace("{message}", message ?? t.common.unknownError), undefined, "destructive");
  return actionToast(t.exercises.toasts.saveFailed, message ?? undefined, "destructive");
}

/** The action of the exercise and injury lists: validate with the shared schema, write, answer JSON. */
export async function contentAction<I>(request: Request, lang: Lang, admin: Admin, spec: Omit<ContentActionSpec<I>, "list">) {
  assertSameOrigin(request);
  const t = adminContentContent[lang][spec.kind];
  let form: FormData;
  try {
    form = await readForm(request);
  } catch {
    return data<ContentAnswer>({ ok: false, intent: null, toast: saveFailedToast(lang, spec.kind, null) }, { status: 400 });
  }
  const intent = intentOf(form.get("intent"));
  const refuse = (status: number, toast: ActionToast, errors?: ContentErrors) => data<ContentAnswer>({ ok: false, intent, errors, toast }, { status });
  if (!intent) return refuse(400, saveFailedToast(lang, spec.kind, null));

  const db = await getDb();
  try {
    if (intent === "delete") {
      const v = validateContent(deleteSchema, { id: form.get("id") });
      if (!v.ok) return refuse(400, actionToast(t.toasts.deleteFailed, undefined, "destructive"));
      const result = await spec.remove(db, admin, v.data.id);
      if (!result.ok) return refuse(404, actionToast(t.toasts.deleteFailed, t.toasts.notFound, "destructive"));
      return data<ContentAnswer>({ ok: true, intent, id: result.id, toast: actionToast(t.toasts.deleted, result.name, "success") });
    }

    const input = spec.formInput(form);
    const v = intent === "create" ? validateContent(spec.createSchema, input) : validateContent(spec.updateSchema, input);
    if (!v.ok) {
      const [field, issue] = Object.entries(v.errors)[0]!;
      return refuse(400, saveFailedToast(lang, spec.kind, contentIssueText(lang, spec.kind, field, issue!)), v.errors);
    }
    const result =
      intent === "create" ? await spec.create(db, admin, v.data) : await spec.update(db, admin, (v.data as I & { id: string }).id, v.data);
    if (!result.ok) {
      if (result.reason === "duplicate") return refuse(409, saveFailedToast(lang, spec.kind, t.toasts.duplicate), { name: "duplicate" });
      return refuse(404, saveFailedToast(lang, spec.kind, t.toasts.notFound));
    }
    const done = intent === "create" ? t.toasts.created : t.toasts.updated;
    return data<ContentAnswer>({ ok: true, intent, id: result.id, toast: actionToast(done, result.name, "success") });
  } catch (error) {
    logger.error({ err: error, kind: spec.kind, intent, adminId: admin.id }, "admin content write failed");
    const toast =
      intent === "delete"
        ? actionToast(t.toasts.deleteFailed, undefined, "destructive")
        : saveFailedToast(lang, spec.kind, null);
    return refuse(500, toast);
  }
}
