import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DURATION_MS } from "./toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time: a new one replaces the current", () => {
    const store = createToastStore();
    store.show({ title: "Erfolgreich angemeldet" });
    store.show({ title: "Fehler", variant: "destructive" });
    expect(store.get()?.title).toBe("Fehler");
    expect(store.get()?.variant).toBe("destructive");
  });

  it("dismisses after 5000 ms", () => {
    const store = createToastStore();
    store.show({ title: "Hallo" });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
  });

  it("a replaced toast's timer does not dismiss its successor early", () => {
    const store = createToastStore();
    store.show({ title: "A" });
    vi.advanceTimersByTime(4000);
    store.show({ title: "B" });
    vi.advanceTimersByTime(1500);
    expect(store.get()?.title).toBe("B");
    vi.advanceTimersByTime(3500);
    expect(store.get()).toBeNull();
  });

  it("notifies subscribers and dismisses on request", () => {
    const store = createToastStore();
    const seen: Array<string | null> = [];
    store.subscribe((t) => seen.push(t?.title ?? null));
    const id = store.show({ title: "X" });
    store.dismiss(id + 1);
    expect(store.get()).not.toBeNull();
    store.dismiss(id);
    expect(seen).toEqual(["X", null]);
  });
});
