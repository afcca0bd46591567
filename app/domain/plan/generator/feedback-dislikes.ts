/**
 * Dislikes the customer states in the feedback (decision 0126, coach review round 6): "bitte keine
 * Ausfallschritte mehr", "nix mehr im Vierfüßlerstand", "no more push-up variations", "crunches,
 * not my thing" are wishes for the next plan as binding as the questionnaire's dislikes — a coach
 * who reads them and programmes the lunge again has not read the feedback. Only the object of such a
 * phrase counts, and only when it names an exercise, a movement or a position: "keine Schmerzen
 * mehr", "no more pain", "keine Probleme mehr" name none and change nothing. Pure.
 */
import { dislikeMatcher } from "~/domain/coaching/dislikes";
import { floorDislike } from "~/domain/coaching/floor";
import { fold } from "~/domain/coaching/text";
import { mentionsPain, sentencesOf } from "~/domain/training/feedback-signals";

/** Words of a complaint (a phrase about one is no dislike of an exercise). */
const COMPLAINT = /\b(?:schmerz\w*|weh|probleme?n?|beschwerden|pain|aches?|problems?|issues?|trouble|symptom\w*)\b/i;

/** The phrases that say "not again" (German and English), capturing what follows or precedes. */
const NOT_AGAIN: RegExp[] = [
  // "keine Ausfallschritte mehr", "keine Übungen auf dem Boden und keine Ausfallschritte mehr"
  /\b(?:keine?[nm]?|nix|nichts)\s+((?:(?!\bmehr\b)[^,.;!?]){2,80}?)\s+mehr\b/gi,
  // "nix mehr im Vierfüßlerstand", "keine mehr mit …"
  /\b(?:nix|nichts|keine?[nm]?)\s+mehr\s+([^,.;!?]{2,60})/gi,
  // "no more push-up variations", "no more lunges please"
  /\bno more\s+([^,.;!?]{2,60})/gi,
  // "I don't want any more burpees"
  /\b(?:don'?t|do not) want (?:any more|anymore|more)?\s*([^,.;!?]{2,60})/gi,
  // "Crunches skipped, not my thing", "Burpees sind nicht mein Ding", "Kniebeugen mag ich nicht"
  /([^,.;!?]{2,60}?)[,\s]+(?:(?:sind|ist|are|is)\s+)?(?:not my thing|nicht (?:so )?mein ding|mag ich (?:gar )?nicht)\b/gi,
  // Equipment that is not there (decision 0131, round 7: "Landmine hab ich im Studio nicht gefunden"):
  // the exercise is not programmed again either.
  /([^,.;!?()–]{2,50}?)\s+(?:hab(?:e)?|haben)\s+(?:ich|wir)\s+(?:[\p{L}]+\s+){0,3}?nicht\s+(?:gefunden|gesehen)\b/giu,
  /([^,.;!?()–]{2,50}?)\s+gibt(?:s|\s+es)\s+(?:[\p{L}]+\s+){0,3}?nicht\b/giu,
  /\b(?:couldn'?t|could not|can'?t|cannot|didn'?t) find (?:a |an |the |any )?([^,.;!?()]{2,40})/gi,
  /\b(?:my|our|the) (?:gym|studio) (?:doesn'?t|does not|has no) (?:have )?(?:a |an |the |any )?([^,.;!?()]{2,40})/gi,
];

/**
 * An exercise skipped because of how it felt in the body (decision 0131, round 7: "Überzug mit KH hab
 * ich weggelassen, da geht der Arm so weit nach hinten") is not prescribed again; one skipped for time,
 * fatigue or the day's glucose ("because I ran out of time", "war eh schon spät") stays.
 */
const SKIPPED_BECAUSE: RegExp[] = [
  /([^,.;!?]{2,60}?)\s+(?:hab(?:e)?\s+ich\s+|i\s+)?(?:weggelassen|ausgelassen|skipped|left out)\s*,?\s+(?:da|weil|denn|because|as|since)\s+([^.;!?]{3,120})/gi,
  /\bskipped\s+(?:the\s+)?([^,.;!?]{2,60}?)\s*,?\s+(?:because|as|since)\s+([^.;!?]{3,120})/gi,
];
const BODY_REASON = /\b(?:arm|arme|schulter\w*|knie\w*|rucken\w*|huft\w*|ellbogen|handgelenk\w*|nacken|gelenk\w*|nach hinten|zu weit|komisch\w*|unangenehm\w*|angst|shoulders?|knees?|back|hips?|elbows?|wrists?|neck|joints?|awkward|weird|scared|afraid|risk\w*)\b/;
const OTHER_REASON = /\b(?:zeit|spat|mude|erschopft|kaputt|zucker|unterzucker\w*|time|late|tired|exhausted|sugar|glucose)\b/;

/** Where the object of the phrase ends: a reason or relative clause follows. */
const CLAUSE_END = /\s(?:wo|weil|da|das|die|der|denn|dass|that|which|because|as|since|please|bitte)\s.*$/i;
/** Words that report rather than name ("Crunches skipped, not my thing"). */
const REPORT_WORDS = /\s+(?:skipped|weggelassen|ausgelassen|again|wieder|bitte|please)\b.*$/i;
/** Parts of an enumeration: "Übungen auf dem Boden und keine Ausfallschritte". */
const PARTS = /\s(?:und|oder|and|or)\s(?:auch\s)?(?:keine?[nm]?\s|no\s)?|\s*\/\s*/i;

/**
 * The objects of the feedback's "not again" phrases that name an exercise, a movement or a position:
 * a word no movement concept claims counts only when it occurs in an exercise name.
 */
export function feedbackDislikes(texts: readonly (string | null | undefined)[], exerciseNames: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    for (const sentence of sentencesOf(text ?? "")) {
      for (const re of NOT_AGAIN) {
        for (const m of sentence.matchAll(re)) {
          for (const part of (m[1] ?? "").replace(CLAUSE_END, "").replace(REPORT_WORDS, "").split(PARTS)) {
            const phrase = part.trim();
            if (phrase && namesTraining(phrase, exerciseNames) && !out.includes(phrase)) out.push(phrase);
          }
        }
      }
      for (const re of SKIPPED_BECAUSE) {
        for (const m of sentence.matchAll(re)) {
          const [phrase, why] = [(m[1] ?? "").trim(), fold(m[2] ?? "")];
          if (BODY_REASON.test(why) && !OTHER_REASON.test(why) && namesTraining(phrase, exerciseNames) && !out.includes(phrase)) out.push(phrase);
        }
      }
    }
  }
  return out;
}

/** Whether a phrase names a movement concept, a floor position or a word of an exercise name. */
function namesTraining(phrase: string, exerciseNames: readonly string[]): boolean {
  // "no more pain in the shoulder", "keine Probleme mehr": a complaint gone, not an exercise unwanted.
  if (mentionsPain(phrase) || COMPLAINT.test(phrase)) return false;
  if (floorDislike(phrase).size > 0) return true;
  const m = dislikeMatcher(phrase);
  if (m.concepts.length > 0) return true;
  return m.wordTerms.some((term) => {
    const probe = dislikeMatcher(term.replace(/\*/g, ""));
    return exerciseNames.some((name) => probe.textHit(name) !== null);
  });
}
