/** YouTube video links (pure): the id of a link, its canonical watch URL and its privacy-friendly embed URL. */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/**
 * The 11-character YouTube video id of a watch (`youtube.com/watch?v=`), short-link
 * (`youtu.be/`), embed (`/embed/`), shorts (`/shorts/`), `/live/` or `/v/` URL; else null.
 * A missing scheme is tolerated ("youtu.be/…").
 */
export function extractVideoId(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  let text = url.trim();
  if (text === "" || text.length > 2048) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = `https://${text.replace(/^\/\//, "")}`;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = parsed.pathname.split("/")[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const parts = parsed.pathname.split("/").filter((p) => p.length > 0);
    if (parts[0] === "watch") candidate = parsed.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live" || parts[0] === "v") {
      candidate = parts[1];
    }
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The canonical watch URL `https://www.youtube.com/watch?v=ID`, or null when no id is found. */
export function normalizeVideoUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** The privacy-friendly embed URL for a video link, or null when no id is found. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}
