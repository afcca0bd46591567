// The load client (wrk, a multi-threaded C client) and the static reference (nginx) of npm run bench:load.
// Both come from Debian's packages: `apt-get install -y wrk nginx`.
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";

export const INSTALL_HINT = "apt-get install -y wrk nginx";

/** The path of a program on PATH or in /usr/sbin (nginx lives there), or null. */
export function which(name: string): string | null {
  try {
    return execFileSync("sh", ["-c", `command -v ${name} || ls /usr/sbin/${name}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().split("\n")[0] || null;
  } catch {
    return null;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers with a status of 400 or more (wrk: "Non-2xx or 3xx responses"). */
  non2xx: number;
}

/** A wrk duration ("812.00us", "3.51ms", "1.02s", "1.00m") in milliseconds. */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
  return Number(m[1]) * factor;
}

/** The figures of `wrk --latency` output. */
export function parseWrk(output: string): Sample {
  const percentile = (p: number) => wrkMs(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50: percentile(50),
    p99: percentile(99),
    errors: socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

/** wrk with two threads (the machine's cores) and `connections` connections for `seconds` seconds. */
export function runWrk(wrk: string, url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Sample> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(wrk, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk ${url}: ${error.message}\n${stderr}`));
      const sample = parseWrk(stdout);
      if (!Number.isFinite(sample.rps)) return reject(new Error(`wrk ${url}: no figures in\n${stdout}`));
      resolve(sample);
    });
  });
}

export interface StaticServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * nginx from a generated configuration in `dir` (one worker; pid, logs and temp files there, so no
 * root is needed), serving each saved answer byte for byte under its path, with a .gz beside it
 * (gzip_static: Debian's nginx has no brotli).
 */
export async function startNginx(nginx: string, dir: string, answers: Array<{ path: string; body: Buffer; type: string }>): Promise<StaticServer> {
  // nginx's worker may run as an unprivileged user: the files must be readable by everybody
  fs.mkdirSync(path.join(dir, "files"), { recursive: true });
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  // (as nginx started by root runs its worker): the directories on the way too.
  fs.chmodSync(path.dirname(dir), 0o755);
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, "files"), 0o755);
  const locations = answers.map((answer, i) => {
    fs.writeFileSync(path.join(dir, "files", `${i}`), answer.body, { mode: 0o644 });
    fs.writeFileSync(path.join(dir, "files", `${i}.gz`), zlib.gzipSync(answer.body, { level: 9 }), { mode: 0o644 });
    return `    location = ${answer.path} { default_type "${answer.type}"; try_files /${i} =404; }`;
  });
  const port = await freePort();
  const conf = `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/files;
    gzip_static on;
    gzip_vary on;
${locations.join("\n")}
  }
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const baseURL = `http://127.0.0.1:${port}`;
  const log = () => (fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "");
  await waitFor(`${baseURL}${answers[0]!.path}`, child, log).catch(async (error) => {
    await stopChild(child);
    throw error;
  });
  return { baseURL, stop: () => stopChild(child) };
}
