/**
 * Runs work the tap's own frame need not show after that frame is painted (decision 0133): ticking
 * a set paints the ticked row first; the outbox write, the sync line, the rest timer and the workout
 * start follow a frame later. An interaction's latency (INP, Event Timing) ends at its next paint, so
 * this work no longer counts there. A hidden page paints no frames: then it runs after 100 ms at most.
 */
export function afterPaint(fn: () => void): void {
  if (typeof window === "undefined" || typeof requestAnimationFrame !== "function") {
    fn();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  // The animation frame runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}
