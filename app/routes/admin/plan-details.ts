import { data } from "react-router";

// Placeholder while the admin area is being built; replaced by the plan-details resource route.
export function loader() {
  throw data(null, { status: 404 });
}
