/**
 * The sports and activities a customer does besides the gym, read from the questionnaire's sport
 * details (coach review round 7, decision 0130): the rest days name them in product words (never a
 * quote of the free text) and, when the customer competes (games, a league, a race), keep the day
 * before it light. An activity the customer did in the past ("used to do zumba years ago") is not
 * their sport. Pure.
 */
import { wordsHaveTerm, wordsOf, type Term } from "./text";

interface Sport {
  terms: Term[];
  /** German name after "mit" (dative: "An Tagen mit Spaziergängen"). */
  de: string;
  en: string;
}

/** Sports and everyday activities, German and English words; the more specific first (mountain biking before cycling). */
const SPORTS: Sport[] = [
  { terms: ["handball*"], de: "Handball", en: "handball" },
  { terms: ["fussball*", "soccer", "football"], de: "Fußball", en: "football" },
  { terms: ["basketball*"], de: "Basketball", en: "basketball" },
  { terms: ["volleyball*", "beachvolleyball*"], de: "Volleyball", en: "volleyball" },
  { terms: ["hockey*", "eishockey*"], de: "Hockey", en: "hockey" },
  { terms: ["tennis", "padel"], de: "Tennis", en: "tennis" },
  { terms: ["badminton", "squash", "tischtennis", "table tennis"], de: "Rückschlagsport", en: "racket sport" },
  { terms: ["mountainbike*", "mtb", "mountain bike*", "mountain biking"], de: "Mountainbiken", en: "mountain biking" },
  { terms: ["aqua*", "wassergymnastik*", "water aerobics"], de: "Aqua-Fitness", en: "aqua fitness" },
  { terms: ["lauf", "laufen", "jogg*", "marathon*", "halbmarathon*", "run", "running", "runs", "trailrun*", "triathlon*"], de: "Laufen", en: "running" },
  { terms: ["rad", "radfahren", "fahrrad*", "radeln", "rennrad*", "bike", "biking", "cycling", "cycle"], de: "Radfahren", en: "cycling" },
  { terms: ["schwimm*", "swim", "swimming"], de: "Schwimmen", en: "swimming" },
  { terms: ["yoga*"], de: "Yoga", en: "yoga" },
  { terms: ["pilates"], de: "Pilates", en: "Pilates" },
  { terms: ["kletter*", "bouldern", "climbing", "bouldering"], de: "Klettern", en: "climbing" },
  { terms: ["kampfsport*", "judo", "karate", "boxen", "boxing", "kickbox*", "taekwondo", "mma", "jiu jitsu", "bjj"], de: "Kampfsport", en: "martial arts" },
  { terms: ["tanz*", "tanzen", "dance", "dancing", "zumba"], de: "Tanzen", en: "dancing" },
  { terms: ["ski", "skifahren", "skiing", "langlauf*"], de: "Skifahren", en: "skiing" },
  { terms: ["bowls", "boule", "boccia", "kegeln", "bowling"], de: "Bowls", en: "bowls" },
  { terms: ["wandern", "wanderung*", "hike", "hiking"], de: "Wandern", en: "hiking" },
  { terms: ["spazier*", "walk", "walks", "walking", "gassi", "dog walk*"], de: "Spaziergängen", en: "walks" },
];

/** Words of a clause about the past ("früher", "used to", "years ago"): not the customer's sport now. */
const PAST = /\b(?:fr(?:u|ü|ue)her|damals|vor (?:vielen |ein paar )?jahren|als kind|used to|years ago|in the past|as a kid|when i was)\b/i;

/** Words that say the customer competes: games, a league, a race. */
const COMPETES: Term[] = [
  "spiel", "spiele", "spieltag*", "liga", "*liga", "wettkampf*", "wettkampfe", "turnier*", "rennen", "*marathon*", "punktspiel*",
  "match", "matches", "game", "games", "league", "race", "races", "competition*", "tournament*", "meet",
];

export interface NamedSports {
  /** The recognised sports, German (dative after "mit"), in the order named. */
  de: string[];
  en: string[];
  /** The customer competes (games, a league, a race). */
  competes: boolean;
}

/** The sports a customer's sport details name, and whether they compete. */
export function namedSports(details: string | null | undefined): NamedSports {
  const out: NamedSports = { de: [], en: [], competes: false };
  if (!details) return out;
  for (const clause of details.split(/[,;.\n]+|\s+(?:und|and|sonst|otherwise)\s+/i)) {
    if (PAST.test(clause)) continue;
    const words = wordsOf(clause);
    const sport = SPORTS.find((s) => s.terms.some((t) => wordsHaveTerm(words, t)));
    if (sport && !out.de.includes(sport.de)) {
      out.de.push(sport.de);
      out.en.push(sport.en);
    }
    if (COMPETES.some((t) => wordsHaveTerm(words, t))) out.competes = true;
  }
  return out;
}

/** The English of the sports' German names (words.ts spreads these into its phrases). */
// (a name that is the same word in English, "Handball", "Tennis", stays as it is)
export const SPORT_NAMES_EN: ReadonlyArray<readonly [string, string]> = SPORTS.filter((s) => s.de.toLowerCase() !== s.en.toLowerCase()).map((s) => [s.de, s.en] as const);
