/** A stored social-media image's answer (see media-image.ts). */
import { serveStoredImage } from "~/server/admin/images.server";
import { getDb } from "~/server/runtime.server";

export async function mediaImageLoader(request: Request, fileName: string) {
  const response = await serveStoredImage(await getDb(), request, fileName);
  // The HTTP layer (app/server/http.server.ts) sends `nosniff` with every response, and the adapter
  // appends a route's headers rather than replacing them: one copy, not "nosniff, nosniff".
  response.headers.delete("X-Content-Type-Options");
  return response;
}
