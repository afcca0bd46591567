/**
 * Reference data seeded at start-up: the exercise database, the injuries/illnesses list and the
 * two default prompts. Only missing rows are inserted, so the admin's edits are never overwritten;
 * the one exception is filling a seeded exercise's empty English description or instructions
 * (decision 0097): an empty English text is missing, not edited, and no other field is touched.
 * When every row is there already (each start after the first) one counting statement replaces the
 * three inserts (≈ 0.3 s of PGlite's time on the event loop at start, decision 0078).
 */
import { EXERCISES } from "~/domain/exercises/catalog";
import { INJURIES } from "~/domain/exercises/injuries";
import { DEFAULT_PROMPTS } from "~/domain/plan/prompts";
import { sql, type SQLWrapper } from "drizzle-orm";
import { queryRows, type DbOrTx } from "./client.server";
import { exercises, gptPrompts, injuriesIllnesses } from "./schema.server";

/** An English text column with nothing in it (null or blank): the seed may fill it. */
const blank = (column: SQLWrapper) => sql`coalesce(btrim(${column}), '') = ''`;

/**
 * True when every seeded name (case-insensitive, as the unique indexes compare) has its row and no
 * seeded exercise lacks an English text.
 */
async function allPresent(db: DbOrTx): Promise<boolean> {
  const lower = (names: string[]) => [...new Set(names.map((n) => n.toLowerCase()))];
  const exerciseNames = lower(EXERCISES.map((e) => e.name));
  const injuryNames = lower(INJURIES.map((i) => i.name));
  const promptNames = Object.keys(DEFAULT_PROMPTS);
  const [row] = await queryRows<{ exercises: number; untranslated: number; injuries: number; prompts: number }>(
    db,
    sql`select
      (select count(*)::int from ${exercises} where lower(${exercises.name}) in ${exerciseNames}) as exercises,
      (select count(*)::int from ${exercises} where lower(${exercises.name}) in ${exerciseNames}
        and (${blank(exercises.descriptionEn)} or ${blank(exercises.instructionsEn)})) as untranslated,
      (select count(*)::int from ${injuriesIllnesses} where lower(${injuriesIllnesses.name}) in ${injuryNames}) as injuries,
      (select count(*)::int from ${gptPrompts} where ${gptPrompts.name} in ${promptNames}) as prompts`,
  );
  return row !== undefined && row.exercises === exerciseNames.length && row.untranslated === 0 && row.injuries === injuryNames.length && row.prompts === promptNames.length;
}

export async function seedDatabase(db: DbOrTx): Promise<{ exercises: number; injuries: number; prompts: number }> {
  if (await allPresent(db)) return { exercises: 0, injuries: 0, prompts: 0 };
  const insertedExercises = await db
    .insert(exercises)
    .values(
      EXERCISES.map((e) => ({
        name: e.name,
        nameEn: e.nameEn,
        description: e.description,
        instructions: e.instructions,
        descriptionEn: e.descriptionEn,
        instructionsEn: e.instructionsEn,
        videoUrl: e.videoUrl,
        hashtag: e.hashtag,
        muscleGroups: e.muscleGroups,
        equipmentNeeded: e.equipmentNeeded,
        movementPattern: e.movementPattern,
        difficulty: e.difficulty,
        stressTags: e.stressTags,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: exercises.id });
  await fillEnglishTexts(db);
  const insertedInjuries = await db
    .insert(injuriesIllnesses)
    .values(
      INJURIES.map((i) => ({
        name: i.name,
        nameEn: i.nameEn,
        recommendedAdjustments: i.recommendedAdjustments,
        relevantExercises: i.relevantExercises,
        exclusions: i.exclusions,
        avoidTags: i.avoidTags,
        keywords: i.keywords,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: injuriesIllnesses.id });
  const insertedPrompts = await db
    .insert(gptPrompts)
    .values(Object.entries(DEFAULT_PROMPTS).map(([name, content]) => ({ name, content })))
    .onConflictDoNothing()
    .returning({ name: gptPrompts.name });
  return { exercises: insertedExercises.length, injuries: insertedInjuries.length, prompts: insertedPrompts.length };
}

/**
 * Seeded exercises whose English description or instructions are empty (rows seeded before the
 * English texts existed, or emptied) get the catalog's text; a non-empty English text, whoever wrote
 * it, and every other field stay as they are. One statement for the whole catalog.
 */
async function fillEnglishTexts(db: DbOrTx): Promise<void> {
  const values = sql.join(
    EXERCISES.map((e) => sql`(${e.name.toLowerCase()}, ${e.descriptionEn}, ${e.instructionsEn})`),
    sql`, `,
  );
  await db.execute(sql`update ${exercises} set
      description_en = case when ${blank(sql`${exercises}.description_en`)} then catalog.description_en else ${exercises}.description_en end,
      instructions_en = case when ${blank(sql`${exercises}.instructions_en`)} then catalog.instructions_en else ${exercises}.instructions_en end,
      updated_at = now()
    from (values ${values}) as catalog(name, description_en, instructions_en)
    where lower(${exercises}.name) = catalog.name
      and (${blank(sql`${exercises}.description_en`)} or ${blank(sql`${exercises}.instructions_en`)})`);
}
