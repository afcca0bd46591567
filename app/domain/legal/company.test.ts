import { describe, expect, it } from "vitest";
import { companyFieldOf, companyValue } from "./company";
import { companySchema } from "./company-schema";

describe("company data", () => {
  it("maps the texts' placeholders in both languages to one field", () => {
    expect(companyFieldOf("[Firmenname und Rechtsform]")).toBe("name");
    expect(companyFieldOf("[Company name and legal form]")).toBe("name");
    expect(companyFieldOf("[Standort in der EU]")).toBe("dataCentreLocation");
    expect(companyFieldOf("[Kündigungsbutton im Konto – folgt]")).toBeNull();
  });

  it("gives the configured value, or null while it is missing", () => {
    expect(companyValue("[Ort]", { city: "Leipzig" })).toBe("Leipzig");
    expect(companyValue("[City]", {})).toBeNull();
  });

  it("accepts known fields with text and refuses typos and empty values", () => {
    expect(companySchema.safeParse({ name: "Watts GmbH", city: " Leipzig " }).data).toEqual({ name: "Watts GmbH", city: "Leipzig" });
    expect(companySchema.safeParse({ nmae: "Watts GmbH" }).success).toBe(false);
    expect(companySchema.safeParse({ name: "" }).success).toBe(false);
    expect(companySchema.safeParse({ name: 5 }).success).toBe(false);
  });
});
