/**
 * Flash toasts across redirects: a signed cookie (React Router cookie session, signed with the auth
 * secret) that the root loader reads once and the client shows with toast().
 */
import { randomUUID } from "node:crypto";
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import type { Toast } from "~/lib/toast";
import { getEnv } from "~/server/env.server";
import { getAuthSecret, secureCookies } from "./auth.server";

export type FlashToast = Toast;

type FlashData = { toast: FlashToast };

/** The flash cookie's name (a page showing its toast is rendered for that request alone). */
export const FLASH_COOKIE = "watts_flash";

let storage: { secret: string; storage: SessionStorage<Record<string, never>, FlashData> } | undefined;

async function flashStorage() {
  const secret = await getAuthSecret();
  if (!storage || storage.secret !== secret) {
    storage = {
      secret,
      storage: createCookieSessionStorage<Record<string, never>, FlashData>({
        cookie: {
          name: FLASH_COOKIE,
          httpOnly: true,
          sameSite: "lax",
          secure: secureCookies(getEnv()),
          path: "/",
          maxAge: 60,
          secrets: [secret],
        },
      }),
    };
  }
  return storage.storage;
}

/** The Set-Cookie value that carries one toast to the next page. */
export async function flashCookie(toast: Omit<FlashToast, "id">): Promise<string> {
  const s = await flashStorage();
  const session = await s.getSession();
  session.flash("toast", { ...toast, id: randomUUID() });
  return s.commitSession(session);
}

/** Reads (and consumes) the flash toast; setCookie clears it and must be sent when present. */
export async function readFlash(request: Request): Promise<{ toast: FlashToast | null; setCookie: string | null }> {
  const header = request.headers.get("cookie");
  if (!header || !header.includes(`${FLASH_COOKIE}=`)) return { toast: null, setCookie: null };
  const s = await flashStorage();
  const session = await s.getSession(header);
  const toast = session.get("toast") ?? null;
  return { toast, setCookie: await s.destroySession(session) };
}
