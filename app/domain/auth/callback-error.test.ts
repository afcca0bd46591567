import { describe, expect, it } from "vitest";
import { callbackParams } from "./callback-error";

describe("callback error parameters", () => {
  it("reads a fragment and a query string alike", () => {
    expect(callbackParams("#error=access_denied&error_description=x").get("error")).toBe("access_denied");
    expect(callbackParams("?error=access_denied").get("error")).toBe("access_denied");
    expect(callbackParams("").get("error")).toBeNull();
  });
});
