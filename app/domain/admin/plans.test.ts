import { describe, expect, it } from "vitest";
import {
  COMPLETE_THROTTLE_MS,
  escapeLike,
  interpretPlanSearch,
  isEmptySearch,
  jobPending,
  mailStateOf,
  pageCount,
  parsePage,
  planEditIssue,
  planEditSchema,
  planPeriod,
  planStatusLabel,
  PLAN_CONTENT_MAX,
  shortJobError,
  showsComparison,
  throttleRemainingMs,
} from "./plans";

describe("the follow-up comparison", () => {
  it("compares a follow-up draft only", () => {
    expect(showsComparison({ status: "draft", sequenceNumber: 2 })).toBe(true);
    expect(showsComparison({ status: "draft", sequenceNumber: 1 })).toBe(false);
    expect(showsComparison({ status: "approved", sequenceNumber: 3 })).toBe(false);
  });
});

describe("status label (spec §2.5)", () => {
  const labels = { approved: "Freigegeben", draft: "Entwurf", completed: "Abgeschlossen", submittedSuffix: " (eingereicht)" };
  it("says Freigegeben, Entwurf, or the raw status, and marks submitted plans", () => {
    expect(planStatusLabel({ status: "approved", submitted: false }, labels)).toBe("Freigegeben");
    expect(planStatusLabel({ status: "draft", submitted: false }, labels)).toBe("Entwurf");
    expect(planStatusLabel({ status: "completed", submitted: false }, labels)).toBe("Abgeschlossen");
    expect(planStatusLabel({ status: "completed", submitted: true }, labels)).toBe("Abgeschlossen (eingereicht)");
  });
});

describe("plan period (spec §4)", () => {
  it("is the approval date plus 14 days; none before the approval", () => {
    const period = planPeriod("2026-03-02T08:00:00Z");
    expect(period?.to.toISOString()).toBe("2026-03-16T08:00:00.000Z");
    expect(planPeriod(null)).toBeNull();
    expect(planPeriod("not a date")).toBeNull();
  });
});

describe("reading the search term", () => {
  it("takes status words in both languages as a status filter, case-insensitively", () => {
    expect(interpretPlanSearch("Entwurf")).toMatchObject({ statuses: ["draft"], text: null, idPrefix: null });
    expect(interpretPlanSearch("FREIGEGEBEN")).toMatchObject({ statuses: ["approved"], text: null });
    expect(interpretPlanSearch("completed")).toMatchObject({ statuses: ["completed"], submittedOnly: false });
    expect(interpretPlanSearch("abgeschlossen")).toMatchObject({ statuses: ["completed"] });
    expect(interpretPlanSearch("eingereicht")).toMatchObject({ statuses: ["completed"], submittedOnly: true });
    expect(interpretPlanSearch("draft approved").statuses.sort()).toEqual(["approved", "draft"]);
  });

  it("searches the remaining words in names, e-mail and content, and as an id prefix when they look like one", () => {
    expect(interpretPlanSearch("  Erika   Mustermann ")).toMatchObject({ term: "Erika Mustermann", text: "erika mustermann", idPrefix: null, statuses: [] });
    expect(interpretPlanSearch("Entwurf Müller")).toMatchObject({ statuses: ["draft"], text: "müller" });
    expect(interpretPlanSearch("3FA85F64")).toMatchObject({ text: "3fa85f64", idPrefix: "3fa85f64" });
    expect(interpretPlanSearch("3fa85f64-5717-4562")).toMatchObject({ idPrefix: "3fa85f64-5717-4562" });
    expect(interpretPlanSearch("beef")).toMatchObject({ text: "beef", idPrefix: "beef" });
    expect(interpretPlanSearch("anna@example.com")).toMatchObject({ text: "anna@example.com", idPrefix: null, emailOnly: true });
    expect(interpretPlanSearch("Anna")).toMatchObject({ emailOnly: false });
  });

  it("searches terms under 3 characters only as an id prefix", () => {
    expect(interpretPlanSearch("ab")).toMatchObject({ text: null, idPrefix: "ab", tooShort: true });
    expect(interpretPlanSearch("xy")).toMatchObject({ text: null, idPrefix: null, tooShort: true });
    expect(isEmptySearch(interpretPlanSearch("xy"))).toBe(false);
  });

  it("treats an empty term as all plans and cuts a long one", () => {
    expect(isEmptySearch(interpretPlanSearch(""))).toBe(true);
    expect(isEmptySearch(interpretPlanSearch(null))).toBe(true);
    expect(isEmptySearch(interpretPlanSearch("Entwurf"))).toBe(false);
    expect(interpretPlanSearch("a".repeat(500)).term).toHaveLength(200);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});

describe("pages", () => {
  it("reads ?page= as a whole number from 1, else 1", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("9999999")).toBe(1);
  });
  it("counts pages, at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe("the edit schema", () => {
  it("refuses a blank text, a text past the limit and control characters; normalises line breaks", () => {
    expect(planEditSchema.safeParse({ content: "Tag 1\r\nText" })).toMatchObject({ success: true, data: { content: "Tag 1\nText" } });
    const blank = planEditSchema.safeParse({ content: " \n\t " });
    expect(blank.success || planEditIssue(blank.error)).toBe("blank");
    const long = planEditSchema.safeParse({ content: "x".repeat(PLAN_CONTENT_MAX + 1) });
    expect(long.success || planEditIssue(long.error)).toBe("tooLong");
    const control = planEditSchema.safeParse({ content: "Tag 1\u0000" });
    expect(control.success || planEditIssue(control.error)).toBe("invalid");
    // No day read from the text (the customer would see the placeholder day), or rest days only.
    const noDays = planEditSchema.safeParse({ content: "Liebe Klara, hier kommt Ihr Plan." });
    expect(noDays.success || planEditIssue(noDays.error)).toBe("noDays");
    const restOnly = planEditSchema.safeParse({ content: "Tag 1 - Ruhetag\n- Spaziergang" });
    expect(restOnly.success || planEditIssue(restOnly.error)).toBe("noDays");
    expect(planEditSchema.safeParse({ content: "Tag 1" }).success).toBe(true);
    expect(planEditSchema.safeParse({ content: 42 }).success).toBe(false);
  });
});

describe("jobs as the coach sees them", () => {
  it("names the mail's state", () => {
    expect(mailStateOf(null)).toBe("none");
    expect(mailStateOf({ status: "queued", error: null })).toBe("queued");
    expect(mailStateOf({ status: "running", error: null })).toBe("queued");
    expect(mailStateOf({ status: "queued", error: "SMTP 421" })).toBe("retrying");
    expect(mailStateOf({ status: "completed", error: "SMTP 421" })).toBe("sent");
    expect(mailStateOf({ status: "failed", error: "x" })).toBe("failed");
    expect(jobPending({ status: "running" })).toBe(true);
    expect(jobPending({ status: "failed" })).toBe(false);
    expect(jobPending(null)).toBe(false);
  });

  it("shortens an error and removes credentials, tokens and addresses", () => {
    const error = shortJobError(
      "connect failed smtp://mailer:s3cret@smtp.example.com:587 for kunde@example.com; Authorization: Bearer abc.def; api_key=sk-123456789abc password: hunter2",
      500,
    );
    expect(error).not.toMatch(/s3cret|kunde@example\.com|abc\.def|sk-123456789abc|hunter2/);
    expect(error).toContain("smtp://***@smtp.example.com:587");
    expect(shortJobError("x".repeat(300))).toHaveLength(160);
    expect(shortJobError("line one\n  line two")).toBe("line one line two");
    expect(shortJobError(null)).toBeNull();
  });
});

describe("the completion throttle (spec §5: 300 000 ms)", () => {
  it("blocks a second click within five minutes", () => {
    const t0 = 1_000_000;
    expect(throttleRemainingMs(null, t0)).toBe(0);
    expect(throttleRemainingMs(t0, t0 + 1000)).toBe(COMPLETE_THROTTLE_MS - 1000);
    expect(throttleRemainingMs(t0, t0 + COMPLETE_THROTTLE_MS)).toBe(0);
    expect(throttleRemainingMs(t0, t0 - 5000)).toBe(COMPLETE_THROTTLE_MS);
    expect(throttleRemainingMs(Number.NaN, t0)).toBe(0);
  });
});
