import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/exercises";
import { exerciseFormInput, exerciseSchema, exerciseUpdateSchema } from "~/domain/admin/content-schemas";
import { useLang } from "~/i18n";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminContentContent } from "~/i18n/pages/admin/content";
import { langOf, userOf } from "~/server/guards.server";
import { contentAction } from "~/server/admin/content-actions.server";
import { createExercise, deleteExercise, listExercises, updateExercise } from "~/server/admin/exercises.server";
import { logger } from "~/server/logger.server";
import { getDb } from "~/server/runtime.server";
import { toast } from "~/components/ui/toast-store";
import { ExerciseList } from "~/components/admin/exercise-list";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";

/** The Database tab's exercise list (`/{lang}/admin/datenbank`): list, filter, create, edit, delete. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  return pageMeta(root, { slug: "admin/datenbank", title: adminContentContent[root.lang].exercises.title, noindex: true });
};

export async function loader() {
  try {
    return { exercises: await listExercises(await getDb()), loadFailed: false };
  } catch (error) {
    logger.error({ err: error }, "admin exercise list failed");
    return { exercises: [], loadFailed: true };
  }
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contentAction(request, langOf(context), userOf(context), {
    kind: "exercises",
    formInput: exerciseFormInput,
    createSchema: exerciseSchema,
    updateSchema: exerciseUpdateSchema,
    create: createExercise,
    update: updateExercise,
    remove: deleteExercise,
  });
}

export default function AdminExercises() {
  const { exercises, loadFailed } = useLoaderData<typeof loader>();
  const t = adminContentContent[useLang()].exercises;
  useEffect(() => {
    if (loadFailed) toast({ title: t.toasts.loadFailed, variant: "destructive" });
  }, [loadFailed, t]);
  if (loadFailed) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        {t.toasts.loadFailed}
      </p>
    );
  }
  return <ExerciseList exercises={exercises} />;
}
