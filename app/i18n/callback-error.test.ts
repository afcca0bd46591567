import { describe, expect, it } from "vitest";
import { callbackParams } from "~/domain/auth/callback-error";
import { callbackErrorMessage } from "./callback-error";

describe("callback error parameters (query or fragment)", () => {
  it("reads a fragment like a query string", () => {
    const p = callbackParams("#error=access_denied&error_description=Zugriff%20verweigert");
    expect(callbackErrorMessage("de", p)).toBe("Zugriff verweigert");
    expect(callbackErrorMessage("de", callbackParams("?error_description=Abgebrochen"))).toBe("Abgebrochen");
  });

  it("uses the catalogue for a known code, the unknown text otherwise, and nothing without an error", () => {
    expect(callbackErrorMessage("de", callbackParams("#error=invalid_token"))).toBe("Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.");
    expect(callbackErrorMessage("en", callbackParams("#error=server_error"))).toBe("An unknown authentication error occurred.");
    expect(callbackErrorMessage("de", callbackParams("#access_token=x&type=signup"))).toBeNull();
    expect(callbackErrorMessage("de", callbackParams(""))).toBeNull();
  });

  it("cuts a long description", () => {
    expect(callbackErrorMessage("en", callbackParams(`?error_description=${"x".repeat(500)}`))).toHaveLength(300);
  });
});
