import type { Route } from "./+types/terms";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { legalPageData, pageLang } from "~/server/page-copy.server";
import { LegalDocumentView } from "~/i18n/pages/legal-document";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataFrom(matches);
  const c = loaderData?.doc;
  return pageMeta(root, { slug: "agb", title: c?.metaTitle ?? "", description: c?.metaDescription ?? "" });
};

/** The text in the page's language and the company data the operator configured (COMPANY_FILE) for its placeholders. */
export function loader({ request, params }: Route.LoaderArgs) {
  return legalPageData("terms", pageLang(request, params));
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return <LegalDocumentView doc={loaderData.doc} lang={lang} values={loaderData.values} />;
}
