/**
 * Sessions that end at once (issue 25, decision 0085 — superseding 0045's minute for page views).
 *
 * Page views read the session from better-auth's signed cookie cache (decision 0045) and this
 * process remembers that answer (page-view-sessions.server.ts): without the database, for up to the
 * cache's minute. A session that ends — sign-out, "sign out everywhere", password reset or change,
 * account deletion — is a deleted `session` row; an e-mail change (the admin role follows the
 * confirmed address) is a `user` update. Migration 0011's triggers then send `NOTIFY member_data`
 * with `session:<session id>` or `session-user:<user id>` to every web process. For the cache's minute
 * after that, page views of that session (or of any session of that user) are checked against the
 * database, so the ended session is refused within the notification's travel time (milliseconds)
 * and the user's other sessions keep their cache.
 *
 * While this process does not receive the notifications (the listener is not up, or lost its
 * connection) the cookie cache's minute bounds it, as before (decision 0045).
 */
import { SESSION_COOKIE_CACHE_SECONDS } from "./auth.server";

const SESSION_PREFIX = "session:";
const USER_PREFIX = "session-user:";
const MAX_TRACKED = 50_000;

export type SessionEnd = { sessionId: string } | { userId: string };

export class SessionEnds {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, number>();
  private listening = false;

  constructor(
    private readonly windowMs: number = SESSION_COOKIE_CACHE_SECONDS * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the notifications arrive, i.e. whether cached session answers can be trusted at all. */
  get live(): boolean {
    return this.listening;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
  }

  /** A session ended, or a user's address changed: cached answers for it are void. */
  ended(end: SessionEnd): void {
    const [map, key] = "sessionId" in end ? [this.sessions, end.sessionId] : [this.users, end.userId];
    map.delete(key);
    map.set(key, this.now());
    if (map.size > MAX_TRACKED) this.prune(map);
  }

  /**
   * Whether an answer for this session may come from a cache: neither the session ended nor its
   * user's address changed within the cache's lifetime.
   */
  cacheable(userId: string, sessionId: string | null): boolean {
    return this.clear(this.users, userId) && (sessionId === null || this.clear(this.sessions, sessionId));
  }

  private clear(map: Map<string, number>, key: string): boolean {
    const at = map.get(key);
    if (at === undefined) return true;
    if (this.now() - at > this.windowMs) {
      map.delete(key);
      return true;
    }
    return false;
  }

  private prune(map: Map<string, number>): void {
    const limit = this.now() - this.windowMs;
    for (const [key, at] of map) if (at < limit) map.delete(key);
  }
}

/**
 * This process's record, fed by the web server's member_data listener (http.server.ts). One per
 * process even where the server entry and the React Router build each bundle this module.
 */
const GLOBAL_KEY = Symbol.for("watts.sessionEnds");
export const sessionEnds: SessionEnds = ((globalThis as Record<symbol, unknown>)[GLOBAL_KEY] ??= new SessionEnds()) as SessionEnds;

/** Reads one member_data payload: a session's end, a user's changed address, or null for anything else. */
export function sessionEndOf(payload: string): SessionEnd | null {
  if (payload.startsWith(SESSION_PREFIX)) return { sessionId: payload.slice(SESSION_PREFIX.length) };
  if (payload.startsWith(USER_PREFIX)) return { userId: payload.slice(USER_PREFIX.length) };
  return null;
}
