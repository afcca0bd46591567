/**
 * One process per embedded-database directory, across PID namespaces and hosts that share it
 * (two containers on one volume). A PID file cannot do that: every container's first process is PID 1.
 *
 * The lock is a file created with O_EXCL (`DATA_DIR/pgdata.lock`) that holds a random owner token,
 * the host, the PID, the PID namespace, the start time and a heartbeat the holder rewrites every
 * `heartbeatMs` (5 s). Another process may take it over only when
 *   - the heartbeat is older than `staleMs` (15 s, three missed beats): the holder is gone or frozen, or
 *   - the holder ran on this very machine, in this PID namespace, and its PID is gone (a crash or
 *     kill -9 on the same host: no need to wait).
 * A takeover moves the stale file aside by rename (atomic: of two racing processes only one moves
 * it), checks that what it moved is the stale lock it judged, and then creates a new one with
 * O_EXCL again. Every heartbeat re-reads the file: a holder whose token is no longer there has lost
 * the lock (it was frozen for longer than `staleMs`) and must stop at once (`onCompromised`).
 * On a clean exit the holder removes its file. Hosts that share the directory need synchronised
 * clocks (NTP): the heartbeat is compared with the reader's clock.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const LOCK_FILE_NAME = "pgdata.lock";
export const DEFAULT_HEARTBEAT_MS = 5_000;
/** Three missed heartbeats. */
export const DEFAULT_STALE_MS = 3 * DEFAULT_HEARTBEAT_MS;
/** Fixed size of the lock file: a heartbeat rewrites it in place, never shorter (no truncation). */
const RECORD_BYTES = 1024;

export interface LockOwner {
  token: string;
  host: string;
  pid: number;
  /** e.g. `pid:[4026531836]`; null where /proc is not available. */
  pidNamespace: string | null;
  /** Linux boot id: the same host name after a reboot is another machine for PID checks. */
  bootId: string | null;
  /** When the holder took the lock (ms since the epoch, holder's clock). */
  since: number;
  /** The holder's last heartbeat (ms since the epoch, holder's clock). */
  heartbeat: number;
}

export interface DataDirLockOptions {
  heartbeatMs?: number;
  staleMs?: number;
  /**
   * Called when a heartbeat finds that another process has taken the lock over. The database must
   * not be written any more: the default handler of the server stops the process.
   */
  onCompromised?: (message: string) => void;
  /** Tests: the clock and this process's identity. */
  now?: () => number;
  identity?: Partial<Pick<LockOwner, "host" | "pid" | "pidNamespace" | "bootId">>;
}

export interface DataDirLock {
  readonly file: string;
  readonly owner: LockOwner;
  /** The previous holder whose stale lock was taken over, if any. */
  readonly tookOver: { owner: LockOwner | null; reason: "heartbeat" | "dead-process" } | null;
  /** Writes a heartbeat now and checks that the lock is still ours (the timer does this every beat). */
  heartbeat(): boolean;
  release(): void;
}

/** The second process on a data directory: carries the one line the operator reads. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    message: string,
    readonly lockFile: string,
    readonly holder: LockOwner | null,
  ) {
    super(message);
  }
}

/** Locks of this process, freed when it exits without closing its database (process.exit after a timeout). */
const held = new Set<() => void>();
let exitHookInstalled = false;
function onExit(release: () => void) {
  held.add(release);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const r of [...held]) r();
  });
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

export function currentIdentity(): Pick<LockOwner, "host" | "pid" | "pidNamespace" | "bootId"> {
  let pidNamespace: string | null = null;
  let bootId: string | null = null;
  try {
    pidNamespace = fs.readlinkSync("/proc/self/ns/pid");
  } catch {
    /* not Linux, or no /proc */
  }
  try {
    bootId = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    /* not Linux */
  }
  return { host: os.hostname(), pid: process.pid, pidNamespace, bootId };
}

/** The owner recorded in a lock file's text, or null when it is not (yet) a complete record. */
export function parseOwner(text: string): LockOwner | null {
  try {
    const v = JSON.parse(text.trim()) as Partial<LockOwner>;
    if (typeof v.token !== "string" || !v.token || typeof v.heartbeat !== "number" || typeof v.since !== "number") return null;
    return {
      token: v.token,
      host: typeof v.host === "string" ? v.host : "?",
      pid: typeof v.pid === "number" ? v.pid : 0,
      pidNamespace: typeof v.pidNamespace === "string" ? v.pidNamespace : null,
      bootId: typeof v.bootId === "string" ? v.bootId : null,
      since: v.since,
      heartbeat: v.heartbeat,
    };
  } catch {
    return null;
  }
}

function record(owner: LockOwner): Buffer {
  const json = JSON.stringify(owner);
  if (json.length >= RECORD_BYTES) throw new Error("lock record too long");
  return Buffer.from(json.padEnd(RECORD_BYTES - 1, " ") + "\n", "utf8");
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

interface Seen {
  owner: LockOwner | null;
  /** The file's modification time: the heartbeat of a record that cannot be read (torn, foreign). */
  mtimeMs: number;
  ino: number;
}

function inspect(file: string): Seen | null {
  for (let attempt = 0; ; attempt++) {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    const owner = parseOwner(readText(file));
    // A record being created or rewritten can be read half-written: look again a moment later.
    if (owner || attempt >= 3) return { owner, mtimeMs: stat.mtimeMs, ino: stat.ino };
    // A short synchronous pause (this runs at start-up only).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

type Verdict = { stale: false } | { stale: true; reason: "heartbeat" | "dead-process" };

function judge(seen: Seen, me: Pick<LockOwner, "host" | "pid" | "pidNamespace" | "bootId">, now: number, staleMs: number): Verdict {
  const beat = seen.owner?.heartbeat ?? seen.mtimeMs;
  if (now - beat > staleMs) return { stale: true, reason: "heartbeat" };
  const o = seen.owner;
  // Only where PIDs mean the same thing: same machine (boot), same PID namespace.
  if (o && o.pid > 0 && o.host === me.host && o.bootId && o.bootId === me.bootId && o.pidNamespace && o.pidNamespace === me.pidNamespace) {
    if (o.pid !== me.pid && !processExists(o.pid)) return { stale: true, reason: "dead-process" };
  }
  return { stale: false };
}

function seconds(ms: number): string {
  return `${Math.max(0, Math.round(ms / 1000))} s`;
}

/** The one line a refused process prints. */
export function lockedMessage(dataDir: string, holder: LockOwner | null, now: number, staleMs: number, fallbackBeat: number): string {
  const beat = holder?.heartbeat ?? fallbackBeat;
  const who = holder
    ? `process ${holder.pid} on host "${holder.host}" since ${new Date(holder.since).toISOString()}, last heartbeat ${seconds(now - beat)} ago`
    : `an unknown process, last written ${seconds(now - beat)} ago`;
  return (
    `The embedded database in ${dataDir} is in use by another process (${who}). ` +
    `Stop that process first, or set DATABASE_URL to share a PostgreSQL server between processes. ` +
    `If that process has crashed, its lock expires ${seconds(staleMs)} after its last heartbeat (at ${new Date(beat + staleMs).toISOString()}); start again then.`
  );
}

/**
 * Takes the lock of `dataDir` or throws DataDirLockedError with the one-line explanation.
 * The heartbeat timer does not keep the process alive; `release()` stops it and removes the file.
 */
// size: the lock's steps (create, stale check, take over) in order, each with its race explained
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? 3 * heartbeatMs;
  const now = options.now ?? Date.now;
  const me = { ...currentIdentity(), ...options.identity };
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const started = now();
  const owner: LockOwner = { token: randomBytes(16).toString("hex"), ...me, since: started, heartbeat: started };
  let tookOver: DataDirLock["tookOver"] = null;
  let fd: number | null = null;

  for (let attempt = 0; attempt < 5 && fd === null; attempt++) {
    try {
      fd = fs.openSync(file, "wx", 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const seen = inspect(file);
      if (!seen) continue;
      const verdict = judge(seen, me, now(), staleMs);
      if (!verdict.stale) throw new DataDirLockedError(lockedMessage(dataDir, seen.owner, now(), staleMs, seen.mtimeMs), file, seen.owner);
      // Move the stale lock aside; of several processes doing this at once only one succeeds.
      const aside = `${file}.stale-${owner.token}`;
      try {
        fs.renameSync(file, aside);
      } catch (renameError) {
        if ((renameError as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw renameError;
      }
      const moved = parseOwner(readText(aside));
      const sameLock = seen.owner ? moved?.token === seen.owner.token : fs.statSync(aside).ino === seen.ino;
      if (!sameLock) {
        // Someone else replaced the stale lock in between and we moved their fresh one: put it back.
        try {
          fs.linkSync(aside, file);
        } catch {
          /* a newer lock is already there */
        }
      } else {
        tookOver = { owner: seen.owner, reason: verdict.reason };
      }
      fs.rmSync(aside, { force: true });
    }
  }
  if (fd === null) {
    const seen = inspect(file);
    throw new DataDirLockedError(lockedMessage(dataDir, seen?.owner ?? null, now(), staleMs, seen?.mtimeMs ?? now()), file, seen?.owner ?? null);
  }

  const write = () => {
    const buf = record(owner);
    fs.writeSync(fd!, buf, 0, buf.length, 0);
  };
  try {
    write();
    fs.fsyncSync(fd);
    // A file system without an atomic O_EXCL (old NFS) could let two creators through: read it back.
    if (parseOwner(readText(file))?.token !== owner.token) {
      const seen = inspect(file);
      throw new DataDirLockedError(lockedMessage(dataDir, seen?.owner ?? null, now(), staleMs, seen?.mtimeMs ?? now()), file, seen?.owner ?? null);
    }
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }

  let released = false;
  let lost = false;
  const onCompromised =
    options.onCompromised ??
    ((message: string) => {
      throw new Error(message);
    });

  const heartbeat = (): boolean => {
    if (released || lost) return false;
    owner.heartbeat = now();
    try {
      write();
      const current = parseOwner(readText(file));
      if (current?.token === owner.token) return true;
      if (!fs.existsSync(file)) {
        // Removed by hand: take it again unless somebody else was quicker.
        try {
          const again = fs.openSync(file, "wx", 0o644);
          fs.closeSync(fd!);
          fd = again;
          write();
          return true;
        } catch {
          /* somebody else holds it now */
        }
      }
    } catch {
      /* fall through: we cannot prove the lock is still ours */
    }
    lost = true;
    clearInterval(timer);
    const holder = parseOwner(readText(file));
    onCompromised(
      `Lost the lock on the embedded database in ${dataDir}: ` +
        (holder ? `process ${holder.pid} on host "${holder.host}" took it over` : "the lock file was replaced") +
        ` after this process had not refreshed it for more than ${seconds(staleMs)}. Stopping so that only one process writes the data.`,
    );
    return false;
  };
  const timer = setInterval(heartbeat, heartbeatMs);
  timer.unref();

  const release = () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    held.delete(release);
    try {
      if (!lost && parseOwner(readText(file))?.token === owner.token) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
    try {
      if (fd !== null) fs.closeSync(fd);
    } catch {
      /* already closed */
    }
    fd = null;
  };
  onExit(release);

  return {
    file,
    owner,
    tookOver,
    heartbeat,
    release,
  };
}
