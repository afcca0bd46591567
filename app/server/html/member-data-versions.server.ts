/**
 * Which signed-in pages kept in memory are out of date (decision 0054).
 *
 * Every committed change to a table a member page reads sends `NOTIFY member_data` with the owner's
 * user id, or "*" for the shared lists (migration 0010's triggers); this process's own writes are
 * recorded at once as well (`memberWritesMiddleware`), so a member's next page after a save never
 * waits for PostgreSQL's notification to travel. Each change gets the next number of one sequence: a
 * page rendered from a `stamp()` taken before its data was read is fresh while no change for its user,
 * for everybody, or of the listener's state has a higher number.
 *
 * While notifications do not arrive (not yet listening, the connection lost) nothing is fresh: the
 * pages are rendered for every request, as without the cache.
 */
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { hasSessionCookie } from "~/server/auth/cookies.server";
import { getSession } from "~/server/auth/session.server";

/** The channel of migration 0010's triggers. */
export const MEMBER_DATA_CHANNEL = "member_data";
/** The payload for a change to what every member's pages show (the exercise and injury lists). */
export const EVERYBODY = "*";
/** Users with a change on record before the record starts over (each costs ~100 bytes). */
const MAX_TRACKED_USERS = 50_000;

export class MemberDataVersions {
  private sequence = 0;
  /** Nothing stamped before this is fresh (listener state changes, a record that started over). */
  private floor = 0;
  private everybody = 0;
  private readonly users = new Map<string, number>();
  private listening = false;

  /** Whether notifications arrive, i.e. whether kept pages can be trusted at all. */
  get live(): boolean {
    return this.listening;
  }

  /** Taken before a page's data is read; the page is kept with it. */
  stamp(): number {
    return this.sequence;
  }

  /** A committed change to a user's rows (their id) or to everybody's pages (`EVERYBODY`). */
  changed(payload: string): void {
    const next = ++this.sequence;
    if (payload === EVERYBODY) {
      this.everybody = next;
      return;
    }
    this.users.delete(payload);
    this.users.set(payload, next);
    if (this.users.size > MAX_TRACKED_USERS) {
      this.users.clear();
      this.floor = next;
    }
  }

  /** The listener came up or went down: changes may have been missed, nothing kept is fresh. */
  setListening(listening: boolean): void {
    this.floor = ++this.sequence;
    this.users.clear();
    this.listening = listening;
  }

  /** The number of the last change that concerns this user's pages. */
  lastChange(userId: string): number {
    return Math.max(this.floor, this.everybody, this.users.get(userId) ?? 0);
  }

  /** Whether a page of this user rendered from data read after `stamp` is still what they would see. */
  isFresh(userId: string, stamp: number): boolean {
    return this.listening && stamp >= this.lastChange(userId);
  }
}

/** The process's record (one per process: the web server's pages and this process's writes). */
export const memberDataVersions = new MemberDataVersions();

/**
 * Root middleware: after a write (any method but GET/HEAD) by a signed-in user, their kept pages are
 * out of date before the answer leaves, whatever the write touched. The session is the one the
 * action reads itself (looked up once per request).
 */
export const memberWritesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD" || !hasSessionCookie(request)) return next();
  const session = getSession(request, context as Readonly<RouterContextProvider>).catch(() => null);
  try {
    return await next();
  } finally {
    const user = (await session)?.user;
    if (user) memberDataVersions.changed(user.id);
  }
};
