/** The admin users page's loader. */
import { redirect } from "react-router";
import { loadUsersPage } from "~/server/admin/users.server";
import { getDb } from "~/server/runtime.server";
import { pageUrl } from "~/server/request.server";

export async function usersLoader(request: Request) {
  const url = pageUrl(request);
  const data = await loadUsersPage(await getDb(), url);
  // A page past the end (a stale link after users were deleted) goes to the last page.
  const pages = Math.ceil(data.total / data.pageSize);
  if (!data.details && !data.loadError && pages > 0 && data.page > pages) {
    url.searchParams.set("page", String(pages));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return data;
}
