/**
 * Demonstration pictures of the catalog's exercises (issue 24 item 7, decision 0104): public-domain
 * photos of the free-exercise-db (Unlicense), mapped only where the movement and its equipment are
 * the same (`exercise-images.json`, made by `scripts/import-exercise-images.py`, licence in
 * docs/exercise-images.md). Shipped as static files under `/exercise-images/`; an exercise without a
 * mapping has no picture. Pure: no I/O.
 */
import { fold } from "~/domain/coaching/text";
import data from "./exercise-images.json";

export interface ExerciseImageEntry {
  /** The catalog's German and English names. */
  name: string;
  nameEn: string;
  /** The free-exercise-db id the pictures come from. */
  source: string;
  /** At most two pictures (start and end position), as URL paths. */
  images: string[];
}

export const EXERCISE_IMAGES: readonly ExerciseImageEntry[] = data.exercises;

const byName = new Map<string, readonly string[]>();
for (const e of EXERCISE_IMAGES) {
  byName.set(fold(e.name), e.images);
  byName.set(fold(e.nameEn), e.images);
}

/** The pictures of an exercise by its German or English catalog name (none: empty). */
export function exerciseImages(name: string): readonly string[] {
  return byName.get(fold(name.trim())) ?? [];
}

/**
 * The pictures of those names that have any, by the name as given: what a page ships for the
 * exercises it can show, instead of the whole table (decision 0120).
 */
export function picturesByName(names: readonly string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of names) {
    const images = exerciseImages(name);
    if (images.length > 0) out[name] = [...images];
  }
  return out;
}
