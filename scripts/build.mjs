// `npm run build`: the React Router build (without its known noise, see build-output.mjs), then the
// embedded-database template, then the static files precompressed (.br, .gz).
import { spawn } from "node:child_process";
import readline from "node:readline";
import { isKnownNoise } from "./build-output.mjs";

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1" } : {}) },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => {
        if (!isKnownNoise(line)) to.write(`${line}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const status =
  (await run(bin("react-router"), ["build"])) ||
  (await run(process.execPath, ["scripts/pglite-template.mjs"])) ||
  (await run(process.execPath, ["scripts/precompress.mjs"]));
process.exit(status);
