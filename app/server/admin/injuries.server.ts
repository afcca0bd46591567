/**
 * The injuries/illnesses list in the admin area (spec part 2 §2.5, §3 `injuries_illnesses`, §7):
 * list ordered by name, create, update, delete; each write and its audit entry in one transaction.
 * The generator matches a customer's free text against `keywords` and avoids `avoid_tags`.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { CONTENT_FORMS, type InjuryInput } from "~/domain/admin/content-schemas";
import type { AppUser } from "~/server/auth/session.server";
import type { DbOrTx } from "~/server/db/client.server";
import { injuriesIllnesses } from "~/server/db/schema.server";
import { recordAudit } from "./audit.server";
import { isUniqueViolation, sortByName, type ContentActionSpec, type WriteResult } from "./content-actions.server";

export interface InjuryRow {
  id: string;
  name: string;
  nameEn: string | null;
  recommendedAdjustments: string | null;
  relevantExercises: string[];
  exclusions: string[];
  keywords: string[];
  avoidTags: string[];
  updatedAt: string;
}

type Admin = Pick<AppUser, "id" | "email">;

export async function listInjuries(db: DbOrTx): Promise<InjuryRow[]> {
  const rows = await db
    .select({
      id: injuriesIllnesses.id,
      name: injuriesIllnesses.name,
      nameEn: injuriesIllnesses.nameEn,
      recommendedAdjustments: injuriesIllnesses.recommendedAdjustments,
      relevantExercises: injuriesIllnesses.relevantExercises,
      exclusions: injuriesIllnesses.exclusions,
      keywords: injuriesIllnesses.keywords,
      avoidTags: injuriesIllnesses.avoidTags,
      updatedAt: injuriesIllnesses.updatedAt,
    })
    .from(injuriesIllnesses);
  return sortByName(rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })));
}

function values(input: InjuryInput) {
  return {
    name: input.name,
    nameEn: input.nameEn,
    recommendedAdjustments: input.recommendedAdjustments,
    relevantExercises: input.relevantExercises,
    exclusions: input.exclusions,
    keywords: input.keywords,
    avoidTags: input.avoidTags,
  };
}

export async function createInjury(db: DbOrTx, admin: Admin, input: InjuryInput): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(injuriesIllnesses)
        .values(values(input))
        .onConflictDoNothing()
        .returning({ id: injuriesIllnesses.id, name: injuriesIllnesses.name });
      if (!row) return { ok: false, reason: "duplicate" } as const;
      await recordAudit(tx, admin, "injury.create", { type: "injury", id: row.id }, { name: row.name });
      return { ok: true, id: row.id, name: row.name } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

export async function updateInjury(db: DbOrTx, admin: Admin, id: string, input: InjuryInput): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ name: injuriesIllnesses.name }).from(injuriesIllnesses).where(eq(injuriesIllnesses.id, id)).for("update");
      if (!current) return { ok: false, reason: "not-found" } as const;
      const [clash] = await tx
        .select({ id: injuriesIllnesses.id })
        .from(injuriesIllnesses)
        .where(and(sql`lower(${injuriesIllnesses.name}) = lower(${input.name})`, ne(injuriesIllnesses.id, id)))
        .limit(1);
      if (clash) return { ok: false, reason: "duplicate" } as const;
      await tx
        .update(injuriesIllnesses)
        .set({ ...values(input), updatedAt: sql`now()` })
        .where(eq(injuriesIllnesses.id, id));
      const details = current.name === input.name ? { name: input.name } : { name: input.name, previousName: current.name };
      await recordAudit(tx, admin, "injury.update", { type: "injury", id }, details);
      return { ok: true, id, name: input.name } as const;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
    throw error;
  }
}

export async function deleteInjury(db: DbOrTx, admin: Admin, id: string): Promise<WriteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(injuriesIllnesses)
      .where(eq(injuriesIllnesses.id, id))
      .returning({ id: injuriesIllnesses.id, name: injuriesIllnesses.name });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await recordAudit(tx, admin, "injury.delete", { type: "injury", id: row.id }, { name: row.name });
    return { ok: true, id: row.id, name: row.name } as const;
  });
}

/** The injuries list of the Database tab as its route's loader and action take it. */
export const injuryContent: ContentActionSpec<InjuryInput, InjuryRow> = {
  kind: "injuries",
  ...CONTENT_FORMS.injuries,
  list: listInjuries,
  create: createInjury,
  update: updateInjury,
  remove: deleteInjury,
};
