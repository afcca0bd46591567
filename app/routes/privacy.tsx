import type { Route } from "./+types/privacy";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { privacyContent } from "~/i18n/pages/privacy";
import { LegalDocumentView } from "~/i18n/pages/legal-document";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = privacyContent[root.lang];
  return pageMeta(root, { slug: "datenschutzerklarung", title: c.metaTitle, description: c.metaDescription });
};

export default function Privacy() {
  const lang = useLang();
  return <LegalDocumentView doc={privacyContent[lang]} lang={lang} />;
}
