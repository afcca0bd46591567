/**
 * `/{lang}/konto/loeschen`: the customer deletes their account (Art. 17 DSGVO) after re-entering the
 * password — or, for an account without one (Google), within 10 minutes of a fresh sign-in. Wrong
 * passwords count towards the address's sign-in lock (decision 0047). The deletion itself is
 * deleteAccount (the same code the admin uses). See docs/decisions/0076.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { isFreshSignIn } from "~/domain/privacy/retention";
import { fmt } from "~/i18n";
import { localizedPath, type Lang } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import { callAuth, cookieHeaders } from "~/server/auth/auth-api.server";
import { getAuth } from "~/server/auth/auth.server";
import { recordSignInFailure, signInLockedFor } from "~/server/auth/account-limits.server";
import { expireSessionCookies } from "~/server/auth/cookies.server";
import { credentialHash } from "~/server/auth/email-proof.server";
import { flashCookie } from "~/server/auth/flash.server";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { getSession, type AppUser } from "~/server/auth/session.server";
import { session as sessionTable } from "~/server/db/schema.server";
import { isDatabaseUnavailable } from "~/server/db/unavailable.server";
import { logger } from "~/server/logger.server";
import { deleteAccount } from "~/server/privacy/delete-account.server";
import { readForm } from "~/server/request-input.server";
import { getDb } from "~/server/runtime.server";

export const DELETE_SLUG = "konto/loeschen";

/** True when this request's session was created within the last 10 minutes. */
async function freshSession(request: Request): Promise<boolean> {
  const { sessionId } = await getSession(request);
  if (!sessionId) return false;
  const [row] = await (await getDb()).select({ createdAt: sessionTable.createdAt }).from(sessionTable).where(eq(sessionTable.id, sessionId));
  return Boolean(row && isFreshSignIn(row.createdAt, new Date()));
}

export async function deleteAccountLoader(request: Request, user: AppUser) {
  const hasPassword = (await credentialHash(await getDb(), user.id)) !== null;
  return { hasPassword, fresh: hasPassword ? false : await freshSession(request) };
}

export interface DeleteAccountAnswer {
  errors: { password?: string; confirm?: string; form?: string };
  confirm: boolean;
}

export async function deleteAccountAction(request: Request, lang: Lang, user: AppUser) {
  assertSameOrigin(request);
  const t = dataRightsContent[lang].delete.errors;
  const form = await readForm(request);
  if (String(form.get("intent") ?? "") === "reauth") {
    // An account without password proves itself by a fresh sign-in: sign out, then log in and come back.
    const res = await callAuth(request, "/sign-out", { body: {}, lang }).catch(() => null);
    const back = `${localizedPath(lang, "login")}?redirectTo=${encodeURIComponent(localizedPath(lang, DELETE_SLUG))}`;
    return redirect(back, { headers: cookieHeaders(res?.setCookies ?? [], expireSessionCookies()) });
  }
  const db = await getDb();
  const confirm = form.get("confirm") === "on";
  const errors: DeleteAccountAnswer["errors"] = {};
  if (!confirm) errors.confirm = t.confirm;
  const hash = await credentialHash(db, user.id);
  if (hash !== null) {
    const password = String(form.get("password") ?? "");
    const lockedMs = await signInLockedFor(db, user.email);
    if (lockedMs > 0) errors.password = fmt(t.locked, { minutes: Math.ceil(lockedMs / 60_000) });
    else if (!password) errors.password = t.passwordRequired;
    else if (!(await (await getAuth()).$context.then((ctx) => ctx.password.verify({ hash, password })))) {
      await recordSignInFailure(db, user.email);
      errors.password = t.password;
    }
  } else if (!(await freshSession(request))) {
    errors.form = t.notFresh;
  }
  if (Object.keys(errors).length > 0) return data<DeleteAccountAnswer>({ errors, confirm }, { status: 400 });
  try {
    const deleted = await deleteAccount(db, user.id);
    logger.info({ userId: user.id, by: "self", contractKept: Boolean(deleted?.contractKeptUntil) }, "account deleted");
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error, userId: user.id }, "account deletion failed");
    return data<DeleteAccountAnswer>({ errors: { form: t.failed }, confirm }, { status: 500 });
  }
  const toast = dataRightsContent[lang].toasts;
  const flash = await flashCookie({ title: toast.deletedTitle, description: toast.deleted, variant: "success" });
  return redirect(localizedPath(lang), { headers: cookieHeaders(expireSessionCookies(), flash) });
}
