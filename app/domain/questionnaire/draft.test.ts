import { describe, expect, it } from "vitest";
import { restoreDraft, serializeDraft } from "./draft";
import { emptyQuestionnaireValues } from "./form-values";

describe("questionnaire draft", () => {
  const base = emptyQuestionnaireValues({ first_name: "Lena", last_name: "Berg" });
  const typed = { ...base, age: "34", gender: "female", main_goals: ["muscle_gain"], health_restrictions: "Knie links", data_consent: true };

  it("restores what this account typed over the server's values", () => {
    expect(restoreDraft(serializeDraft("Lena@Example.com", typed), "lena@example.com", base)).toEqual(typed);
  });

  it("restores nothing for another account, for garbage, or when nothing differs", () => {
    expect(restoreDraft(serializeDraft("max@example.com", typed), "lena@example.com", base)).toBeNull();
    expect(restoreDraft("{not json", "lena@example.com", base)).toBeNull();
    expect(restoreDraft(null, "lena@example.com", base)).toBeNull();
    expect(restoreDraft(serializeDraft("lena@example.com", base), "lena@example.com", base)).toBeNull();
  });

  it("takes only fields of the right type", () => {
    const raw = JSON.stringify({ email: "lena@example.com", values: { age: 34, gender: "male", main_goals: "x", equipment: [1], data_consent: "yes", extra: "x" } });
    expect(restoreDraft(raw, "lena@example.com", base)).toEqual({ ...base, gender: "male" });
  });
});
