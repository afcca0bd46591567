import { data } from "react-router";

// Placeholder while the admin area is being built; replaced by the image route.
export function loader() {
  throw data(null, { status: 404 });
}
