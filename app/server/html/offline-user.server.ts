/**
 * The plan page names its signed-in user to the service worker (decision 0071): an opaque key in
 * `X-Watts-User` on the dashboard's document and `.data`, so the worker keeps each user's copy apart
 * and deletes the previous user's when another one signs in on the same browser. The key is a hash
 * of the user's id (not the id, not the session), the same for every session of that user.
 */
import { createHash } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { USER_KEY_HEADER } from "~/service-worker/rules";
import { getOptionalUser } from "~/server/auth/session.server";

export function offlineUserKey(userId: string): string {
  return createHash("sha256").update(`watts-offline-cache:${userId}`).digest("hex").slice(0, 32);
}

/** Route middleware of the dashboard: the answer of a signed-in member carries their key. */
export const offlineUserKeyMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  const user = await getOptionalUser(request, context).catch(() => null);
  if (user) response.headers.set(USER_KEY_HEADER, offlineUserKey(user.id));
  return response;
};
