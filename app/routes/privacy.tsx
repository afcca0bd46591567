import type { Route } from "./+types/privacy";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { privacyContent } from "~/i18n/pages/privacy";
import { LegalDocumentView } from "~/i18n/pages/legal-document";
import { getCompany } from "~/server/company.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = privacyContent[root.lang];
  return pageMeta(root, { slug: "datenschutzerklarung", title: c.metaTitle, description: c.metaDescription });
};

/** The company data the operator configured (COMPANY_FILE): fills the text's placeholders. */
export function loader() {
  return { company: getCompany() };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return <LegalDocumentView doc={privacyContent[lang]} lang={lang} company={loaderData.company} />;
}
