import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { acquireDataDirLock, currentIdentity, DataDirLockedError, LOCK_FILE_NAME, parseOwner, type DataDirLock, type LockOwner } from "./data-dir-lock.server";

let dir: string;
const locks: DataDirLock[] = [];
const acquire = (...args: Parameters<typeof acquireDataDirLock>) => {
  const lock = acquireDataDirLock(...args);
  locks.push(lock);
  return lock;
};
const lockFile = () => path.join(dir, LOCK_FILE_NAME);
const readOwner = () => parseOwner(fs.readFileSync(lockFile(), "utf8"));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A lock file as another process (container, host) would have written it. */
function writeForeignLock(owner: Partial<LockOwner>) {
  const now = Date.now();
  const full: LockOwner = { token: "f".repeat(32), host: "other-host", pid: 1, pidNamespace: "pid:[4026532999]", bootId: "boot-b", since: now - 60_000, heartbeat: now, ...owner };
  fs.writeFileSync(lockFile(), JSON.stringify(full));
  return full;
}

function lockedError(fn: () => unknown): DataDirLockedError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirLockedError);
    return error as DataDirLockedError;
  }
  throw new Error("expected the lock to be refused");
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "watts-lock-"));
});
afterEach(() => {
  for (const l of locks.splice(0)) l.release();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("data directory lock", () => {
  it("records a random owner token, the host, the PID namespace and a heartbeat", () => {
    const lock = acquire(dir);
    const owner = readOwner()!;
    expect(owner.token).toMatch(/^[0-9a-f]{32}$/);
    expect(owner).toMatchObject({ token: lock.owner.token, host: os.hostname(), pid: process.pid });
    expect(owner.pidNamespace).toBe(currentIdentity().pidNamespace);
    expect(Math.abs(owner.heartbeat - Date.now())).toBeLessThan(5_000);
    expect(lock.tookOver).toBeNull();
  });

  it("refuses a second holder with PID 1 in another PID namespace although its own PID is 1 too", () => {
    acquire(dir, { identity: { pid: 1, pidNamespace: "pid:[4026532001]", host: "web", bootId: "b" } });
    const error = lockedError(() => acquire(dir, { identity: { pid: 1, pidNamespace: "pid:[4026532002]", host: "web", bootId: "b" } }));
    // One line: which directory, who holds it since when, what to do, and how long a crash blocks.
    expect(error.message).not.toContain("\n");
    expect(error.message).toContain(`The embedded database in ${dir} is in use by another process (process 1 on host "web" since `);
    expect(error.message).toMatch(/last heartbeat \d+ s ago\)/);
    expect(error.message).toContain("Stop that process first, or set DATABASE_URL");
    expect(error.message).toMatch(/its lock expires 15 s after its last heartbeat \(at \d{4}-\d\d-\d\dT/);
    expect(error.holder?.pid).toBe(1);
  });

  it("refuses a second open in the same process and frees the directory on release", () => {
    const first = acquire(dir);
    lockedError(() => acquire(dir));
    first.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    expect(acquire(dir).owner.token).not.toBe(first.owner.token);
  });

  it("takes over a lock whose heartbeat is older than three intervals (a crashed container), not a fresh one", () => {
    writeForeignLock({ heartbeat: Date.now() - 10_000 });
    lockedError(() => acquire(dir));
    const old = writeForeignLock({ heartbeat: Date.now() - 16_000 });
    const lock = acquire(dir);
    expect(lock.tookOver).toEqual({ owner: old, reason: "heartbeat" });
    expect(readOwner()?.token).toBe(lock.owner.token);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });

  it("takes over at once when the holder ran on this machine in this PID namespace and is gone (kill -9)", () => {
    const gone = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const me = currentIdentity();
    writeForeignLock({ host: me.host, bootId: me.bootId, pidNamespace: me.pidNamespace, pid: gone, heartbeat: Date.now() });
    if (!me.pidNamespace || !me.bootId) return; // not Linux: only the heartbeat rule applies
    const lock = acquire(dir);
    expect(lock.tookOver?.reason).toBe("dead-process");
  });

  it("a living holder on this machine keeps its lock; so does any holder in another namespace whatever its PID", () => {
    const me = currentIdentity();
    writeForeignLock({ host: me.host, bootId: me.bootId, pidNamespace: me.pidNamespace, pid: process.ppid });
    lockedError(() => acquire(dir));
    writeForeignLock({ host: me.host, bootId: me.bootId, pidNamespace: "pid:[1]", pid: 999_999 });
    lockedError(() => acquire(dir));
  });

  it("judges an unreadable lock file by its modification time", () => {
    fs.writeFileSync(lockFile(), "12345");
    const error = lockedError(() => acquire(dir));
    expect(error.message).toContain("(an unknown process, last written 0 s ago)");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(), old, old);
    expect(acquire(dir).tookOver?.reason).toBe("heartbeat");
  });

  it("refreshes the heartbeat on its timer", async () => {
    const lock = acquire(dir, { heartbeatMs: 40 });
    const first = readOwner()!.heartbeat;
    await sleep(150);
    const later = readOwner()!;
    expect(later.token).toBe(lock.owner.token);
    expect(later.heartbeat).toBeGreaterThan(first);
    expect(later.since).toBe(first);
  });

  it("a holder that finds another token on its next heartbeat reports the loss and keeps its hands off the new lock", async () => {
    const onCompromised = vi.fn();
    const lock = acquire(dir, { heartbeatMs: 40, onCompromised });
    // Another process judged it stale (e.g. this one was frozen) and replaced it.
    fs.renameSync(lockFile(), path.join(dir, "moved"));
    const other = writeForeignLock({ heartbeat: Date.now() });
    await sleep(150);
    expect(onCompromised).toHaveBeenCalledTimes(1);
    expect(onCompromised.mock.calls[0]![0]).toMatch(/^Lost the lock on the embedded database in .*: process 1 on host "other-host" took it over/);
    expect(lock.heartbeat()).toBe(false);
    lock.release();
    expect(readOwner()?.token).toBe(other.token);
  });

  it("puts a removed lock file back on the next heartbeat", async () => {
    const onCompromised = vi.fn();
    const lock = acquire(dir, { heartbeatMs: 40, onCompromised });
    fs.rmSync(lockFile());
    await sleep(120);
    expect(readOwner()?.token).toBe(lock.owner.token);
    expect(onCompromised).not.toHaveBeenCalled();
  });

  it("stale takeover re-checks what it moved: a fresh lock that replaced the stale one is put back", () => {
    // Simulated race: between judging the stale lock and moving it, another process replaced it.
    writeForeignLock({ token: "a".repeat(32), heartbeat: Date.now() - 60_000 });
    const realRename = fs.renameSync;
    const spy = vi.spyOn(fs, "renameSync").mockImplementationOnce((from, to) => {
      writeForeignLock({ token: "b".repeat(32), heartbeat: Date.now() });
      return realRename(from, to);
    });
    try {
      const error = lockedError(() => acquire(dir));
      expect(error.holder?.token).toBe("b".repeat(32));
    } finally {
      spy.mockRestore();
    }
    expect(readOwner()?.token).toBe("b".repeat(32));
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });
});
