/** Texts of the link preview image (og:image), one PNG per language made by scripts/og-images.ts. German is the source. */
const de = {
  eyebrow: "Persönliches Training, digital",
  title: "Ihr Trainingsplan. Persönlich für Sie erstellt.",
  text: "Aus Ihren Angaben, von unserem Team geprüft – fürs Gym oder zu Hause.",
  points: ["Alle zwei Wochen ein neuer Plan", "Anleitung zu den Übungen"],
};

const en: typeof de = {
  eyebrow: "Personal training, digital",
  title: "Your training plan. Made personally for you.",
  text: "Built from your answers, reviewed by our team – for the gym or at home.",
  points: ["A new plan every two weeks", "How-to for the exercises"],
};

export const ogImageContent = { de, en };

/** Where each language's image is served (public/), for the pages' og:image. */
export function ogImagePath(lang: "de" | "en"): string {
  return `/og-image-${lang}.png`;
}
