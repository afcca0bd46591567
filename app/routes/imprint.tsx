import type { Route } from "./+types/imprint";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { imprintContent } from "~/i18n/pages/imprint";
import { LegalDocumentView } from "~/i18n/pages/legal-document";
import { getCompany } from "~/server/company.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const c = imprintContent[root.lang];
  return pageMeta(root, { slug: "impressum", title: c.metaTitle, description: c.metaDescription });
};

/** The company data the operator configured (COMPANY_FILE): fills the text's placeholders. */
export function loader() {
  return { company: getCompany() };
}

export default function Imprint({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return <LegalDocumentView doc={imprintContent[lang]} lang={lang} company={loaderData.company} />;
}
