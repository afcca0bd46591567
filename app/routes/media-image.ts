import type { Route } from "./+types/media-image";
import { mediaImageLoader } from "./media-image.server";

/**
 * `GET|HEAD /media/images/:fileName`: a stored social-media image, public like a storage bucket's
 * public URL (spec part 2 §7). The bytes come from the database, so every web process serves every
 * image; see `serveStoredImage` for the headers.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return mediaImageLoader(request, params.fileName);
}
