import { describe, expect, it } from "vitest";
import {
  adjustCountdown,
  parseStoredCountdown,
  countdownFinished,
  countdownProgress,
  countdownRemaining,
  formatClock,
  pauseStopwatch,
  restSeconds,
  startCountdown,
  startStopwatch,
  stopwatchElapsed,
  STOPWATCH_RESET,
} from "./timers";

describe("rest durations", () => {
  it("reads the plan's rest texts", () => {
    expect(restSeconds("90 s")).toBe(90);
    expect(restSeconds("90 Sekunden")).toBe(90);
    expect(restSeconds("60–90 s")).toBe(90);
    expect(restSeconds("2 min")).toBe(120);
    expect(restSeconds("2-3 Minuten")).toBe(180);
    expect(restSeconds("1,5 min")).toBe(90);
    expect(restSeconds("1:30")).toBe(90);
    expect(restSeconds("–")).toBeNull();
    expect(restSeconds("")).toBeNull();
    expect(restSeconds(null)).toBeNull();
  });
});

describe("the countdown", () => {
  it("is computed from its end time, so a locked phone shows the right time at once", () => {
    const c = startCountdown(90, 1_000_000, "Kniebeuge");
    expect(countdownRemaining(c, 1_000_000)).toBe(90_000);
    expect(countdownRemaining(c, 1_030_500)).toBe(59_500);
    // 70 s with the screen off: no ticks counted, still right.
    expect(countdownRemaining(c, 1_070_000)).toBe(20_000);
    expect(countdownProgress(c, 1_045_000)).toBeCloseTo(0.5);
    expect(countdownFinished(c, 1_089_999)).toBe(false);
    expect(countdownFinished(c, 1_090_000)).toBe(true);
    expect(countdownRemaining(c, 2_000_000)).toBe(0);
    expect(countdownProgress(c, 2_000_000)).toBe(1);
  });

  it("shows mm:ss", () => {
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(59_999)).toBe("00:59");
    expect(formatClock(90_000)).toBe("01:30");
    expect(formatClock(3_600_000)).toBe("60:00");
    expect(formatClock(-5)).toBe("00:00");
  });
});

describe("the stopwatch", () => {
  it("runs, pauses and resumes from timestamps", () => {
    let s = startStopwatch(STOPWATCH_RESET, 1000);
    expect(stopwatchElapsed(s, 6000)).toBe(5000);
    s = pauseStopwatch(s, 6000);
    expect(stopwatchElapsed(s, 60_000)).toBe(5000);
    s = startStopwatch(s, 10_000);
    expect(stopwatchElapsed(s, 12_500)).toBe(7500);
    expect(startStopwatch(s, 99_999)).toBe(s);
  });
});

describe("the rest timer kept across pages", () => {
  it("moves the end by ±15 s, never into the past, and keeps the bar's share right", () => {
    const c = startCountdown(90, 0, "Kniebeuge · Satz 1");
    const plus = adjustCountdown(c, 15_000, 30_000);
    expect(plus).toEqual({ endsAt: 105_000, totalMs: 105_000, label: "Kniebeuge · Satz 1" });
    expect(countdownRemaining(plus, 30_000)).toBe(75_000);
    const minus = adjustCountdown(c, -15_000, 30_000);
    expect(countdownRemaining(minus, 30_000)).toBe(45_000);
    // 10 s left, minus 15 s: over now, not 5 s in the past.
    const over = adjustCountdown(c, -15_000, 80_000);
    expect(over.endsAt).toBe(80_000);
    expect(countdownFinished(over, 80_000)).toBe(true);
  });

  it("reads back what was stored: the remaining time follows the clock (a locked phone, another page)", () => {
    const stored = JSON.stringify(startCountdown(120, 1_000_000, "Rudern · Satz 2"));
    const c = parseStoredCountdown(stored)!;
    expect(countdownRemaining(c, 1_000_000 + 100_000)).toBe(20_000);
    expect(parseStoredCountdown(null)).toBeNull();
    expect(parseStoredCountdown("{")).toBeNull();
    expect(parseStoredCountdown(JSON.stringify({ endsAt: 1, totalMs: -5, label: "x" }))).toBeNull();
    expect(parseStoredCountdown(JSON.stringify({ endsAt: "1", totalMs: 5, label: "x" }))).toBeNull();
  });
});
