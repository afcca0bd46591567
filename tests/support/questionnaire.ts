/** A complete, valid questionnaire as the form posts it (one fixture for the tests that need one). */
import { emptyQuestionnaireValues, type QuestionnaireFormValues } from "~/domain/questionnaire/form-values";

export function completeQuestionnaire(overrides: Partial<QuestionnaireFormValues> = {}, names = { first_name: "Anna", last_name: "Muster" }): QuestionnaireFormValues {
  return {
    ...emptyQuestionnaireValues(names),
    age: "34",
    gender: "female",
    main_goals: ["muscle_building"],
    other_sport: "no",
    training_intensity: "balanced",
    training_frequency: "3x",
    session_duration: "45_60",
    daily_activity: "sitting",
    training_level: "beginner",
    current_training: "no",
    training_experience: ["gym"],
    equipment: ["dumbbells"],
    data_consent: true,
    ...overrides,
  };
}
