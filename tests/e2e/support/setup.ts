/** Runs in every end-to-end test file: a Content-Security-Policy violation fails the test it happened in. */
import { afterAll, afterEach, expect } from "vitest";
import { takeCspViolations } from "./harness";

function expectNoViolation() {
  expect(takeCspViolations(), "Content-Security-Policy violations").toEqual([]);
}

afterEach(expectNoViolation);
afterAll(expectNoViolation);
