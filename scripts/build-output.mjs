// Known noise in the build's output that is not ours to fix at its source.
//
// @react-router/dev 7.18 loads react-router.config.ts through an internal Vite server created with
// `envFile: false` and its own logger (dist/vite.js, createContext); Vite 8 deprecated that option
// and warns once per such server. Nothing in our configuration reaches that server, so the line is
// dropped here. (The child compiler that printed the rest went away with future.v8_viteEnvironmentApi.)
export const KNOWN_NOISE = ["The `envFile` option is deprecated, please use `envDir: false` instead."];

/** True for an output line (ANSI colours and surrounding space ignored) that is known noise. */
export function isKnownNoise(line) {
  const plain = line.replace(new RegExp(String.raw`\u001b\[[0-9;]*m`, "g"), "").trim();
  return KNOWN_NOISE.includes(plain);
}
