/** A follow-up's sets after the fit pass: easy exercises keep their sets; "1 Satz mehr/weniger" only where true. */
import type { GeneratedDay, PrevRow } from "./types";
import type { FeedbackReading } from "./feedback-reading";
import { key } from "./util";

/**
 * Rows of an exercise the customer called too easy keep at least the previous plan's sets: each set
 * the fit pass took is given back where the session stays in its window and the weeks in their ranges.
 */
export function keepEasySets(
  pc: { prevRows: readonly PrevRow[]; reading?: FeedbackReading },
  days: readonly GeneratedDay[],
  fitsWindow: (d: GeneratedDay) => boolean,
  rangesHold: () => boolean,
): void {
  const easy = [...(pc.reading?.exercises ?? [])].filter(([, f]) => f.tooEasy && !f.pain).map(([k]) => k);
  if (easy.length === 0) return;
  for (const d of days) {
    for (const r of d.exercises) {
      const k = key(r.name);
      if (!easy.includes(k)) continue;
      const prev = pc.prevRows.filter((p) => key(p.name) === k);
      const target = (prev.find((p) => p.day === d.day) ?? prev[0])?.sets;
      while (target !== undefined && r.sets < target) {
        r.sets += 1;
        if (!fitsWindow(d) || !rangesHold()) {
          r.sets -= 1;
          break;
        }
      }
    }
  }
}

export const MORE_SETS_NOTE = "1 Satz mehr wegen Ihres Feedbacks";
export const FEWER_SETS_NOTE = "1 Satz weniger wegen Ihres Feedbacks";

/**
 * The feedback notes say what the plan does: after the fit pass (weekly set ranges, booked window)
 * a row may keep the previous plan's sets. Then "1 Satz mehr/weniger" would be untrue: it says
 * instead that the sets stay and why. Rows new to this plan drop the note (nothing to compare).
 */
export function keepSetNotesTrue(days: readonly GeneratedDay[], prevRows: readonly PrevRow[]): void {
  const before = (day: number, name: string): number | undefined => {
    const same = prevRows.filter((p) => key(p.name) === key(name));
    return (same.find((p) => p.day === day) ?? same[0])?.sets;
  };
  for (const d of days) {
    for (const r of d.exercises) {
      const more = r.notes.includes(MORE_SETS_NOTE);
      const fewer = r.notes.includes(FEWER_SETS_NOTE);
      if (!more && !fewer) continue;
      const prev = before(d.day, r.name);
      const note = more ? MORE_SETS_NOTE : FEWER_SETS_NOTE;
      const honest = prev === undefined ? null : more ? (r.sets > prev ? note : null) : r.sets < prev ? note : null;
      r.notes = r.notes
        .split(", ")
        .map((part) => (part === note ? honest : part))
        .filter((part): part is string => Boolean(part))
        .join(", ");
    }
  }
}
