import { data } from "react-router";

/** Any unknown path under /de or /en: the 404 page (rendered by the root error boundary) with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
