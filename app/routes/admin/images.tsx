import { useEffect, useState } from "react";
import { useActionData, useLoaderData, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/images";
import { langOf, userOf } from "~/server/guards.server";
import { imagesAction, imagesLoader } from "./images.server";
import type { ImagesAnswer } from "~/domain/admin/images";
import type { ImageListItem } from "~/domain/admin/images";
import { fmt, useLang } from "~/i18n";
import { localizedPath } from "~/i18n/config";
import { pageMeta, rootDataFrom } from "~/i18n/meta";
import { adminImagesContent } from "~/i18n/pages/admin/images";
import { Alert } from "~/components/auth/auth-ui";
import { ImageCard } from "~/components/admin/image-card";
import { ImageDeleteDialog, ImageEditDialog } from "~/components/admin/image-dialogs";
import { ImageUploadForm } from "~/components/admin/image-upload-form";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { keepAdminFormOnOutage } from "~/lib/outage-answer";

/** `/{lang}/admin/datenbank/bilder`: the social-media images (spec part 2 §2.5), below the admin guard. */
const SLUG = "admin/datenbank/bilder";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  const t = adminImagesContent[root.lang];
  return pageMeta(root, { slug: SLUG, title: t.meta.title, description: t.meta.description, noindex: true });
};

export async function loader() {
  return imagesLoader();
}

/** In the browser: a database outage becomes this form's "not saved" answer, not the error page (~/lib/outage-answer). */
export async function clientAction({ params, serverAction }: Route.ClientActionArgs) {
  return keepAdminFormOnOutage(params.lang, serverAction);
}

export async function action({ request, context }: Route.ActionArgs) {
  return imagesAction(request, langOf(context), userOf(context));
}

/** A refused edit or delete of an image that is gone reloads the list (other refusals change nothing). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as ImagesAnswer | undefined)?.ok === false && (actionResult as { reason?: string }).reason === "not-found") return true;
  return defaultShouldRevalidate;
}

export default function AdminImages() {
  const lang = useLang();
  const t = adminImagesContent[lang];
  const { images, loadError } = useLoaderData<typeof loader>();
  const documentAnswer = useActionData<typeof action>() as ImagesAnswer | undefined;
  const revalidator = useRevalidator();
  const action = localizedPath(lang, SLUG);
  const [editing, setEditing] = useState<ImageListItem | null>(null);
  const [deleting, setDeleting] = useState<ImageListItem | null>(null);

  useEffect(() => {
    if (loadError) toast({ title: t.list.loadErrorTitle, description: t.list.loadError, variant: "destructive" });
  }, [loadError, t]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h2 className="text-xl font-bold text-slate-950">{t.title}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p>
      </div>

      <ImageUploadForm action={action} documentAnswer={documentAnswer} />

      <section aria-labelledby="image-list-title" className="grid grid-cols-1 gap-4" data-testid="image-list">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="image-list-title" className="text-lg font-bold text-slate-950">
            {t.list.title}
          </h3>
          {!loadError ? <p className="text-sm text-slate-600">{images.length === 1 ? t.list.countOne : fmt(t.list.count, { n: images.length })}</p> : null}
        </div>
        {loadError ? (
          <Alert tone="error" title={t.list.loadErrorTitle} testId="image-load-error">
            <p>{t.list.loadError}</p>
            <Button variant="outline" className="mt-3" onClick={() => void revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
              {t.list.retry}
            </Button>
          </Alert>
        ) : images.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600" data-testid="image-list-empty">
            {t.list.empty}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {images.map((image) => (
              <li key={image.id} className="flex">
                <ImageCard image={image} onEdit={() => setEditing(image)} onDelete={() => setDeleting(image)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ImageEditDialog image={editing} action={action} onClose={() => setEditing(null)} />
      <ImageDeleteDialog image={deleting} action={action} onClose={() => setDeleting(null)} />
    </div>
  );
}
