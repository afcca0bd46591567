/**
 * `/{lang}/konto/daten-export`: the downloads of "Meine Daten herunterladen" — `?format=json` (every
 * row about the user, docs/data-export.md), `?format=csv` (the training log) and `?id=<export>` (a
 * job-built export). One download per format and minute; an export above EXPORT_INLINE_MAX_ROWS is
 * built by a job. Refusals go back to the data page with a toast. See docs/decisions/0075.
 */
import { data, redirect } from "react-router";
import { localizedPath, type Lang } from "~/i18n/config";
import { dataRightsContent } from "~/i18n/pages/data-rights";
import type { AppUser } from "~/server/auth/session.server";
import { flashCookie } from "~/server/auth/flash.server";
import { logger } from "~/server/logger.server";
import { isUuid } from "~/server/member/member-data.server";
import { getDb } from "~/server/runtime.server";
import {
  collectUserData,
  EXPORT_INLINE_MAX_ROWS,
  exportRowCount,
  readyExportBody,
  requestExportJob,
  takeExportAllowance,
  trainingLogCsv,
} from "~/server/privacy/export-user-data.server";
import { MY_DATA_SLUG } from "./my-data.server";

function download(body: string, type: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const day = () => new Date().toISOString().slice(0, 10);

async function backWith(lang: Lang, title: string, description: string, status = 303) {
  return redirect(localizedPath(lang, MY_DATA_SLUG), { status, headers: { "Set-Cookie": await flashCookie({ title, description, variant: "default" }) } });
}

export async function dataExportLoader(request: Request, lang: Lang, user: AppUser, inlineMaxRows = EXPORT_INLINE_MAX_ROWS): Promise<Response> {
  const t = dataRightsContent[lang].toasts;
  const url = new URL(request.url);
  const db = await getDb();
  const id = url.searchParams.get("id");
  if (id !== null) {
    const body = isUuid(id) ? await readyExportBody(db, user.id, id) : null;
    if (body === null) throw data(null, { status: 404 });
    return download(body, "application/json", `watts-daten-${day()}.json`);
  }
  const format = url.searchParams.get("format");
  if (format !== "json" && format !== "csv") throw data(null, { status: 404 });
  if (!(await takeExportAllowance(db, user.id, format))) return backWith(lang, t.tooSoonTitle, t.tooSoon);
  if (format === "csv") return download(await trainingLogCsv(db, user.id), "text/csv", `watts-trainingsprotokoll-${day()}.csv`);
  if ((await exportRowCount(db, user.id)) > inlineMaxRows) {
    const job = await requestExportJob(db, user.id);
    logger.info({ userId: user.id, exportId: job.id }, "data export queued");
    return backWith(lang, t.jobTitle, t.job);
  }
  const exported = await collectUserData(db, user.id);
  logger.info({ userId: user.id }, "data exported");
  return download(JSON.stringify(exported, null, 2), "application/json", `watts-daten-${day()}.json`);
}
