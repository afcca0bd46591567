/**
 * Builds the service worker (app/service-worker/sw.ts) into build/client/sw.js after React Router's
 * client build (react-router.config.ts `buildEnd`, decision 0071), with the list of files it
 * precaches and a version that changes whenever that list or the worker's code does.
 *
 * The precache is the app shell a member needs offline: the client entry, React Router's manifest,
 * every route module that is not the admin area's, everything they import or load later (the
 * dashboard's tabs), their stylesheets, the icons and the web app manifests.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Source modules whose chunks stay out of the precache: the team's area (never needed offline). */
const NOT_PRECACHED = /^app\/(routes|components)\/admin\//;

export function precacheList(manifest: Record<string, ViteManifestChunk>, clientDir: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || NOT_PRECACHED.test(chunk.src ?? key)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && !NOT_PRECACHED.test(chunk.src ?? key)) visit(key);
  const assets = path.join(clientDir, "assets");
  for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
    // React Router's route manifest (window.__reactRouterManifest), named by every document.
    if (/^manifest-[\w-]+\.js$/.test(name)) files.add(`/assets/${name}`);
  }
  const icons = path.join(clientDir, "icons");
  for (const name of fs.existsSync(icons) ? fs.readdirSync(icons) : []) if (name.endsWith(".png")) files.add(`/icons/${name}`);
  for (const name of ["favicon.svg", "manifest-de.webmanifest", "manifest-en.webmanifest"]) if (fs.existsSync(path.join(clientDir, name))) files.add(`/${name}`);
  return [...files].sort();
}

export async function buildServiceWorker(clientDir: string, root = process.cwd()): Promise<{ file: string; precache: string[]; version: string; bytes: number }> {
  const manifestFile = path.join(clientDir, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ViteManifestChunk>;
  const precache = precacheList(manifest, clientDir);
  const { build } = await import("vite");
  const bundle = async (version: string) => {
    const out = (await build({
      configFile: false,
      logLevel: "warn",
      root,
      define: { __WATTS_SW_VERSION__: JSON.stringify(version), __WATTS_SW_PRECACHE__: JSON.stringify(precache) },
      build: {
        write: false,
        minify: true,
        emptyOutDir: false,
        copyPublicDir: false,
        lib: { entry: path.join(root, "app/service-worker/sw.ts"), formats: ["iife"], name: "wattsServiceWorker", fileName: () => "sw.js" },
      },
    })) as Array<{ output: Array<{ type: string; code?: string }> }> | { output: Array<{ type: string; code?: string }> };
    const outputs = Array.isArray(out) ? out : [out];
    const chunk = outputs[0]!.output.find((o) => o.type === "chunk");
    if (!chunk?.code) throw new Error("service worker bundle is empty");
    return chunk.code;
  };
  // The version: the worker's own code and the files it precaches (content-hashed names).
  const probe = await bundle("0");
  const version = createHash("sha256").update(probe).update(precache.join("\n")).digest("hex").slice(0, 12);
  const code = await bundle(version);
  const file = path.join(clientDir, "sw.js");
  fs.writeFileSync(file, code);
  // The Vite manifest was only needed for this list: it is not served (static-files.server.ts) and not kept.
  for (const dir of [clientDir, path.join(clientDir, "..", "server")]) fs.rmSync(path.join(dir, ".vite"), { recursive: true, force: true });
  return { file, precache, version, bytes: Buffer.byteLength(code) };
}
