/**
 * Server render entry: React Router's default Node entry, plus the stylesheet (see
 * ~/lib/inline-styles) provided through context: inlined into public documents, linked as a file
 * from signed-in ones. `?inline` keeps the CSS text in the server bundle only. Every document gets a Content-Security-Policy with a fresh nonce for React Router's inline
 * scripts (personal answers get no-store in security/headers.server.ts).
 */
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import appCss from "./app.css?inline";
import { InlineCssContext } from "~/lib/inline-styles";
import { logger } from "~/server/logger.server";
import { modulePreloadPriorityTransform } from "~/server/html/preload-priority.server";
import { createNonce } from "~/server/security/csp.server";
import { stylesheetPath } from "~/server/html/stylesheet.server";
import { setDocumentCsp } from "~/server/security/page-headers.server";

export const streamTimeout = 5_000;

/** The stylesheet's text, served as a file for signed-in documents (createApp mounts it). */
export const appStylesheet = appCss;
const STYLESHEET_PATH = stylesheetPath(appCss);

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = createNonce();
  setDocumentCsp(responseHeaders, { nonce }, import.meta.env.DEV);

  // Signed-in documents link the stylesheet file; public ones inline it (~/lib/inline-styles).
  const signedIn = Boolean((routerContext.staticHandlerContext.loaderData?.root as { user?: unknown } | undefined)?.user);
  const styles = { css: appCss, href: signedIn && !import.meta.env.DEV ? STYLESHEET_PATH : null };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the complete document in one piece: the loaders have finished before the render,
    // and what suspends (a dashboard tab whose code is split off) resolves at once on the server.
    // Streaming it behind a fallback would only add a swap script and a second copy to hydrate.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";

    // Abort after the stream timeout so rejected boundaries still get flushed.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <InlineCssContext.Provider value={styles}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext.Provider>,
      {
        nonce,
        // React outlines a finished Suspense boundary larger than this (default 12,800 bytes) behind
        // its fallback and swaps it in with a script, which may reveal it after hydration has begun: the
        // boundary then renders again on the client beside the server's copy (a dashboard tab, issue 14).
        // One piece means one piece.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(modulePreloadPriorityTransform()).pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by React Router's document handler.
          if (shellRendered) logger.error({ err: error }, "error while streaming a page");
        },
      },
    );
  });
}
