import { useLoaderData } from "react-router";
import type { Route } from "./+types/exercises";
import { langOf, userOf } from "~/server/guards.server";
import { ContentScreen, contentPageMeta } from "~/components/admin/content-screen";
import { ExerciseList } from "~/components/admin/exercise-list";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";
import { exercisesAction, exercisesLoader } from "./exercises.server";

/** The Database tab's exercise list (`/{lang}/admin/datenbank`): list, filter, create, edit, delete. */
export const meta: Route.MetaFunction = ({ matches }) => contentPageMeta(matches, "exercises", "admin/datenbank");

export async function loader() {
  return exercisesLoader();
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context }: Route.ActionArgs) {
  return exercisesAction(request, langOf(context), userOf(context));
}

export default function AdminExercises() {
  const { rows, loadFailed } = useLoaderData<typeof loader>();
  return (
    <ContentScreen kind="exercises" loadFailed={loadFailed}>
      <ExerciseList exercises={rows} />
    </ContentScreen>
  );
}
