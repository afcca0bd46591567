/**
 * Drizzle relations for better-auth's joined reads (`advanced.database.joins`): a session with its
 * user, an account with its user, a user with its accounts, each in one statement instead of two
 * (issue 14: a write's session check was two round trips). Only what better-auth joins; the app's
 * own queries use explicit joins.
 */
import { relations } from "drizzle-orm";
import { account, session, user } from "./schema.server";

export const userRelations = relations(user, ({ many }) => ({
  // better-auth names a one-to-many join after the model plus "s" (drizzle adapter, `usePlural` off).
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
