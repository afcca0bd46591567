import { useLang } from "~/i18n";
import { authContent } from "~/i18n/pages/auth";

/** The account screens' texts in the page's language (the whole catalog: for the sign-in pages). */
export function useAuthText() {
  return authContent[useLang()];
}
