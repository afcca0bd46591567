import { describe, expect, it } from "vitest";
import {
  detectLang,
  langFromAcceptLanguage,
  langFromPath,
  looksLikeInjection,
  switchLangPath,
  unprefixedRedirect,
} from "./config";

describe("language detection", () => {
  it("takes the first path segment when it is a language", () => {
    expect(langFromPath("/en/preise")).toBe("en");
    expect(langFromPath("/de")).toBe("de");
    expect(langFromPath("/EN/preise")).toBe("en");
    expect(langFromPath("/fr/preise")).toBeNull();
    expect(langFromPath("/")).toBeNull();
  });

  it("falls back to the browser language: en* gives en, anything else de", () => {
    expect(langFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage("en")).toBe("en");
    expect(langFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(langFromAcceptLanguage("fr-FR")).toBe("de");
    expect(langFromAcceptLanguage("fr;q=0.5, en-GB;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage(undefined)).toBe("de");
    expect(langFromAcceptLanguage("")).toBe("de");
  });

  it("rejects values that look like script injection", () => {
    expect(looksLikeInjection("<script>")).toBe(true);
    expect(looksLikeInjection("javascript:alert(1)")).toBe(true);
    expect(looksLikeInjection("%3Cscript%3E")).toBe(true);
    expect(looksLikeInjection("en")).toBe(false);
    expect(langFromPath("/<script>alert(1)</script>/x")).toBeNull();
    expect(langFromAcceptLanguage("en<script>")).toBe("de");
    expect(langFromAcceptLanguage('en" onload="x')).toBe("de");
    expect(detectLang("/%3Cscript%3E", "en-US")).toBe("en");
  });

  it("defaults to de", () => {
    expect(detectLang("/", null)).toBe("de");
    expect(detectLang("/en/ablauf", "de-DE")).toBe("en");
  });
});

describe("paths", () => {
  it("swaps the prefix and keeps the rest of the path, query and hash", () => {
    expect(switchLangPath("/de/preise", "?a=1", "#faq", "en")).toBe("/en/preise?a=1#faq");
    expect(switchLangPath("/en", "", "", "de")).toBe("/de");
    expect(switchLangPath("/", "", "", "en")).toBe("/en");
    expect(switchLangPath("/de/auth/callback", "", "", "en")).toBe("/en/auth/callback");
  });

  it("redirects unprefixed known pages, forgot/reset always to /de", () => {
    expect(unprefixedRedirect("/ablauf", "", "en-US")).toBe("/en/ablauf");
    expect(unprefixedRedirect("/preise", "?x=1", "de")).toBe("/de/preise?x=1");
    expect(unprefixedRedirect("/forgot-password", "", "en-US")).toBe("/de/forgot-password");
    expect(unprefixedRedirect("/reset-password", "?token=a", "en")).toBe("/de/reset-password?token=a");
    expect(unprefixedRedirect("/does-not-exist", "", "en")).toBeNull();
    expect(unprefixedRedirect("/auth/callback", "", "en")).toBeNull();
  });

});
