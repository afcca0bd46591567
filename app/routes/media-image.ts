import type { Route } from "./+types/media-image";
import { serveStoredImage } from "~/server/admin/images.server";
import { getDb } from "~/server/runtime.server";

/**
 * `GET|HEAD /media/images/:fileName`: a stored social-media image, public like a storage bucket's
 * public URL (spec part 2 §7). The bytes come from the database, so every web process serves every
 * image; see `serveStoredImage` for the headers.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const response = await serveStoredImage(await getDb(), request, params.fileName);
  // The HTTP layer (app/server/http.server.ts) sends `nosniff` with every response, and the adapter
  // appends a route's headers rather than replacing them: one copy, not "nosniff, nosniff".
  response.headers.delete("X-Content-Type-Options");
  return response;
}
