/**
 * The screen kept awake while a workout or a rest runs (Screen Wake Lock API where the browser has
 * it; elsewhere nothing happens). Reasons are counted: the lock is held while any reason holds it,
 * and taken again when the page becomes visible (the browser releases it on hide).
 */
type Sentinel = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & { wakeLock?: { request: (type: "screen") => Promise<Sentinel> } };

const reasons = new Set<string>();
let sentinel: Sentinel | null = null;
let requesting = false;
let listening = false;

async function acquire() {
  if (sentinel || requesting || reasons.size === 0 || typeof navigator === "undefined") return;
  const nav = navigator as WakeLockNavigator;
  if (!nav.wakeLock || document.visibilityState !== "visible") return;
  requesting = true;
  try {
    sentinel = await nav.wakeLock.request("screen");
    if (reasons.size === 0) release();
  } catch {
    sentinel = null;
  } finally {
    requesting = false;
  }
}

function release() {
  void sentinel?.release().catch(() => undefined);
  sentinel = null;
}

export function keepAwake(reason: string, on: boolean): void {
  if (typeof document === "undefined") return;
  if (on) reasons.add(reason);
  else reasons.delete(reason);
  if (!listening) {
    listening = true;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") {
        sentinel = null;
        void acquire();
      }
    });
  }
  if (reasons.size > 0) void acquire();
  else release();
}
