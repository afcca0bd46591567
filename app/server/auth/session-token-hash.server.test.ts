import { describe, expect, it } from "vitest";
import { sessionTokenHash, withHashedSessionTokens } from "./session-token-hash.server";

type Row = Record<string, unknown>;
interface Where {
  field: string;
  value: unknown;
  operator?: string;
}

/** A tiny in-memory adapter with better-auth's method shapes. */
function fakeAdapter(rows: Row[]) {
  const matches = (row: Row, where: Where[] = []) =>
    where.every((w) => {
      const v = row[w.field];
      if (w.operator === "in") return (w.value as unknown[]).includes(v);
      if (w.operator === "ne") return v !== w.value;
      return v === w.value;
    });
  const adapter = {
    id: "fake",
    create: async ({ data }: { model: string; data: Row }) => {
      rows.push({ ...data });
      return { ...data };
    },
    findOne: async ({ where }: { model: string; where: Where[] }) => rows.find((r) => matches(r, where)) ?? null,
    findMany: async ({ where }: { model: string; where?: Where[] }) => rows.filter((r) => matches(r, where)),
    update: async ({ where, update }: { model: string; where: Where[]; update: Row }) => {
      const row = rows.find((r) => matches(r, where));
      if (row) Object.assign(row, update);
      return row ? { ...row } : null;
    },
    delete: async ({ where }: { model: string; where: Where[] }) => {
      const i = rows.findIndex((r) => matches(r, where));
      if (i >= 0) rows.splice(i, 1);
    },
    transaction: async (cb: (trx: unknown) => Promise<unknown>) => cb(fakeAdapter(rows)),
  };
  return adapter;
}

describe("withHashedSessionTokens", () => {
  const setup = () => {
    const rows: Row[] = [];
    const adapter = withHashedSessionTokens(() => fakeAdapter(rows))({});
    return { rows, adapter };
  };

  it("stores the hash, and gives every caller back the plaintext it supplied", async () => {
    const { rows, adapter } = setup();
    const created = await adapter.create({ model: "session", data: { id: "s1", token: "plain-1", userId: "u1" } });
    expect(created.token).toBe("plain-1");
    expect(rows[0]!.token).toBe(sessionTokenHash("plain-1"));
    expect(JSON.stringify(rows)).not.toContain("plain-1");
    expect(await adapter.findOne({ model: "session", where: [{ field: "token", value: "plain-1" }] })).toMatchObject({ id: "s1", token: "plain-1" });
    expect(await adapter.update({ model: "session", where: [{ field: "token", value: "plain-1" }], update: { userId: "u2" } })).toMatchObject({ token: "plain-1", userId: "u2" });
    expect(await adapter.findMany({ model: "session", where: [{ field: "token", value: ["plain-1", "other"], operator: "in" }] })).toEqual([expect.objectContaining({ token: "plain-1" })]);
    // The stored hash presented as a token (a stolen database copy) matches nothing.
    expect(await adapter.findOne({ model: "session", where: [{ field: "token", value: sessionTokenHash("plain-1") }] })).toBeNull();
    // Listed by user: the hash, which opens nothing.
    expect((await adapter.findMany({ model: "session", where: [{ field: "userId", value: "u2" }] }))[0]!.token).toBe(sessionTokenHash("plain-1"));
    await adapter.delete({ model: "session", where: [{ field: "token", value: "plain-1" }] });
    expect(rows).toEqual([]);
  });

  it("inside a transaction too", async () => {
    const { rows, adapter } = setup();
    await adapter.transaction(async (trx) => {
      await (trx as typeof adapter).create({ model: "session", data: { id: "s2", token: "plain-2", userId: "u1" } });
    });
    expect(rows[0]!.token).toBe(sessionTokenHash("plain-2"));
  });

  it("leaves other models alone", async () => {
    const { rows, adapter } = setup();
    await adapter.create({ model: "verification", data: { id: "v1", token: "plain-3" } });
    expect(rows[0]!.token).toBe("plain-3");
  });

  it("refuses what a hash cannot answer, and secondary storage", async () => {
    const { adapter } = setup();
    await expect(adapter.findMany({ model: "session", where: [{ field: "token", value: "pla", operator: "starts_with" }] })).rejects.toThrow(/hashed/);
    expect(() => withHashedSessionTokens(() => fakeAdapter([]))({ secondaryStorage: {} })).toThrow(/secondary storage/);
  });

  it("is the SHA-256 in hex", () => {
    expect(sessionTokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
