/**
 * How to do an exercise: the slot inside the exercise card's folded "Ausführung & Hinweise" part.
 * The pictures (public domain, where the movement is the same; decision 0104), the video (loaded only
 * after a click) and the instructions. The card shows this only when it is opened, so it costs no
 * height in the gym and the pictures load only then (and lazily).
 */
import { useContext, useState } from "react";
import { PlayCircle } from "lucide-react";
import { fmt, useLang } from "~/i18n";
import { trainingContent } from "~/i18n/pages/training";
import { extractVideoId } from "~/domain/plan/video";
import type { ParsedExercise } from "~/domain/plan/types";
import { ExerciseImagesContext } from "./exercise-images-context";

/** The pictures side by side (850 × 567 each as shipped; usually start and end position). */
function Pictures({ name, shown }: { name: string; shown: string }) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const images = useContext(ExerciseImagesContext)[name] ?? [];
  if (images.length === 0) return null;
  return (
    <figure className="grid gap-1" data-testid="exercise-pictures">
      <div className="grid grid-cols-2 gap-2">
        {images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={fmt(t.picture, { name: shown, n: i + 1, count: images.length })}
            width={850}
            height={567}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-lg bg-white object-contain"
            data-testid="exercise-picture"
          />
        ))}
      </div>
      <figcaption className="text-xs text-slate-700">{t.pictureCredit}</figcaption>
    </figure>
  );
}

function Video({ name, url }: { name: string; url: string | null }) {
  const lang = useLang();
  const t = trainingContent[lang].exercise;
  const id = extractVideoId(url);
  const [playing, setPlaying] = useState(false);
  if (!id) return null;
  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
        <iframe
          className="h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={fmt(t.videoTitle, { name })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="exercise-video-frame"
        />
      </div>
    );
  }
  // Our own poster: nothing is requested from the video host before the click.
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-slate-800 to-slate-950 p-4 text-center text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      data-testid="exercise-video-poster"
    >
      <PlayCircle className="h-14 w-14 text-white/90 transition group-hover:scale-105" aria-hidden="true" />
      <span className="font-semibold">{fmt(t.video, { name })}</span>
      <span className="max-w-sm text-xs text-white/80">{t.videoNote}</span>
    </button>
  );
}

/** `name`: the name the page shows; the pictures are found by the exercise's own name. */
export function ExerciseHowTo({ exercise, name = exercise.name }: { exercise: ParsedExercise; name?: string }) {
  return (
    <div className="grid content-start gap-3" data-testid="exercise-how-to">
      <Pictures name={exercise.name} shown={name} />
      <Video name={name} url={exercise.video_url} />
      {exercise.instructions ? (
        <p className="whitespace-pre-line text-sm text-slate-800" data-testid="exercise-instructions">
          {exercise.instructions}
        </p>
      ) : null}
    </div>
  );
}
