import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Bytes, sha256Hex } from "./sha256";

const nodeSha = (s: string | Uint8Array) => createHash("sha256").update(s).digest("hex");

describe("sha256Hex", () => {
  it("matches the FIPS 180-4 test vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
    expect(sha256Hex("The quick brown fox jumps over the lazy dog")).toBe(
      "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592",
    );
  });

  it("hashes one million 'a' (many blocks)", () => {
    expect(sha256Hex("a".repeat(1_000_000))).toBe("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  });

  it("encodes umlauts, ß and non-BMP characters as UTF-8 (cross-checked with node:crypto)", () => {
    for (const s of ["Übung für Rücken und Füße – Größe", "Straße", "äöüÄÖÜß€", "Kraft 💪 und Ausdauer"]) {
      expect(sha256Hex(s), s).toBe(nodeSha(s));
    }
  });

  it("agrees with node:crypto at every padding boundary", () => {
    for (let n = 0; n <= 200; n++) {
      const s = "x".repeat(n);
      expect(sha256Hex(s), `length ${n}`).toBe(nodeSha(s));
    }
  });

  it("hashes raw bytes", () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    const hex = Array.from(sha256Bytes(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex).toBe(nodeSha(bytes));
  });

  it("returns 64 lower-case hex characters", () => {
    expect(sha256Hex("Trainingsplan")).toMatch(/^[0-9a-f]{64}$/);
  });
});
