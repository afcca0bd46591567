/**
 * The product's route table (`app/routes.ts`) as data for table-driven tests: every route with its
 * URL pattern, its module and whether that module exports a loader and an action. Tests keep their
 * own table keyed by `key` and fail when a route has no entry (so a new route needs a decision).
 */
import fs from "node:fs";
import path from "node:path";
import routes from "~/routes";

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

export interface RouteInfo {
  /** The route's id when it has one, else its module file (unique in our table). */
  key: string;
  /** The URL pattern, e.g. `/:lang/training/:planId` (`/` for the unprefixed index). */
  pattern: string;
  file: string;
  index: boolean;
  hasLoader: boolean;
  hasAction: boolean;
}

function exportsOf(file: string): { hasLoader: boolean; hasAction: boolean } {
  const source = fs.readFileSync(path.resolve("app", file), "utf8");
  const exported = (name: string) => new RegExp(`export\\s+(async\\s+)?(function|const)\\s+${name}\\b`).test(source);
  return { hasLoader: exported("loader"), hasAction: exported("action") };
}

export function routeTable(): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const pattern = entry.path ? `${prefix}/${entry.path}` : prefix;
      found.push({ key: entry.id ?? entry.file, pattern: pattern || "/", file: entry.file, index: Boolean(entry.index), ...exportsOf(entry.file) });
      if (entry.children) walk(entry.children, pattern);
    }
  };
  walk(routes as unknown as RouteEntry[], "");
  return found;
}

/** A concrete URL of a pattern: the language and each parameter from `params` (unknown ones "x"). */
export function urlOf(pattern: string, lang: "de" | "en", params: Record<string, string> = {}): string {
  return pattern
    .replace(":lang", lang)
    .replace(/:(\w+)/g, (_, name: string) => params[name] ?? "x")
    .replace(/\*$/, params["*"] ?? "");
}

/** The URL a form posts to: an index route's action is addressed with `?index` (React Router). */
export function actionUrlOf(route: Pick<RouteInfo, "pattern" | "index">, lang: "de" | "en", params: Record<string, string> = {}, query = ""): string {
  const search = [route.index ? "index" : "", query.replace(/^\?/, "")].filter(Boolean).join("&");
  return urlOf(route.pattern, lang, params) + (search ? `?${search}` : "");
}
