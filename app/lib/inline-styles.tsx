/**
 * The app's stylesheet, inlined into every server-rendered document instead of a render-blocking
 * `<link>`: a first visit then paints after one round trip (HTML only), which is what keeps the
 * marketing pages fast on slow mobile networks. The CSS text reaches the server render through
 * context (see entry.server.tsx, which imports it with Vite's `?inline`); the browser bundle never
 * contains it and on hydration simply reuses the text already in the DOM.
 */
import { createContext, useContext } from "react";

export const InlineCssContext = createContext<string | null>(null);

const STYLE_ID = "app-css";

let documentCss: string | null = null;

/** The server-rendered CSS text, read from the DOM once (before hydration touches it). */
function cssFromDocument(): string {
  if (typeof document === "undefined") return "";
  documentCss ??= document.getElementById(STYLE_ID)?.textContent ?? "";
  return documentCss;
}

/** `<style>` with the whole stylesheet (the same text on the server render and on hydration). */
export function InlineStyles() {
  const serverCss = useContext(InlineCssContext);
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: serverCss ?? cssFromDocument() }} />;
}
