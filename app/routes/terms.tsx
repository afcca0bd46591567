import type { Route } from "./+types/terms";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { termsContent } from "~/i18n/pages/terms";
import { LegalDocumentView } from "~/i18n/pages/legal-document";
import { getCompany } from "~/server/company.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = termsContent[root.lang];
  return pageMeta(root, { slug: "agb", title: c.metaTitle, description: c.metaDescription });
};

/** The company data the operator configured (COMPANY_FILE): fills the text's placeholders. */
export function loader() {
  return { company: getCompany() };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return <LegalDocumentView doc={termsContent[lang]} lang={lang} company={loaderData.company} />;
}
