/** The parts every sign-in page's route module shares: its meta tags (never indexed). */
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { authContent } from "~/i18n/pages/auth";

type AuthTitle = Exclude<keyof (typeof authContent)["de"]["meta"], "description">;
type MetaArgs = { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined> };

/** The meta of a sign-in page: its title, the shared description (unless `description: false`), noindex. */
export function authMeta(slug: string, title: AuthTitle, options: { description?: boolean } = {}) {
  return ({ matches }: MetaArgs) => {
    const root = rootDataFrom(matches);
    const t = authContent[root.lang].meta;
    const description = options.description === false ? {} : { description: t.description };
    return pageMeta(root, { slug, title: t[title], ...description, noindex: true });
  };
}
