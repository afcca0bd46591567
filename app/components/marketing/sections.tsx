/**
 * Sections the public pages share (home, process, pricing, about, success stories): the hero's
 * heading block, the centred hero and the closing call-to-action band. Markup only; each page
 * hands in its copy (and its buttons).
 */
import type { ReactNode } from "react";

/** The hero's eyebrow, page heading (the page's one h1) and lead text. */
export function HeroHeading({
  eyebrow,
  title,
  text,
  textClassName = "mt-5 text-lg leading-relaxed text-slate-700",
}: {
  eyebrow: string;
  title: string;
  text: string;
  textClassName?: string;
}) {
  return (
    <>
      <p className="mb-3 text-sm font-bold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h1 className="text-4xl font-extrabold leading-tight tracking-tight text-slate-950 sm:text-5xl">{title}</h1>
      <p className={textClassName}>{text}</p>
    </>
  );
}

/** A hero of heading and lead text only, centred on the brand gradient. */
export function CenteredHero(props: { eyebrow: string; title: string; text: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center md:py-20">
        <HeroHeading {...props} />
      </div>
    </section>
  );
}

const CTA_TONES = {
  light: { band: "bg-brand-50", text: "text-slate-700" },
  dark: { band: "bg-slate-900 text-white", text: "text-slate-200" },
} as const;

/** The closing band: a heading (labelled by `id`), a line of text and the page's buttons. */
export function CtaBand({ id, tone, title, text, children }: { id: string; tone: keyof typeof CTA_TONES; title: string; text: string; children: ReactNode }) {
  return (
    <section className={CTA_TONES[tone].band} aria-labelledby={id}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className={`mt-3 text-lg ${CTA_TONES[tone].text}`}>{text}</p>
        {children}
      </div>
    </section>
  );
}
