import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The SSR build's entry is our Express app, which wraps the React Router build.
    rollupOptions: isSsrBuild ? { input: "./app/server/http.server.ts" } : undefined,
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
