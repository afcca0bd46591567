/**
 * The admin area's audit trail: every approval, plan edit, completion, prompt save and content change
 * is recorded with the admin and the time, in the same transaction as the change it describes.
 */
import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client.server";
import { adminAudit, type AuditAction } from "~/server/db/schema.server";
import type { AppUser } from "~/server/auth/session.server";

export type AuditEntity = "plan" | "prompt" | "exercise" | "injury" | "image";

export interface AuditEntry {
  id: string;
  action: AuditAction;
  adminEmail: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** Records one admin action; pass the transaction of the change so both commit or neither does. */
export async function recordAudit(
  tx: DbOrTx,
  admin: Pick<AppUser, "id" | "email">,
  action: AuditAction,
  entity: { type: AuditEntity; id: string },
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(adminAudit).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action,
    entityType: entity.type,
    entityId: entity.id,
    details,
  });
}

/** The trail of one entity, newest first. */
export async function listAudit(db: DbOrTx, entity: { type: AuditEntity; id: string }, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.entityType, entity.type), eq(adminAudit.entityId, entity.id)))
    .orderBy(desc(adminAudit.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    adminEmail: r.adminEmail,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
