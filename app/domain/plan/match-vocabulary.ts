/**
 * The matcher's one German/English vocabulary (used by match-score.ts): equipment words and gym
 * abbreviations, synonyms across the two languages, posture and grip words, and phrases rewritten
 * before a name is split into words. A new synonym is one line here plus a test row.
 */
import type { EquipmentClass } from "./match-score";

/** Stemmed word → equipment class. */
export const EQUIPMENT_WORDS: Record<string, EquipmentClass> = {
  // Gym abbreviations: LH/BB = barbell, KH/DB = dumbbell(s), KB = kettlebell, SZ/EZ = curl bar.
  langhantel: "lh", barbell: "lh", sz: "lh", ez: "lh", szstang: "lh", ezbar: "lh", lh: "lh", bb: "lh",
  kurzhantel: "kh", dumbbell: "kh", db: "kh", kh: "kh",
  // The stemmer, run until stable, cuts "Maschine"/"machine" to "maschi"/"machi".
  maschin: "machine", machin: "machine", maschi: "machine", machi: "machine", gerat: "machine",
  kabel: "cable", kabelzug: "cable", seilzug: "cable", cabl: "cable", seil: "cable", rope: "cable", trx: "cable", schlingentrain: "cable", suspension: "cable",
  korpergewicht: "bw", bodyweight: "bw", eigengewicht: "bw",
  kettlebell: "kb", kb: "kb",
  band: "band", miniband: "band", widerstandsband: "band", resistanc: "band", tube: "band",
  // Brand and shop names of the band: Theraband, Gummiband, Fitnessband.
  theraband: "band", gummiband: "band", fitnessband: "band",
  ring: "rings",
  // A cable tower or station is the cable; "banded" is the band; the Pendlay row is a barbell row by definition.
  kabelturm: "cable", kabelstation: "cable", banded: "band", pendlay: "lh",
  sandsack: "sandbag", sandbag: "sandbag",
};

/** Stemmed word → canonical word (synonyms across German and English). */
export const SYNONYMS: Record<string, string> = {
  latzieh: "latzug",
  schulterdruck: "overheadpress",
  uberkopfdruck: "overheadpress",
  ruckwart: "ruckwart",
  ruckwartig: "ruckwart",
  revers: "ruckwart",
  rev: "ruckwart",
  // RDL is read as "rumänisches Kreuzheben"; the English labels say Romanian.
  romania: "rumanisch",
  // Sideways, a direction like reverse: "Seitliches Gehen" = "Lateral Walk" (never plain "Gehen").
  lateral: "seitlich",
  // Common names of the same movement (German and English).
  fly: "flieg",
  flys: "flieg",
  flies: "flieg",
  fliegend: "flieg",
  bankdruck: "benchpress",
  beckenheb: "glutebridg",
  taps: "tap",
  // "erhöht" alone (hands on a bench) is the incline push-up; raised feet are named as such (PHRASES).
  erhoht: "schrag",
  inclin: "schrag",
  declin: "fusserhoht",
  interval: "intervall",
  assistiert: "assist",
  assisted: "assist",
  unterstutzt: "assist",
  bandunterstutzung: "assist",
  // The movement nouns across German and English, so mixed names meet ("Goblet-Kniebeuge").
  kniebeug: "squat",
  ausfallschritt: "lunge",
  lung: "lunge",
  row: "rud",
  kreuzheb: "deadlift",
  bizepscurl: "curl",
  wadenheb: "calfrais",
  hyperextension: "ruckenstreck",
  // German gym word for the calf raise: "Zehenstand" / "Zehenstände" (not "Zehenheben", the tibialis raise).
  zehenstand: "calfrais",
  // The muscle names in German and English: "Trizeps Pushdown" = "Triceps Pushdown".
  trizep: "tricep",
  bizep: "bicep",
  // Woodchopper = woodchop (Holzhacker); a fly on the cable is the cable crossover.
  woodchopp: "woodchop",
  crossov: "flieg",
  // "Rudermaschine" split into its parts leaves "ruder" (the row).
  ruder: "rud",
  // Walking = Gehen; Steigung = incline (the incline treadmill walk).
  walking: "geh",
  steigung: "schrag",
  // Short English plurals the stemmer leaves alone (it keeps 4 letters).
  ups: "up",
  dips: "dip",
  rows: "rud",
  // Hops are jumps ("Skater Hops" = "Skater Jumps"); scap = scapular ("Scap Pull-Ups"); eccentric = negative.
  hop: "jump", hops: "jump", scap: "scapular", scapula: "scapular",
  exzentrisch: "negativ", eccentric: "negativ", eccentr: "negativ",
  // Decision 0134: the treadmill is the Laufband ("Laufband Incline Walk"); sideways (seitwärts) is lateral.
  treadmill: "laufband", seitwart: "seitlich",
};

/** Posture and grip words: optional in a name, they only rank the candidates. */
export const MODIFIERS: Record<string, string> = {
  stand: "~stand", stehend: "~stand", standing: "~stand",
  sitz: "~sitz", sitzend: "~sitz", seated: "~sitz", sitting: "~sitz",
  liegend: "~lieg", ruckenlag: "~lieg", lying: "~lieg", supin: "~lieg",
  bauchlag: "~bauch", pron: "~bauch",
  hang: "~hang", hangend: "~hang", hanging: "~hang",
  kniend: "~kniend", kniestand: "~kniend", kneeling: "~kniend",
  einarmig: "~einarm", einarm: "~einarm",
  einbeinig: "~einbein", einbein: "~einbein",
  vorgebeugt: "~vorgebeugt", bentover: "~vorgebeugt", bentov: "~vorgebeugt",
  vorn: "~vor", vorne: "~vor", vorwart: "~vor", vorwarts: "~vor", forward: "~vor",
  stuhl: "~stuetze", stuf: "~stuetze", bank: "~stuetze", chair: "~stuetze",
  // Intensity and pace adjectives describe the set, not the exercise ("mit leichten KH", "zügiges Gehen").
  leicht: "~pace", schw: "~pace", zugig: "~pace", lock: "~pace", light: "~pace", heavy: "~pace", brisk: "~pace", easy: "~pace",
  // The close-grip push-up is the diamond push-up (hands together under the chest).
  diamant: "~eng", diamond: "~eng", narrow: "~eng",
  // Style words describe how a set is done, not which exercise: "Strict Pull-ups", "Weighted Pull-ups".
  strict: "~style", weighted: "~style", gewichtet: "~style", zusatzgewicht: "~style", stilvariant: "~style",
  // Grips: "Latzug Untergriff", "underhand pulldown" are the pulldown. Each grip is its own word (round 6:
  // one "~griff" for all made "Klimmzüge (breit)" the underhand chin-up); a grip no record names ranks nothing.
  untergriff: "~unter", kammgriff: "~unter", underhand: "~unter", obergriff: "~ober", overhand: "~ober",
  neutralgriff: "~neutral", neutral: "~neutral", hammergriff: "~neutral", parallelgriff: "~neutral",
  breit: "~breit", wide: "~breit", griff: "~griff", grip: "~griff", eng: "~eng", enge: "~eng", clos: "~eng",
  // Alternating arms or legs is how a set is done: "Bizepscurls im Wechsel" are the biceps curls.
  wechsel: "~style", wechselseitig: "~style", abwechselnd: "~style", alternierend: "~style", alternating: "~style", alternat: "~style",
  // Two hands on one bell is the default swing ("Two-Hand KB Swings"); "zweihandig", "beidarmig" likewise.
  beidarmig: "~style", beidhandig: "~style", zweihandig: "~style", twohand: "~style",
  // CrossFit styles of a pull-up (decision 0134): "Kipping Pull-ups" are pull-ups.
  kipping: "~style",
  // Physio words (decision 0134): both legs is the default, never a single-leg record ("Zehenstand beidbeinig");
  // a small range ("Kleine Kniebeugen", "Mini-Kniebeugen", "partial squats") is the exercise with less depth.
  beidbeinig: "~beidbein", beidseitig: "~beidbein", bilateral: "~beidbein",
  klein: "~range", mini: "~range", partial: "~range",
};

/** The grips: a name with one never matches a record named with another ("Klimmzüge breit" is not the chin-up). */
export const GRIPS: readonly string[] = ["~unter", "~ober", "~neutral", "~breit", "~eng"];

/** Equipment words of the suspension trainer: the cable class, but the TRX record ranks first ("TRX-Rudern"). */
export const SUSPENSION_WORDS: ReadonlySet<string> = new Set(["trx", "schlingentrain", "suspension"]);

/** Phrases rewritten before the words are split (normalized, loose umlauts). */
export const PHRASES: readonly [RegExp, string][] = [
  [/\blat pull ?downs?\b/g, "latzug"],
  [/\b(?:overhead|shoulder|military) press(?:es)?\b/g, "overheadpress"],
  [/\b(?:ohne gewicht|without (?:weights?|load|equipment))\b/g, "korpergewicht"],
  [/\b(?:single|one|1) arm(?:ed)?\b/g, "einarm"],
  [/\b(?:single|one|1) leg(?:ged)?\b/g, "einbein"],
  [/\bbench press(?:es)?\b/g, "bankdruck"],
  [/\bglute bridges?\b/g, "beckenheben"],
  [/\bohne sprung\b/g, "ohnesprung"],
  [/\blow impact\b/g, "ohnesprung"],
  [/\bez bar\b/g, "ezbar"],
  [/\b(?:sz|ez) stange\b/g, "szstang"],
  [/\bbizeps curls?\b/g, "bizepscurl"],
  [/\bcalf raises?\b/g, "calfrais"],
  [/\bmini ?bands?\b/g, "miniband"],
  // Gym abbreviations of whole exercises: HSPU = handstand push-up; a thruster (squat to press) is not the hip thrust.
  [/\bhspus?\b/g, "handstand push up"],
  [/\bthrusters?\b/g, "thrusterlift"],
  // The French press is an SZ-bar exercise the database does not have; with dumbbells it is the
  // dumbbell triceps extension.
  [/\bfrench press(?:es)?\b(?=.*\b(?:kh|db|kurzhantel\w*|dumbbells?)\b)/g, "triceps extension"],
  // The rowing machine: by brand (Concept2, C2), or a row measured in calories, metres or intervals.
  [/\b(?:c2|concept ?2)(?: row(?:er|ing)?)?\b/g, "rudergerat"],
  [/\b(?:row|rowing|rudern)\b(?=(?: \S+)*? (?:intervals?|intervalle|calories|cals?|kcal|kalorien|\d+ ?m|meters?|metres?)\b)/g, "rudergerat"],
  [/\b(?:calories|kalorien|kcal)\b/g, " "],
  // A machine named as the place of the exercise: "Wadenheben an der Beinpresse" is the machine calf raise.
  [/\b(?:an|auf) der beinpresse\b|\bon (?:the )?leg press\b/g, "maschine"],
  [/\bcable (?:tower|station)\b/g, "kabelturm"],
  [/\b(?:bar facing|over the bar)\b/g, "stilvariante"],
  [/\block ?offs?(?: holds?)?\b/g, "flexed arm hang"],
  [/\bsupinated?(?: grip)?\b/g, "untergriff"],
  [/\bpronated?(?: grip)?\b/g, "obergriff"],
  [/\b(?:hammer|neutral|parallel) ?grip\b/g, "neutralgriff"],
  // The chin-up is the underhand pull-up; the hammer curl is the neutral-grip curl.
  [/\bchin ?ups?\b/g, "klimmzug untergriff"],
  [/\bhammer ?curls?\b/g, "hammercurl neutralgriff"],
  // Coaches' abbreviations of movements: RDL = Romanian deadlift, OHP = overhead press.
  [/\brdls?\b/g, "rumanisches kreuzheben"],
  [/\bohps?\b/g, "overheadpress"],
  // Powerlifting shorthand: DL = deadlift, CGBP = close-grip bench press; Larsen and Spoto presses are bench presses.
  [/\bdls?\b/g, "kreuzheben"],
  [/\bcgbps?\b/g, "eng bankdruck"],
  [/\b(larsen|spoto) press(?:es)?\b/g, "$1 bankdruck"],
  [/\b(low|high) ?bar\b/g, "$1bar"],
  // The rower is the rowing machine (never the row with a dumbbell); its sprints are intervals.
  [/\b(?:rowers?|rowing ergometer|ruderergometer)\b/g, "rudergerat"],
  [/\b(rudergerat|laufband|treadmill|crosstrainer|elliptical) sprints?\b/g, "$1 intervalle"],
  // Cycling on an ergometer is the stationary bike ("Radfahren auf dem Ergometer"); cycling outside is not.
  [/\b(?:rad ?fahren|radeln|cycling|biking)(?: (?:auf dem|on (?:the|an))?)? ergometer\b/g, "fahrradergometer"],
  // Brand: the StairMaster is the stair climber (Stepper).
  [/\bstair ?masters?\b/g, "stepper"],
  // The crossover in German: "Kabelziehen über Kreuz"; the rear-delt fly and the bent-over lateral raise are the reverse fly.
  [/\bkabel ?(?:ziehen|zug) uber kreuz\b/g, "cable crossover"],
  [/\brear delts? (?:fly|flys|flyes|flies|raises?)\b/g, "reverse fly"],
  [/\b(?:vorgebeugtes|vorgebeugte|bent ?over) (?:seitheben|lateral raises?)\b|\bseitheben vorgebeugt\b/g, "reverse fly vorgebeugt"],
  // Lat raise = lateral raise; farmer's carry = farmer's walk (Bauernlauf).
  [/\blat raises?\b/g, "seitheben"],
  [/\bfarmer ?s? (?:carry|carries|walks?)\b/g, "bauernlauf"],
  // A dumbbell or kettlebell held in front of the chest for a squat is the goblet squat.
  [/\b(kurzhanteln?|kettlebells?|kh|kb|db|dumbbells?) vor der brust\b/g, "$1 goblet"],
  // Skull crushers are the lying triceps extension (on rings, the ring triceps extension).
  [/\bskull ?crushers?\b/g, "liegend triceps extension"],
  // Tucks while hanging are the hanging knee raise; RTO (rings turned out) is the ring support.
  [/\b(hanging|hangend|im hang) knee tucks?\b/g, "$1 knee raise"],
  [/\brto\b/g, "ringe stilvariante"],
  [/\b(?:two|2|both) hand(?:s|ed)?\b/g, "twohand"],
  [/\bbottoms? ?up\b/g, "bottomsup"],
  // Feet on a box or bench raise the feet (the feet-elevated push-up); hands on it stay the incline.
  [/\b(?:feet|fusse?) (?:up )?(?:on|auf) (?:a |the |der |die |einer |einem |dem )?(?:box|bench|step|chair|bank|kiste|stufe|stuhl)\b/g, "fusserhoht"],
  [/\bbent ?over\b/g, "bentover"],
  // Shoulder taps in German: "Schulterantippen", "Schulter-Tippen", "Schultertippen".
  [/\bschulter ?(?:an)?tipp(?:en)?\b/g, "shoulder taps"],
  // Close grip is one word ("eng"), so the grip is not counted twice against a record naming both.
  [/\bclose ?grip\b/g, "eng"],
  // A loaded walk is a carry: waiter's walk = overhead carry, suitcase / front-rack walk = that carry.
  [/\bwaiter ?s? walks?\b/g, "overhead carry"],
  [/\b(suitcase|front rack|rack|overhead) walks?\b/g, "$1 carry"],
  // A staggered (kickstand, B-stance) hinge is the single-leg variant with a kickstand for balance.
  [/\b(?:kickstand|b stance|staggered stance|staggered)\b/g, "einbein"],
  // Sit-to-stand in German: "Sitz-Steh-Übung", "Aufstehen vom Stuhl".
  [/\bsitz steh\b/g, "sit to stand"],
  [/\b(?:aufstehen (?:vom|von einem) stuhl|vom stuhl aufstehen)\b/g, "sit to stand stuhl"],
  // Raised feet (the decline push-up) as one word, so "erhöht" alone stays the incline.
  [/\b(?:erhohten? fussen?|fusse? erhoht|feet elevated|elevated feet)\b/g, "fusserhoht"],
  // Decision 0134, the physio and Reha register: Kniestrecker/Kniebeuger are the leg extension and leg curl,
  // Bridging is the glute bridge, the diagonal in the quadruped (Vierfüßlerstand) is the bird dog,
  // Stufensteigen is the step-up, "Seitwärts-" a direction, the anti-rotation press is the Pallof press,
  // the Bauchtrainer is the ab machine.
  [/\bknie ?strecker\b/g, "beinstrecker"],
  [/\bknie ?beuger\b/g, "beinbeuger"],
  [/\bbridging\b/g, "beckenheben"],
  [/^(?=.*\bvierfussler)(?=.*\bdiagonal).*$/, "bird dog"],
  [/\bstufen ?steigen\b/g, "step up stufe"],
  [/\bseitwarts(?=[a-z])/g, "seitwarts "],
  [/\banti ?rotations?(?: (?:press(?:e|es)?|drucken|hold|halten))?\b/g, "pallof press"],
  [/\bbauch ?trainer\b/g, "bauchpresse"],
  // CrossFit English: the air bike by brand (Assault, Echo, Airdyne), the air squat is the bodyweight squat,
  // a walking lunge is the forward lunge.
  [/\b(?:assault|echo|schwinn|fan)(?: air)? ?bikes?\b|\bair ?dyne\b|\bair bikes?\b/g, "airbike"],
  [/\bair squats?\b/g, "kniebeuge korpergewicht"],
  [/\bwalking lunges?\b|\bgehende ausfallschritte?\b|\bausfallschritte? (?:im gehen|gehend)\b/g, "lunge vorwarts"],
  // Denglisch: "Flachbankdrücken" is the bench press; the height of a cable pulley ("von oben", "high to low") is a style.
  [/\bflachbank ?drucken\b/g, "bankdrucken"],
  [/\bvon (?:oben|unten)(?: nach (?:oben|unten))?\b|\b(?:high|low) to (?:low|high)\b/g, "stilvariante"],
];

/**
 * Movement words whose machine the database does not have (decision 0134): a back extension named as a machine
 * ("Rückenstrecker-Maschine", "Rückenstrecker (Gerät 7)") is the seated back-extension machine, not the
 * hyperextension bench.
 */
export const ABSENT_MACHINES: ReadonlySet<string> = new Set(["ruckenstreck"]);

/**
 * Exercises the database does not have, named so that no stage turns them into a look-alike
 * (the thruster is not the hip thrust). A query holding one of these words matches nothing.
 */
export const ABSENT_EXERCISES: ReadonlySet<string> = new Set(["thrusterlift"]);

/**
 * Variant words (relaxed stage): a stance, load position, bell count, style or programming word
 * that names a variant of a lift ("KB Sumo Deadlift", "Double Front Squat", "Half-Kneeling KB Press",
 * "Single-Leg RDL", "KB Snatch Intervals"). When the name with its implement or load matches
 * nothing, they only rank, and the lift with the named implement is the base exercise. Stemmed forms.
 */
export const VARIANT_WORDS: ReadonlySet<string> = new Set([
  "sumo", "front", "doubl", "doppel", "doppelt", "half", "halb", "romania", "rumanisch", "strict", "interval", "intervall",
  // Named styles of the row: alternating from a wide stance (gorilla), from the floor (pendlay), heavy one-arm (kroc).
  "gorilla", "pendlay", "kroc",
  "emom", "amrap", "tabata", "finisher", "zirkel", "circuit",
  // Powerlifting variants of the three lifts: a competition, paused, deficit, tempo, Larsen or stance
  // variant is the base lift when the database has no record of its own ("Comp Squat", "Deficit DL").
  "comp", "competitio", "competition", "wettkampf", "paus", "pause", "paused", "deficit", "defizit", "tempo", "larsen", "lars", "spoto",
  "conv", "conventional", "konventionell", "lowbar", "highbar", "negativ", "bottomsup", "bottom",
  // Kettlebell swing styles (decision 0134): the Russian swing (to chest height) and the American (overhead).
  "russia", "russisch", "america", "amerikanisch",
]);

/**
 * The base lifts a variant falls back to (raw words, read like names): a relaxed name must keep one,
 * so "Front Raises" never becomes the lateral raise ("raise" names no lift without its direction).
 */
export const BASE_LIFTS: readonly string[] = [
  "squat", "deadlift", "row", "press", "overhead press", "bench press", "bench", "lunge", "curl", "carry", "swing", "snatch", "clean",
  "Kniebeuge", "Kreuzheben", "Rudern", "Ausfallschritt", "Reißen", "Umsetzen",
];

/** Movement words after a posture prefix in a German compound ("Sitzrudern" = sitzend rudern). */
export const POSTURE_PREFIXES: Record<string, readonly string[]> = { sitz: ["rud", "curl"], steh: ["rud", "curl"] };

/**
 * Cardio stations (word parts, as the stemmer may cut them): a record on one (the incline treadmill walk, the rowing
 * machine's intervals) is only the plan's exercise when the plan names the station — "Zügiges
 * Gehen" is a walk outside, not the treadmill.
 */
export const STATION_RE = /laufband|treadmill|ergom|^erg$|rudergera|crosstra|ellipti|bik|rowing|rower|fahrrad|^ski$|stepp/;
