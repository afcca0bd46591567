/**
 * One social-media image in the list: the thumbnail (or the 'Bild nicht gefunden' placeholder when the
 * file is broken or gone), title, description, size, type, upload date, and the actions: copy the
 * public link, open, edit, delete.
 */
import { useEffect, useRef, useState } from "react";
import { Copy, ExternalLink, ImageOff, Pencil, Trash2 } from "lucide-react";
import { imageTypeLabel, imageUrlOf } from "~/domain/admin/images";
import { formatFileSize } from "~/i18n/format";

import { fmt, useLang } from "~/i18n";
import { adminImagesContent } from "~/i18n/pages/admin/images";
import type { ImageListItem } from "~/domain/admin/images";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/i18n/format";

/** The card's actions: outline buttons, 44 px tall, with less side padding than `Button` so that two
 * labels fit side by side on a 375 px screen. */
const ACTION_BASE =
  "inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const ACTION = cn(ACTION_BASE, "text-slate-900 hover:bg-slate-50");
const DANGER = cn(ACTION_BASE, "text-red-700 hover:bg-red-50");

/**
 * The thumbnail. A load error that happens before hydration fires no React `onError`, so the element is
 * also checked once on mount (`complete` with no natural size means it failed).
 */
export function ImageThumb({ src, alt, notFoundText }: { src: string; alt: string; notFoundText: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, [src]);

  if (broken) {
    return (
      <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-slate-500" role="img" aria-label={`${notFoundText}: ${alt}`} data-testid="image-not-found">
        <ImageOff className="h-8 w-8" aria-hidden="true" />
        <span className="text-sm font-medium">{notFoundText}</span>
      </div>
    );
  }
  return <img ref={ref} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} className="absolute inset-0 h-full w-full object-contain" />;
}

async function copyLink(url: string, t: (typeof adminImagesContent)["de"]) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    toast({ title: t.copy.doneTitle, description: t.copy.done, variant: "success" });
  } catch {
    toast({ title: t.copy.failedTitle, description: t.copy.failed, variant: "destructive" });
  }
}

export function ImageCard({ image, onEdit, onDelete }: { image: ImageListItem; onEdit: () => void; onDelete: () => void }) {
  const lang = useLang();
  const t = adminImagesContent[lang];
  const src = imageUrlOf(image.fileName);
  const vars = { title: image.title };

  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="image-card" data-file-name={image.fileName}>
      <div className="relative aspect-video overflow-hidden border-b border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px]">
        <ImageThumb src={src} alt={image.title} notFoundText={t.list.notFound} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h4 className="break-words text-base font-semibold text-slate-950" data-testid="image-card-title">
            {image.title}
          </h4>
          <p className={image.description ? "mt-1 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-700" : "mt-1 text-sm italic text-slate-500"}>
            {image.description ?? t.list.noDescription}
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t.list.size}</dt>
          <dd className="text-slate-900 tabular-nums">{formatFileSize(image.fileSize, lang)}</dd>
          <dt className="text-slate-600">{t.list.type}</dt>
          <dd className="text-slate-900">{imageTypeLabel(image.mimeType)}</dd>
          <dt className="text-slate-600">{t.list.uploaded}</dt>
          <dd className="text-slate-900 tabular-nums">{formatDateTime(image.createdAt, lang)}</dd>
        </dl>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <button type="button" className={ACTION} onClick={() => void copyLink(new URL(src, window.location.origin).href, t)} aria-label={fmt(t.list.copyLabel, vars)} data-testid="image-copy">
            <Copy className="h-4 w-4" aria-hidden="true" />
            {t.list.copy}
          </button>
          <a href={src} target="_blank" rel="noopener noreferrer" className={ACTION} aria-label={fmt(t.list.openLabel, vars)}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t.list.open}
          </a>
          <button type="button" className={ACTION} onClick={onEdit} aria-label={fmt(t.list.editLabel, vars)} data-testid="image-edit">
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t.list.edit}
          </button>
          <button type="button" className={DANGER} onClick={onDelete} aria-label={fmt(t.list.deleteLabel, vars)} data-testid="image-delete">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t.list.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
