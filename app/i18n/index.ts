import { useParams, useRouteLoaderData } from "react-router";
import { de, type Messages } from "./de";
import { en } from "./en";
import { DEFAULT_LANG, isLang, type Lang } from "./config";

export const catalogs: Record<Lang, Messages> = { de, en };
export type { Messages, Lang };

export function messagesFor(lang: Lang): Messages {
  return catalogs[lang];
}

/** Replaces {name} placeholders. */
export function fmt(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in vars ? String(vars[key]) : m));
}

/**
 * The page language: the path prefix when there is one (so it follows client navigations at once),
 * else what the root loader detected from the browser language.
 */
export function useLang(): Lang {
  const params = useParams();
  const data = useRouteLoaderData("root") as { lang?: string } | undefined;
  if (isLang(params.lang)) return params.lang;
  return data && isLang(data.lang) ? data.lang : DEFAULT_LANG;
}

export function useMessages(): Messages {
  return catalogs[useLang()];
}

/** Content modules export one object per language, typed against the German one. */
export function pick<T>(content: Record<Lang, T>, lang: Lang): T {
  return content[lang];
}
