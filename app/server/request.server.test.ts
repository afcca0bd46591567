import { describe, expect, it } from "vitest";
import { pageUrl } from "./request.server";

describe("pageUrl", () => {
  it("is the page a data request is for, without React Router's internal parameters", () => {
    expect(pageUrl(new Request("http://x/de/fragebogen.data?_routes=routes%2Fq&step=2")).href).toBe("http://x/de/fragebogen?step=2");
    expect(pageUrl(new Request("http://x/de/_.data")).pathname).toBe("/de/");
    expect(pageUrl(new Request("http://x/_.data")).pathname).toBe("/");
    expect(pageUrl(new Request("http://x/de/login?index&redirectTo=%2Fde")).search).toBe("?redirectTo=%2Fde");
    expect(pageUrl(new Request("http://x/de/metadata")).pathname).toBe("/de/metadata");
  });
});
