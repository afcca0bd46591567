import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const STYLE = "Imports across folders use `~/` (one import style, issue 22); a sibling in the same folder is `./x`.";
const STYLE_PATTERN = { regex: "^\\.\\./", message: STYLE };
const DOMAIN = "Pure domain code imports no server, i18n, component or route module: texts it needs are handed in.";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["scripts/**", "server.js", "tests/**"],
    rules: { "no-console": "off" },
  },
  // One import style in app/: `~/…` across folders, `./x` for a sibling. The layer blocks below repeat
  // this pattern because a later `no-restricted-imports` block replaces an earlier one for its files.
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [STYLE_PATTERN] }] } },
  // Tests may cross layers to check them (a route table walk, a mail text's form of address).
  // The layers (decision 0082): imports run downwards only. Each rule names the folders a layer never
  // imports, written for both import styles (`~/x/…` and `../../x/…`); scripts/lint-layers.test.ts shows
  // each one failing on a violation.
  layerRule(["app/domain/**"], ["server", "i18n", "components", "routes"], DOMAIN, {
    ignores: ["app/domain/**/*.test.ts"],
    extra: [{ group: ["node:*"], message: "Domain code runs in the browser too (its tests may use Node to cross-check)." }],
  }),
  layerRule(["app/domain/**/*.test.ts"], ["server", "i18n", "components", "routes"], DOMAIN),
  layerRule(["app/server/**"], ["components", "routes"], "Server code imports no component or route module: shared types live in app/lib or app/domain."),
  layerRule(["app/i18n/**"], ["server", "components", "routes"], "Texts import no server, component or route module."),
  layerRule(["app/lib/**"], ["domain", "server", "components", "routes"], "app/lib sits below the domain, server, components and routes: it imports none of them."),
  layerRule(["app/components/**"], ["routes"], "Components import nothing from route modules: types a route shares with its components live in a lower layer."),
);

/**
 * One layer's forbidden imports as a `no-restricted-imports` block. A folder is matched as a path
 * segment of an app path (`~/server/x`, `../../server/x`, `../server`; packages such as `react-dom/server`
 * are not app paths); `server` also forbids `*.server` modules.
 */
function layerRule(files, folders, message, { ignores = [], extra = [] } = {}) {
  const tests = files.some((f) => f.startsWith("app/domain")) ? [] : ["app/**/*.test.ts", "app/**/*.test.tsx"];
  ignores = [...ignores, ...tests];
  const patterns = folders.map((folder) => ({
    regex: `^(~|\\.\\.?)/(.*/)?${folder}(/|$)` + (folder === "server" ? "|^(~|\\.\\.?)/.*\\.server(\\.tsx?)?$" : ""),
    message,
  }));
  return { files, ignores, rules: { "no-restricted-imports": ["error", { patterns: [...patterns, STYLE_PATTERN, ...extra] }] } };
}
