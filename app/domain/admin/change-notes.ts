/**
 * The notes of a plan line that explain a change (the coach's comparison, plan-compare.ts): a notes
 * cell split into its comma-separated fragments, and the fragments that say why a value changed.
 */

/** Note fragments that explain a change (the generator's wording, and common AI wording). */
const REASON_RE =
  /progression|gewicht (?:halten|reduziert)|ersatz|feedback|woche 2|variante|steiger|reduzier|erhöh|stärkere[sn]? band|leichtere[sn]? band|\bdeload|increase|reduce|replac/i;

/** Comma-separated fragments of a notes cell; commas inside brackets and decimal commas kept. */
export function noteFragments(notes: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (let i = 0; i < notes.length; i++) {
    const ch = notes[i]!;
    if (ch === "(" || ch === "[") depth++;
    if ((ch === ")" || ch === "]") && depth > 0) depth--;
    // A decimal comma ("+2,5 kg") is no separator.
    const decimal = /\d/.test(notes[i - 1] ?? "") && /\d/.test(notes[i + 1] ?? "");
    if (ch === "," && depth === 0 && !decimal) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out.map((f) => f.trim()).filter((f) => f !== "");
}

/** The fragments of a notes cell that say why a value changed ("Progression: +2,5 kg"). */
export function reasonNotes(notes: string): string[] {
  return noteFragments(notes).filter((f) => REASON_RE.test(f));
}
