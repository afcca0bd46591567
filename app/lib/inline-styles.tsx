/**
 * The app's stylesheet in the document head. Public documents inline it instead of a render-blocking
 * `<link>`: a first visit then paints after one round trip (HTML only), which is what keeps the
 * marketing pages fast on slow mobile networks (decision 0044). Signed-in documents link it as a
 * content-hashed file that the browser keeps (decision 0052): members come back, and every signed-in
 * page is rendered for its request, where 54 KB of CSS were half of what was rendered, compressed
 * and sent. The server render gets the text and the file's URL through context (entry.server.tsx
 * imports it with Vite's `?inline`); the browser bundle never contains it and on hydration keeps
 * whichever element the server rendered, for the whole visit.
 */
import { createContext, useContext } from "react";

export const InlineCssContext = createContext<{ css: string; href: string | null } | null>(null);

const STYLE_ID = "app-css";

let documentStyles: { css: string; href: string | null } | null = null;

/** What the server rendered, read from the DOM once (before hydration touches it). */
function stylesFromDocument(): { css: string; href: string | null } {
  if (typeof document === "undefined") return { css: "", href: null };
  if (!documentStyles) {
    const element = document.getElementById(STYLE_ID);
    documentStyles = element instanceof HTMLLinkElement ? { css: "", href: element.getAttribute("href") } : { css: element?.textContent ?? "", href: null };
  }
  return documentStyles;
}

/** `<style>` with the whole stylesheet, or `<link>` to its file (the same on the server and on hydration). */
export function InlineStyles() {
  const { css, href } = useContext(InlineCssContext) ?? stylesFromDocument();
  if (href) return <link id={STYLE_ID} rel="stylesheet" href={href} />;
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
