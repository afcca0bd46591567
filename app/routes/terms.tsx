import type { Route } from "./+types/terms";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { termsContent } from "~/i18n/pages/terms";
import { LegalDocumentView } from "~/i18n/pages/legal-document";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = termsContent[root.lang];
  return pageMeta(root, { slug: "agb", title: c.metaTitle, description: c.metaDescription });
};

export default function Terms() {
  const lang = useLang();
  return <LegalDocumentView doc={termsContent[lang]} lang={lang} />;
}
