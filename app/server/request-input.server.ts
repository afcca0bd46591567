/**
 * Reading what a client sent, before any rule or database sees it (issue 13, finding 12). Every form
 * action reads its body through `readForm`, the JSON routes through `readJson`:
 *
 * - a body of another kind than the route takes (JSON or text to a form, a form to JSON) is a 415;
 * - a body that cannot be parsed (broken multipart, broken JSON) is a 400;
 * - text the database cannot store or that is not well-formed Unicode (a NUL byte, PostgreSQL's
 *   22021; a lone surrogate) in any field or file name is a 400, before anything is written.
 *
 * The refusals are thrown responses: the root error boundary shows them as a localized page (and a
 * fetcher's caller gets the status). The same check runs on URLs in the root middleware.
 */
import { data } from "react-router";
import { DEFAULT_LANG, langFromPath } from "~/i18n/config";
import { catalogs } from "~/i18n";

export type InputRefusalStatus = 400 | 415;

const REFUSALS = {
  400: { error: "bad-request", statusText: "Bad Request", messages: "badRequest" },
  415: { error: "unsupported-media-type", statusText: "Unsupported Media Type", messages: "unsupportedMediaType" },
} as const;

/**
 * The thrown answer for input we refuse: the status with its own status text (not React Router's
 * default "Internal Server Error"), and the title and text in the URL's language (German unless the
 * path starts with /en) — what a `.data` caller gets; a page shows the same through the root error
 * boundary. No stack trace, no detail of the body.
 */
export function refuseInput(status: InputRefusalStatus, url: string | URL): never {
  const refusal = REFUSALS[status];
  const lang = langFromPath(new URL(url).pathname) ?? DEFAULT_LANG;
  const m = catalogs[lang][refusal.messages];
  throw data({ error: refusal.error, lang, title: m.title, text: m.text }, { status, statusText: refusal.statusText });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store (NUL) or that is not well-formed Unicode (a lone surrogate). */
export function isUnstorableText(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

/** True when any string anywhere in a parsed JSON value (keys included) is unstorable. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === "string") return isUnstorableText(value);
  if (Array.isArray(value)) return value.some((v) => containsUnstorableText(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).some(([k, v]) => isUnstorableText(k) || containsUnstorableText(v, depth + 1));
  }
  return false;
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Whether the request carries a form body (URL-encoded or multipart). */
export function isFormRequest(request: Request): boolean {
  return FORM_TYPES.has(mediaType(request));
}

/** Whether any field name, value or file name of a form holds unstorable text. */
export function hasUnstorableField(form: FormData): boolean {
  for (const [key, value] of form.entries()) {
    if (isUnstorableText(key) || isUnstorableText(typeof value === "string" ? value : value.name)) return true;
  }
  return false;
}

/** The submitted form, or a thrown 415 (not a form) / 400 (broken body, unstorable text). */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) refuseInput(415, request.url);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    refuseInput(400, request.url);
  }
  if (hasUnstorableField(form)) refuseInput(400, request.url);
  return form;
}

/** The parsed JSON body, or a thrown 415 (not JSON) / 400 (broken JSON, unstorable text). */
export async function readJson(request: Request): Promise<unknown> {
  if (mediaType(request) !== "application/json") refuseInput(415, request.url);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    refuseInput(400, request.url);
  }
  if (containsUnstorableText(body)) refuseInput(400, request.url);
  return body;
}

/** Refuses a URL whose path or query decodes to unstorable text (or does not decode at all). */
export function assertStorableUrl(url: URL): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname) + decodeURIComponent(url.search.replace(/\+/g, " "));
  } catch {
    refuseInput(400, url);
  }
  if (isUnstorableText(decoded)) refuseInput(400, url);
}
