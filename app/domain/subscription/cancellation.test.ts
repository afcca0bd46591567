import { describe, expect, it } from "vitest";
import { addMonths, berlinToday, cancellationEnd, hasEnded, periodEndAfter, validateCancellation } from "./cancellation";

const d = (iso: string) => new Date(iso);

describe("billing months and the end of a notice", () => {
  it("adds calendar months, clamping to the month's last day", () => {
    expect(addMonths(d("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(d("2026-11-24T10:00:00Z"), 2).toISOString()).toBe("2027-01-24T10:00:00.000Z");
  });

  it("ends an ordinary notice at the end of the running billing month", () => {
    const startedAt = d("2026-10-05T09:00:00Z");
    expect(periodEndAfter(startedAt, d("2026-11-24T12:00:00Z")).toISOString()).toBe("2026-12-05T09:00:00.000Z");
    expect(cancellationEnd({ kind: "ordinary", startedAt, receivedAt: d("2026-11-24T12:00:00Z") }).toISOString()).toBe("2026-12-05T09:00:00.000Z");
    // A later requested date: the end of the billing month that contains it.
    expect(cancellationEnd({ kind: "ordinary", startedAt, receivedAt: d("2026-11-24T12:00:00Z"), requested: d("2026-12-20T00:00:00Z") }).toISOString()).toBe(
      "2027-01-05T09:00:00.000Z",
    );
  });

  it("ends an extraordinary notice at once, or at a later requested date", () => {
    const startedAt = d("2026-10-05T09:00:00Z");
    const receivedAt = d("2026-11-24T12:00:00Z");
    expect(cancellationEnd({ kind: "extraordinary", startedAt, receivedAt })).toEqual(receivedAt);
    expect(cancellationEnd({ kind: "extraordinary", startedAt, receivedAt, requested: d("2026-11-01T00:00:00Z") })).toEqual(receivedAt);
    expect(cancellationEnd({ kind: "extraordinary", startedAt, receivedAt, requested: d("2026-11-30T00:00:00Z") })).toEqual(d("2026-11-30T00:00:00Z"));
    expect(hasEnded(receivedAt, d("2026-11-24T12:00:01Z"))).toBe(true);
    expect(hasEnded(null, receivedAt)).toBe(false);
  });
});

describe("the notice form", () => {
  const base = { kind: "ordinary", when: "earliest", date: "", reason: "", email: "" };
  it("accepts an ordinary notice as early as possible", () => {
    expect(validateCancellation(base, { today: "2026-11-24", needEmail: false })).toEqual({ ok: true, data: { kind: "ordinary", requested: null, reason: null, email: "" } });
  });

  it("requires the kind, a reason for an extraordinary notice, a valid future date and (for visitors) the e-mail", () => {
    expect(validateCancellation({ ...base, kind: "" }, { today: "2026-11-24", needEmail: false })).toEqual({ ok: false, errors: { kind: "required" } });
    expect(validateCancellation({ ...base, kind: "extraordinary" }, { today: "2026-11-24", needEmail: false })).toEqual({ ok: false, errors: { reason: "reasonRequired" } });
    expect(validateCancellation({ ...base, when: "date", date: "2026-11-23" }, { today: "2026-11-24", needEmail: false })).toEqual({ ok: false, errors: { date: "dateInPast" } });
    expect(validateCancellation({ ...base, when: "date", date: "24.12.2026" }, { today: "2026-11-24", needEmail: false })).toEqual({ ok: false, errors: { date: "date" } });
    expect(validateCancellation({ ...base, email: "kein-at" }, { today: "2026-11-24", needEmail: true })).toEqual({ ok: false, errors: { email: "email" } });
    const ok = validateCancellation({ ...base, when: "date", date: "2026-12-24", email: " Lena@Example.com " }, { today: "2026-11-24", needEmail: true });
    expect(ok).toEqual({ ok: true, data: { kind: "ordinary", requested: d("2026-12-24T00:00:00Z"), reason: null, email: "lena@example.com" } });
  });

  it("knows today's date in Berlin", () => {
    expect(berlinToday(d("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
  });
});
