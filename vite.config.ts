import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    // The SSR build's entry is our Express app, which wraps the React Router build.
    ssr: { build: { rollupOptions: { input: "./app/server/http.server.ts" } } },
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-pretty", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
});
