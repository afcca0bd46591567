/** The whole-text reaction to feedback: "zu schwer" and fatigue reduce, "zu leicht" increases, pain reduces. */
import { mentionsPain } from "~/domain/training/feedback-signals";
import { fold } from "~/domain/coaching/text";

export const REDUCE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu schwer/, label: "zu schwer" },
  { re: /zu viel/, label: "zu viel" },
  { re: /zu anstrengend/, label: "zu anstrengend" },
  { re: /muede|mude/, label: "müde" },
  { re: /erschoepft|erschopft/, label: "erschöpft" },
  { re: /ueberfordert|uberfordert/, label: "überfordert" },
  { re: /keine (?:zeit|kraft)/, label: "keine Kraft/Zeit" },
  {
    re: /mehr (?:pause|pausen|erholung|ruhe|regeneration)/,
    label: "mehr Erholung",
  },
  {
    re: /\btoo (?:hard|heavy|much)\b|\btired\b|\bexhausted\b/,
    label: "zu schwer",
  },
];

export const INCREASE_SIGNALS: { re: RegExp; label: string }[] = [
  { re: /zu leicht/, label: "zu leicht" },
  { re: /zu einfach/, label: "zu einfach" },
  { re: /langweilig/, label: "langweilig" },
  { re: /unterfordert/, label: "unterfordert" },
  // "mehr" alone says nothing ("mehr Pause", "nicht mehr weh"): only more of the training counts.
  {
    re: /\bmehr (?:abwechslung|gewicht|volumen|satze|training|intensitat|herausforderung)\b/,
    label: "mehr",
  },
  {
    re: /\btoo (?:easy|light)\b|\bboring\b|\bmore (?:weight|volume|sets|variety)\b/,
    label: "zu leicht",
  },
];

export function negatedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 14), index);
  return /\b(nicht|kein|keine|keinen|nie|not|no)\s+(\w+\s+)?$/.test(before);
}

export function feedbackReaction(texts: string[]): {
  reaction: "reduce" | "increase" | "none";
  signals: string[];
} {
  const reduce: string[] = [];
  const increase: string[] = [];
  for (const raw of texts) {
    const t = fold(raw);
    if (!t) continue;
    // Pain is read word by word, with negation per clause (app/domain/training/feedback-signals.ts).
    if (mentionsPain(raw) && !reduce.includes("Schmerzen")) reduce.push("Schmerzen");
    for (const s of REDUCE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !reduce.includes(s.label)) reduce.push(s.label);
    }
    for (const s of INCREASE_SIGNALS) {
      const m = s.re.exec(t);
      if (m && !negatedAt(t, m.index) && !increase.includes(s.label)) increase.push(s.label);
    }
  }
  if (reduce.length > 0) return { reaction: "reduce", signals: reduce };
  if (increase.length > 0) return { reaction: "increase", signals: increase };
  return { reaction: "none", signals: [] };
}
