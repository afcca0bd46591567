import type { Messages } from "~/i18n";
import type { PageSlug } from "~/i18n/config";

export const NAV_ITEMS: Array<{ slug: PageSlug; key: keyof Messages["nav"] }> = [
  { slug: "", key: "home" },
  { slug: "ablauf", key: "process" },
  { slug: "preise", key: "pricing" },
  { slug: "dassteckthinterwatts", key: "about" },
  { slug: "success-stories", key: "success" },
  { slug: "fragebogen", key: "questionnaire" },
];
