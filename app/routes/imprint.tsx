import type { Route } from "./+types/imprint";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { imprintContent } from "~/i18n/pages/imprint";
import { LegalDocumentView } from "~/i18n/pages/legal-document";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = imprintContent[root.lang];
  return pageMeta(root, { slug: "impressum", title: c.metaTitle, description: c.metaDescription });
};

export default function Imprint() {
  const lang = useLang();
  return <LegalDocumentView doc={imprintContent[lang]} lang={lang} />;
}
