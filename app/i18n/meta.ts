import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANG, isLang, LANGUAGES, localizedPath, type Lang } from "./config";
import { catalogs } from "./index";
import { ogImageContent, ogImagePath } from "./pages/og-image";

export interface RootData {
  lang: Lang;
  origin: string;
}

interface PageMetaInput {
  slug: string;
  title: string;
  description?: string;
  /** Pages that should not be indexed (account pages, 404). */
  noindex?: boolean;
}

/** Reads the root loader's data from meta() matches. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((m) => m?.id === "root")?.data as Partial<RootData> | undefined;
  return {
    lang: root && isLang(root.lang) ? root.lang : DEFAULT_LANG,
    origin: root?.origin ?? "",
  };
}

/**
 * Title, description, Open Graph and Twitter preview tags, canonical link and hreflang alternates.
 * A child route's meta replaces its parents', so every page builds the whole set here.
 */
export function pageMeta(root: RootData, input: PageMetaInput): MetaDescriptor[] {
  const { lang, origin } = root;
  const m = catalogs[lang];
  const title = `${input.title} | ${m.site.name}`;
  const description = input.description ?? m.site.defaultDescription;
  const url = `${origin}${localizedPath(lang, input.slug)}`;
  const image = `${origin}${ogImagePath(lang)}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: m.site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:alt", content: ogImageContent[lang].title },
    { property: "og:locale", content: lang === "de" ? "de_DE" : "en_US" },
    { property: "og:locale:alternate", content: lang === "de" ? "en_US" : "de_DE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
    ...LANGUAGES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: l,
      href: `${origin}${localizedPath(l, input.slug)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${localizedPath(DEFAULT_LANG, input.slug)}` },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
