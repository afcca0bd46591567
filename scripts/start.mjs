// `npm start`: build when there is no build or the sources are newer, then serve (server.js).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const stamp = path.resolve("build/server/index.js");
const template = path.resolve("build/pglite-template.tar");

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "drizzle", "public", "package.json", "vite.config.ts", "react-router.config.ts"].filter((p) => fs.existsSync(p));
const needsBuild =
  !fs.existsSync(stamp) || !fs.existsSync(template) || Math.max(...sources.map(newestMtime)) > fs.statSync(stamp).mtimeMs;

if (needsBuild) {
  console.log("Building the app (first start or changed sources)…");
  execSync("npm run build", { stdio: "inherit" });
}
process.env.NODE_ENV ??= "production";
await import("../server.js");
