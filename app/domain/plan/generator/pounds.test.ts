import { describe, expect, it } from "vitest";
import { inKilograms, poundsToKg } from "./pounds";
import { statedMaxes } from "./loads";
import type { QuestionnaireAnswers } from "~/domain/questionnaire/options";

const base = {
  language: "en", first_name: "", last_name: "", email: "", age: 26, gender: "male", main_goals: ["performance"], other_sport: false,
  other_sport_details: null, training_intensity: "intense", training_frequency: "4x", session_duration: "60_90", daily_activity: "active",
  training_level: "intermediate", current_training: "yes", training_experience: ["gym"], equipment: ["barbell"],
  health_restrictions: null, exercise_dislikes: null, training_preferences: null, personal_wishes: null,
} as unknown as QuestionnaireAnswers;

describe("loads in pounds (decision 0135)", () => {
  it("reads a declared pound list as kilograms: rep maxes and the goals in the other field", () => {
    const q = inKilograms({
      ...base,
      training_preferences: "Squat 275x5, Bench 205x5, Deadlift 365x3, OHP 130x5 (lbs). Been doing a linear 3x5 program ~1 yr. 24h gym",
      personal_wishes: "ER nurse, rotating 12h shifts. Goals: 225 bench and 135 OHP by spring",
    });
    expect(q.training_preferences).toBe("Squat 124.5 kg x5, Bench 93 kg x5, Deadlift 165.5 kg x3, OHP 59 kg x5. Been doing a linear 3x5 program ~1 yr. 24h gym");
    expect(q.personal_wishes).toBe("ER nurse, rotating 12h shifts. Goals: 102 kg bench and 61 kg OHP by spring");
    // The 1RM the generator reads: 93 kg × 5 → about 108.5 kg, not 205 × 5 → 239.
    expect(statedMaxes(q.training_preferences).get("bench")).toBeCloseTo(108.5, 0);
  });

  it("converts figures that carry the unit, and only those when the customer also writes kg", () => {
    expect(poundsToKg("bench 185 lbs x 5, curls with 25lb dumbbells", false)).toBe("bench 84 kg x 5, curls with 11.5 kg dumbbells");
    const q = inKilograms({ ...base, training_preferences: "Leg press 100 kg x 10, bench 135 lb x 8, squat 90x5" });
    expect(q.training_preferences).toBe("Leg press 100 kg x 10, bench 61 kg x 8, squat 90x5");
  });

  it("negative control: no pound unit anywhere — nothing changes, counts and times stay", () => {
    const q = { ...base, training_preferences: "Squat 140x5, Bench 100 x 5, 20 push-ups, 3x10, 24h gym", personal_wishes: "225 bench" };
    expect(inKilograms(q)).toBe(q);
  });

  it("negative control: in a pound text, counts, sets × reps, times and small figures stay", () => {
    expect(poundsToKg("3x5 program, 10x10 on Sundays, 20 push-ups, 12h shifts, 4x a week (lbs)", true)).toBe("3x5 program, 10x10 on Sundays, 20 push-ups, 12h shifts, 4x a week");
  });
});

describe("the overhead press as a stated lift (decision 0135)", () => {
  it("reads a barbell overhead press figure", () => {
    expect(statedMaxes("Squat 140x5, OHP 60 kg x5").get("overhead")).toBeCloseTo(70, 0);
    expect(statedMaxes("Schulterdrücken 50 kg, Bankdrücken 90 kg").get("overhead")).toBe(50);
    expect(statedMaxes("Schulterdrücken 50 kg, Bankdrücken 90 kg").get("bench")).toBe(90);
  });
  it("negative control: a dumbbell press is no barbell max", () => {
    expect(statedMaxes("Schulterdrücken KH 20 kg, Bankdrücken 90 kg").has("overhead")).toBe(false);
    expect(statedMaxes("overhead press with dumbbells 2x20 kg").has("overhead")).toBe(false);
  });
});

describe("a best from the past is not today's max (decision 0135)", () => {
  it.each([
    ["Bankdrücken war mein Ding (100kg hab ich mal gedrückt). Seit den Kindern nix mehr.", "bench"],
    ["Bench 140x5, squat 180x5, deadlift 220x3 (before elbow, now dont pull heavy)", "deadlift"],
    ["Früher Kniebeuge 150 kg, jetzt 3 Jahre Pause", "squat"],
    ["I used to bench 120 kg back in college", "bench"],
  ])("%s", (text, lift) => {
    expect(statedMaxes(text).has(lift)).toBe(false);
  });
  it("negative control: current figures stay, also beside a past one", () => {
    const maxes = statedMaxes("Bench 140x5, squat 180x5, deadlift 220x3 (before elbow, now dont pull heavy)");
    expect(maxes.get("bench")).toBeGreaterThan(160);
    expect(maxes.get("squat")).toBeGreaterThan(200);
    expect(statedMaxes("Kniebeuge 120 kg x 5 seit letztem Monat, mit 3 Sätzen").get("squat")).toBeGreaterThan(130);
  });
});

describe("the load for a rep range at the plan's RIR (decision 0138)", () => {
  it("Epley backwards from the range's top plus the RIR", async () => {
    const { shareOfMax } = await import("./loads");
    expect(shareOfMax(4, 6, "1–2")).toBe(0.8);
    expect(shareOfMax(8, 12, "1–2")).toBe(0.69);
    expect(shareOfMax(10, 12, "3")).toBe(0.67);
    // control: more reserve or more reps → a smaller share
    expect(shareOfMax(4, 6, "3")).toBeLessThan(shareOfMax(4, 6, "1–2"));
  });
  it("a decimal figure ends no lift's segment: 'Deadlift 165.5 kg x3'", () => {
    expect(statedMaxes("Bench 93 kg x5, Deadlift 165.5 kg x3, OHP 59 kg x5.").get("deadlift")).toBeGreaterThan(175);
  });
});
