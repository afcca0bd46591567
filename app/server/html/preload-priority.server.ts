/**
 * Marks React Router's `<link rel="modulepreload">` hints as low fetch priority while the page is
 * streamed. Browsers fetch module preloads at high priority by default, so the ~130 KB of hydration
 * JavaScript competes with the document and the hero image on a slow connection; the page is fully
 * readable before hydration (server-rendered, CSS inlined), so the scripts may come second. React
 * itself does the same for its bootstrap modules. React Router's `<Scripts>` has no option for it,
 * hence this small rewrite of the tag's fixed prefix (which may be split across chunks).
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const NEEDLE = '<link rel="modulepreload"';
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low"';

export function rewriteModulePreloads(html: string): string {
  return html.split(NEEDLE).join(REPLACEMENT);
}

/** A stream transform applying `rewriteModulePreloads` to UTF-8 HTML chunks. */
export function modulePreloadPriorityTransform(): Transform {
  let carry = "";
  // Decodes across chunk borders, so a multi-byte character split in two survives.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // Keep back a tail that could be the start of a tag split over two chunks.
      const lastOpen = text.lastIndexOf("<");
      const keep = lastOpen >= 0 && text.length - lastOpen < NEEDLE.length && NEEDLE.startsWith(text.slice(lastOpen)) ? text.length - lastOpen : 0;
      carry = text.slice(text.length - keep);
      callback(null, rewriteModulePreloads(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, rewriteModulePreloads(carry + decoder.end()));
    },
  });
}
