import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, formatSecret, hotp, parseOtpAuthUri, totp } from "./totp.server";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("TOTP helper", () => {
  it("matches the RFC 6238 test vectors (SHA-1)", () => {
    const vectors: Array<[number, string]> = [
      [59, "94287082"],
      [1111111109, "07081804"],
      [1111111111, "14050471"],
      [1234567890, "89005924"],
      [2000000000, "69279037"],
      [20000000000, "65353130"],
    ];
    for (const [seconds, code] of vectors) expect(totp(RFC_SECRET, { time: seconds * 1000, digits: 8 })).toBe(code);
  });

  it("matches the RFC 4226 HOTP vectors", () => {
    const key = Buffer.from("12345678901234567890");
    expect([0, 1, 2, 3, 9].map((c) => hotp(key, c))).toEqual(["755224", "287082", "359152", "969429", "520489"]);
  });

  it("base32 round-trips and ignores padding, case and spaces", () => {
    const bytes = Buffer.from("better-auth secret ✓");
    expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    expect(base32Decode("gezd gnbv===")).toEqual(base32Decode("GEZDGNBV"));
    expect(() => base32Decode("0189")).toThrow();
  });

  it("reads the secret, issuer and account from an otpauth URI", () => {
    const uri = `otpauth://totp/Watts:anna%40example.com?secret=${RFC_SECRET}&issuer=Watts&digits=6&period=30`;
    expect(parseOtpAuthUri(uri)).toEqual({ secret: RFC_SECRET, issuer: "Watts", account: "anna@example.com", digits: 6, period: 30, algorithm: "SHA1" });
    expect(parseOtpAuthUri("https://example.com")).toBeNull();
    expect(parseOtpAuthUri("otpauth://hotp/x?secret=ABC")).toBeNull();
    expect(parseOtpAuthUri("otpauth://totp/x?secret=not*base32")).toBeNull();
    expect(parseOtpAuthUri("not a url")).toBeNull();
  });

  it("groups the secret by four for manual entry", () => {
    expect(formatSecret("ABCDEFGHIJKLMN")).toBe("ABCD EFGH IJKL MN");
    expect(formatSecret("")).toBe("");
  });
});
