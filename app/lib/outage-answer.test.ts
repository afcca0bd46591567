import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { catalogs } from "~/i18n";
import { keepAdminFormOnOutage, keepFormOnOutage } from "./outage-answer";

const request = () => new Request("http://x/en/training/p", { method: "POST", body: JSON.stringify({ intent: "feedback", day: 2, text: "Knie zwickt" }), headers: { "content-type": "application/json" } });

describe("keepFormOnOutage", () => {
  it("turns the outage's 503 into a 'not saved, still signed in' answer in the page's language", async () => {
    // The server call consumes the request's body, as React Router's does.
    const sent = request();
    const answer = await keepFormOnOutage("en", sent, () => sent.text().then(() => Promise.reject(new ErrorResponse(503, "Service Unavailable", { error: "unavailable", unsaved: true }))));
    expect(answer).toMatchObject({
      init: { status: 503 },
      data: { intent: "feedback", ok: false, reason: "error", toast: { title: catalogs.en.unavailable.notSavedTitle, description: catalogs.en.unavailable.notSaved } },
    });
  });

  it("passes answers and every other error through", async () => {
    const ok = { intent: "submit", ok: true, toast: { id: "1", title: "t", variant: "success" } } as const;
    expect(await keepFormOnOutage("de", request(), async () => ok)).toBe(ok);
    const other = new ErrorResponse(500, "Internal Server Error", null);
    await expect(keepFormOnOutage("de", request(), () => Promise.reject(other))).rejects.toBe(other);
    const redirect = new Response(null, { status: 302, headers: { location: "/de/login" } });
    await expect(keepFormOnOutage("de", request(), () => Promise.reject(redirect))).rejects.toBe(redirect);
  });

  it("gives an admin form a refusal with the toast and no field errors, and passes the rest through", async () => {
    const outage = () => Promise.reject(new ErrorResponse(503, "Service Unavailable", { error: "unavailable", unsaved: true }));
    expect(await keepAdminFormOnOutage("de", outage)).toMatchObject({
      init: { status: 503 },
      data: { ok: false, errors: {}, toast: { title: catalogs.de.unavailable.notSavedTitle, description: catalogs.de.unavailable.notSaved, variant: "destructive" } },
    });
    const ok = { ok: true };
    expect(await keepAdminFormOnOutage("en", async () => ok)).toBe(ok);
    const other = new ErrorResponse(500, "Internal Server Error", null);
    await expect(keepAdminFormOnOutage("en", () => Promise.reject(other))).rejects.toBe(other);
  });
});
