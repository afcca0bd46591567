/**
 * What the plan view sends to the server (one Zod schema per request kind, used by the browser
 * before sending and by the server as the authority).
 */
import "~/lib/zod-config";
import { z } from "zod";
import { LIMITS } from "~/domain/questionnaire/options";
import { PROGRESS_LIMITS } from "./progress";
import { SET_VALUE_PATTERN } from "./set-entry";
import { MAX_WORKOUT_MS } from "./workout";

const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** Text without NUL and other control characters except line breaks and tabs. */
const cleanText = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n"))
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), "invalid")
    .pipe(z.string().max(max, "tooLong"));

export const setChangeSchema = z.object({
  day: int(1, PROGRESS_LIMITS.maxDay),
  exerciseOrder: int(0, PROGRESS_LIMITS.maxExerciseOrder),
  setNumber: int(1, PROGRESS_LIMITS.maxSetNumber),
  // A number (repetitions, minutes, seconds or metres) or nothing: never a range or free text (issue 24).
  reps: z
    .string()
    .max(PROGRESS_LIMITS.repsMax)
    .transform((v) => v.trim().replace(",", "."))
    .refine((v) => SET_VALUE_PATTERN.test(v), "number"),
  weight: z.number().min(0).max(PROGRESS_LIMITS.weightMax).refine((w) => Number.isInteger(w / PROGRESS_LIMITS.weightStep), "step"),
  completed: z.boolean(),
  /** ms since the epoch, as the device saw it. */
  changedAt: z.number().int().min(0).max(8_640_000_000_000_000),
});

/**
 * A swap (or its undo: `alternative` null) made on the device, sent through the same outbox as the
 * set changes (decision 0104); the server checks it against the allowed list.
 */
export const swapChangeSchema = z.object({
  day: int(1, PROGRESS_LIMITS.maxDay),
  exerciseOrder: int(0, PROGRESS_LIMITS.maxExerciseOrder),
  alternative: z.string().trim().min(1).max(200).nullable(),
  changedAt: z.number().int().min(0).max(8_640_000_000_000_000),
});

/** One batch of the outbox: set changes and swaps (at least one of them). */
export const progressRequestSchema = z
  .object({
    intent: z.literal("progress"),
    changes: z.array(setChangeSchema).max(PROGRESS_LIMITS.batchMax).default([]),
    swaps: z.array(swapChangeSchema).max(PROGRESS_LIMITS.swapBatchMax).default([]),
  })
  .refine((v) => v.changes.length + v.swaps.length > 0, { message: "empty", path: ["changes"] });

/** Day feedback (day 1–14, at most 300 characters) or plan feedback (day 0, at most 700). */
export const feedbackRequestSchema = z
  .object({
    intent: z.literal("feedback"),
    day: int(0, PROGRESS_LIMITS.maxDay),
    text: cleanText(LIMITS.planFeedbackMax).transform((v) => v.trim()),
  })
  .refine((v) => v.day === 0 || v.text.length <= LIMITS.dayFeedbackMax, { message: "tooLong", path: ["text"] });

export const submitRequestSchema = z.object({
  intent: z.literal("submit"),
  word: z.string().max(100),
});

/** Swap the exercise at a slot for an allowed alternative (name), or undo the swap (null). */
export const swapRequestSchema = z.object({
  intent: z.literal("swap"),
  day: int(1, PROGRESS_LIMITS.maxDay),
  exerciseOrder: int(0, PROGRESS_LIMITS.maxExerciseOrder),
  alternative: z.string().trim().min(1).max(200).nullable(),
});

/** The allowed alternatives of the exercise at a slot (read before swapping). */
export const alternativesRequestSchema = z.object({
  intent: z.literal("alternatives"),
  day: int(1, PROGRESS_LIMITS.maxDay),
  exerciseOrder: int(0, PROGRESS_LIMITS.maxExerciseOrder),
});

/** The start and finish of a day's workout as the device recorded them (decision 0104). */
export const workoutRequestSchema = z
  .object({
    intent: z.literal("workout"),
    day: int(1, PROGRESS_LIMITS.maxDay),
    startedAt: z.number().int().min(0).max(8_640_000_000_000_000),
    finishedAt: z.number().int().min(0).max(8_640_000_000_000_000).nullable(),
  })
  .refine((v) => v.finishedAt === null || (v.finishedAt >= v.startedAt && v.finishedAt - v.startedAt <= MAX_WORKOUT_MS), { message: "duration", path: ["finishedAt"] });

export const trainingRequestSchema = z.union([
  progressRequestSchema,
  feedbackRequestSchema,
  submitRequestSchema,
  swapRequestSchema,
  alternativesRequestSchema,
  workoutRequestSchema,
]);
export type TrainingRequest = z.output<typeof trainingRequestSchema>;
export type SetChangeInput = z.output<typeof setChangeSchema>;
export type SwapChangeInput = z.output<typeof swapChangeSchema>;
