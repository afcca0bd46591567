import { describe, expect, it } from "vitest";
import { checkProof, decoyProof, makeProof, PROOF_COOKIE, PROOF_HEADER, proofsOf } from "./email-proof.server";

const SECRET = "unit-test-secret-0123456789abcdefghijkl";
const subject = { userId: "u1", email: "Vera@Example.com", passwordHash: "salt:hash-1" };

describe("password proof", () => {
  it("holds for the user, address and stored hash it was made for, until it expires", () => {
    const proof = makeProof(SECRET, subject, 600);
    expect(proof).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkProof(SECRET, proof, subject)).toBe(true);
    expect(checkProof(SECRET, proof, { ...subject, email: "vera@example.com" })).toBe(true);
    expect(checkProof(SECRET, proof, { ...subject, passwordHash: "salt:hash-2" })).toBe(false);
    expect(checkProof(SECRET, proof, { ...subject, userId: "u2" })).toBe(false);
    expect(checkProof(SECRET, proof, { ...subject, email: "other@example.com" })).toBe(false);
    expect(checkProof("another-secret-0123456789abcdefghijklmn", proof, subject)).toBe(false);
    expect(checkProof(SECRET, proof, subject, Date.now() + 601_000)).toBe(false);
  });

  it("a changed expiry, a decoy or garbage proves nothing", () => {
    const [exp, sig] = makeProof(SECRET, subject, 600).split(".");
    expect(checkProof(SECRET, `${Number(exp) + 1000}.${sig}`, subject)).toBe(false);
    const decoy = decoyProof(600);
    expect(decoy).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkProof(SECRET, decoy, subject)).toBe(false);
    for (const bad of [null, undefined, "", "abc", `${exp}.`, `${exp}.${sig}x`, `x.${sig}`]) expect(checkProof(SECRET, bad, subject)).toBe(false);
  });

  it("is read from the sign-up cookie and from the internal header", () => {
    const request = new Request("https://watts.example/api/auth/verify-email", {
      headers: { cookie: `a=1; ${PROOF_COOKIE}=${encodeURIComponent("1.cookie")}; b=2`, [PROOF_HEADER]: "2.header" },
    });
    expect(proofsOf(request)).toEqual(["2.header", "1.cookie"]);
    expect(proofsOf(undefined)).toEqual([]);
  });
});
