/**
 * Sessions that end at once (issue 25, decision 0085 — superseding 0045's minute for page views).
 *
 * Page views read the session from better-auth's signed cookie cache (decision 0045) and this
 * process remembers that answer (page-view-sessions.server.ts): without the database, for up to the
 * cache's minute. A session that ends — sign-out, "sign out everywhere", password reset or change,
 * account deletion — is a deleted `session` row, and an e-mail change (the admin role follows the
 * confirmed address) is a `user` update: migration 0011's triggers then send
 * `NOTIFY member_data, 'session:<user id>'` to every web process. For the cache's minute after that,
 * every page view of that user is checked against the database, so the ended session is refused
 * within the notification's travel time (milliseconds) and the user's other sessions keep working.
 *
 * While this process does not receive the notifications (the listener is not up, or lost its
 * connection; processes without a listener at all) it cannot know, so nothing is taken from a cache:
 * every page view asks the database, as writes always do.
 */
import { SESSION_COOKIE_CACHE_SECONDS } from "./auth.server";

/** The notification payload's prefix for a user whose session ended (the rest is the user id). */
export const SESSION_ENDED_PREFIX = "session:";
const MAX_TRACKED = 50_000;

export class SessionEnds {
  private readonly endedAt = new Map<string, number>();
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

  /** A session of this user ended (or their address changed): their cached answers are void. */
  ended(userId: string): void {
    this.endedAt.delete(userId);
    this.endedAt.set(userId, this.now());
    if (this.endedAt.size > MAX_TRACKED) this.prune();
  }

  /**
   * Whether a session answer for this user may come from a cache: only while notifications arrive and
   * no session of theirs ended within the cache's lifetime (a cached answer may predate that end).
   */
  cacheable(userId: string): boolean {
    if (!this.listening) return false;
    const at = this.endedAt.get(userId);
    if (at === undefined) return true;
    if (this.now() - at > this.windowMs) {
      this.endedAt.delete(userId);
      return true;
    }
    return false;
  }

  private prune(): void {
    const limit = this.now() - this.windowMs;
    for (const [id, at] of this.endedAt) if (at < limit) this.endedAt.delete(id);
  }
}

/** This process's record, fed by the web server's member_data listener (http.server.ts). */
export const sessionEnds = new SessionEnds();

/**
 * Routes one member_data payload: a session end goes to `sessionEnds` and returns the user id (whose
 * kept pages are out of date too); anything else returns null.
 */
export function sessionEndedUser(payload: string): string | null {
  return payload.startsWith(SESSION_ENDED_PREFIX) ? payload.slice(SESSION_ENDED_PREFIX.length) : null;
}
