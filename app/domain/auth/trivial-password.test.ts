import { describe, expect, it } from "vitest";
import { isTrivialPassword } from "./trivial-password";

describe("isTrivialPassword", () => {
  it("refuses repeated characters and straight runs", () => {
    for (const p of ["aaaaaa", "111111", "123456", "abcdef", "987654", "FEDCBA", "zzzzzzzz"]) expect(isTrivialPassword(p), p).toBe(true);
  });
  it("accepts everything else", () => {
    for (const p of ["geheim123", "aaaaab", "135790", "abcdeg", "Tr4iningsplan!", "123457"]) expect(isTrivialPassword(p), p).toBe(false);
  });
});
