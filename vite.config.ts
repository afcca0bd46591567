import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { clientImportGraph } from "./scripts/client-imports";

// The app shell: every module the root route (header, footer, toasts, messages) pulls into the
// browser. Every page loads all of it, so it is one chunk (with the router it needs) rather than a
// dozen small ones, which compresses better (issue 14, decision 0051).
const shellModules = new Set([...clientImportGraph(["app/root.tsx"]).modules].filter((m) => m !== "app/root.tsx").map((m) => fileURLToPath(new URL(`./${m}`, import.meta.url))));

// Shared by the entry and the shell, and by every page's meta: a chunk of their own only cost
// another request and gzip stream each.
const SHELL_EXTRAS = /\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$|\/app\/i18n\/meta\.ts$/;

// The server build carries these pure-ESM packages inside its own chunks instead of importing them
// from node_modules: ~800 module files fewer for Node's ESM loader, half the CPU of loading the server
// (1.4 s → 0.7 s, decision 0105). Packages loaded with require (express, React) stay external, as do
// the ones that read files beside them (PGlite, pg, pino, nodemailer). Build only: the dev server
// loads them as before.
const SSR_BUNDLED = [/^zod/, /^better-auth/, /^@better-auth\//, /^kysely/, /^jose/, /^@noble\//, /^better-call/, /^rou3/, /^@better-fetch\//, /^lucide-react/, /^radix-ui/, /^@radix-ui\//, /^@floating-ui\//, /^defu/, /^nanostores/, /^@standard-schema\//];

export default defineConfig(({ command }) => ({
  // Vite's manifest: the service worker's precache list is read from it (react-router.config.ts,
  // decision 0071), then it is removed (the top-level flag is the one React Router keeps it for).
  build: { manifest: true },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: "shell", test: (id: string) => shellModules.has(id.split("?")[0]!) || SHELL_EXTRAS.test(id) }] } },
        },
      },
    },
    // The SSR build's entry is our Express app, which wraps the React Router build.
    ssr: { build: { rollupOptions: { input: "./app/server/http.server.ts" } } },
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino", "pino-pretty", "nodemailer"],
    noExternal: command === "build" ? SSR_BUNDLED : [],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
