/**
 * The one safety module of the coaching rules: which conditions a customer has (from the health
 * free text, the age, and pain named in feedback), what a plan must then avoid (exercises by stress
 * tag or name, and the same words in warm-ups and rest-day advice), what it must include
 * (quadriceps work that spares the knee for knee arthrosis, pelvic-floor work in pregnancy,
 * rotator-cuff work for impingement, slow calf raises for the Achilles tendon, trunk stability for
 * back pain) and which cue goes on every exercise (breathing for high blood pressure).
 *
 * Used by the built-in generator, the quality checks and the follow-up logic alike, so the plan
 * text of any writer (AI, coach, generator) is judged by the same rules. The built-in rules below
 * are load-bearing; the admin-editable injuries list (`InjuryRecord`) adds to them and never
 * removes a built-in rule.
 *
 * Coaching stance: a free-text mention is not a diagnosis; negations are not interpreted ("keine
 * Knieprobleme mehr" still spares the knee). A false positive costs a variation, a false negative
 * a joint.
 */
import type { ExerciseRecord, InjuryRecord, MovementPattern, StressTag } from "~/domain/exercises/types";
import { repRange } from "./goals";
import { findTerm, fold, keywordTerm, saysNothing, type Term, wordsHaveTerm, wordsOf } from "./text";

export const CONDITION_IDS = [
  "pregnancy",
  "postpartum",
  "knee",
  "back",
  "shoulder",
  "hypertension",
  "heart",
  "achilles",
  "ankle",
  "hip",
  "senior",
  "obesity",
  "osteoporosis",
  "wrist",
  "neck",
  "hernia",
  "anticoagulant",
  "incontinence",
  "hip_replacement",
  "diastasis",
  "beta_blocker",
  "diabetes_t1",
  "rheumatoid",
  "parkinson",
] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

/** Something a plan must contain for a condition, with the weekly minimum of hard sets. */
export interface Inclusion {
  id: "knee_friendly_quads" | "pelvic_floor" | "rotator_cuff" | "calf_tendon" | "trunk_stability";
  /** German label (plan text, checks' messages). */
  label: string;
  labelEn: string;
  /** Exercise names that satisfy it. */
  terms: Term[];
  /** Weekly working sets of matching exercises. */
  minSetsPerWeek: number;
  /** The slot pattern the generator fills it into. */
  pattern: MovementPattern;
  /** Used by the generator when the exercise database has nothing that matches. */
  fallback?: ExerciseRecord;
  /** Reps and the cue of the row (how this work is done). */
  reps?: string;
  cue?: string;
}

export interface ConditionRule {
  id: ConditionId;
  label: string;
  labelEn: string;
  /** Words of the health text (or feedback) that name the condition. */
  detect: Term[];
  /** Exercises carrying one of these stress tags are left out (unless `permit` names them). */
  avoidTags: StressTag[];
  /** Exercises, warm-ups and rest-day lines with one of these words are left out. */
  avoidTerms: Term[];
  /** Exercises a tag would exclude that the condition's therapy needs (quadriceps for the knee). */
  permit?: { tags: StressTag[]; terms: Term[] };
  include?: Inclusion[];
  /** A cue written on every exercise of the plan. */
  cue?: string;
  cueEn?: string;
  /** A cue written on the exercises of these movement patterns only (the knee cue on leg work). */
  patternCue?: { patterns: MovementPattern[]; text: string; textEn: string };
  /** Highest exercise difficulty (1–3). */
  maxDifficulty?: 1 | 2 | 3;
  /** Lowest repetition count of a working set (no heavy low-rep work). */
  minReps?: number;
  /** Lowest reps-in-reserve target. */
  minRir?: number;
  /** What the condition requires beyond the rows, told to the customer ("Sie"), true of the rows (issue 23 round 4). */
  note?: string;
  noteEn?: string;
}

/** Pelvic-floor work for pregnancy and after birth; the seeded database has none. */
export const PELVIC_FLOOR_EXERCISE: ExerciseRecord = {
  name: "Beckenbodentraining im Sitzen",
  nameEn: "Seated pelvic floor training",
  description: "Anspannen und Lösen des Beckenbodens im aufrechten Sitz.",
  instructions:
    "Aufrecht auf einem Stuhl oder Ball sitzen. Beim Ausatmen den Beckenboden sanft nach innen oben ziehen, 5 Sekunden halten, beim Einatmen ganz lösen. Nicht die Luft anhalten, Gesäß und Bauch locker lassen.",
  descriptionEn: "Tensing and releasing your pelvic floor while sitting upright.",
  instructionsEn:
    "Sit upright on a chair or ball. As you breathe out, gently draw your pelvic floor in and up, hold for 5 seconds, then let it go completely as you breathe in. Do not hold your breath; keep your glutes and abs relaxed.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["core"],
  equipmentNeeded: [],
  movementPattern: "core",
  difficulty: 1,
  stressTags: [],
};

/** Rotator-cuff work for shoulder problems when no band or cable is available. */
export const ROTATOR_CUFF_EXERCISE: ExerciseRecord = {
  name: "Außenrotation in Seitenlage",
  nameEn: "Side-lying external rotation",
  description: "Kräftigung der Rotatorenmanschette in Seitenlage, ohne oder mit leichter Kurzhantel.",
  instructions:
    "Auf der Seite liegen, oberer Ellbogen 90° gebeugt am Körper (ein kleines Handtuch dazwischen). Den Unterarm langsam nach oben drehen, ohne den Ellbogen vom Körper zu lösen, 2 s halten, 3 s absenken. Nur im schmerzfreien Bereich.",
  descriptionEn: "Strengthens the rotator cuff lying on your side, with no weight or a light dumbbell.",
  instructionsEn:
    "Lie on your side with your top elbow bent to 90 degrees against your body (a small towel tucked in between). Slowly rotate your forearm up without letting your elbow leave your side, hold for 2 seconds, lower over 3 seconds. Stay within a pain-free range.",
  videoUrl: null,
  hashtag: null,
  muscleGroups: ["shoulders"],
  equipmentNeeded: [],
  movementPattern: "pull_horizontal",
  difficulty: 1,
  stressTags: [],
};

/** Jumps and impact by name (with the `high_impact` stress tag: impact.ts). */
export const JUMPS: Term[] = ["*sprung*", "*sprunge*", "*jump*", "burpee*", "hampelmann", "seilspring*", "*hops", "pogo*", "hopserlauf", "skater*"];

const INCLUSIONS = {
  kneeQuads: {
    id: "knee_friendly_quads",
    label: "Kniegelenkschonende Oberschenkelkräftigung",
    labelEn: "Knee-friendly quadriceps work",
    terms: ["beinpresse*", "leg press", "beinstrecker*", "leg extension", "wandsitz*", "wall sit", "stuhl kniebeuge*", "box squat", "sit to stand", "kniebeuge am schlingentrainer", "trx assisted squat", "step up auf eine stufe"],
    minSetsPerWeek: 6,
    pattern: "squat",
  },
  pelvicFloor: {
    id: "pelvic_floor",
    label: "Beckenbodentraining",
    labelEn: "Pelvic floor training",
    terms: ["beckenboden*", "pelvic floor"],
    minSetsPerWeek: 4,
    pattern: "core",
    fallback: PELVIC_FLOOR_EXERCISE,
    reps: "10",
    cue: "beim Ausatmen 5 s sanft anspannen, beim Einatmen ganz lösen",
  },
  rotatorCuff: {
    id: "rotator_cuff",
    label: "Kräftigung der Rotatorenmanschette",
    labelEn: "Rotator cuff work",
    terms: ["*aussenrotation*", "external rotation", "face pull*", "band pull apart", "reverse fly*"],
    minSetsPerWeek: 4,
    pattern: "pull_horizontal",
    fallback: ROTATOR_CUFF_EXERCISE,
    reps: "12-15",
    cue: "leichtes Gewicht, langsam, Ellbogen am Körper",
  },
  calfTendon: {
    id: "calf_tendon",
    label: "Langsames Wadenheben für die Achillessehne",
    labelEn: "Slow calf raises for the Achilles tendon",
    terms: ["*wadenheben*", "calf raise*"],
    minSetsPerWeek: 4,
    pattern: "calves",
    reps: "12-15",
    cue: "langsam: 3 s hoch, 3 s ab",
  },
  trunk: {
    id: "trunk_stability",
    label: "Rumpfstabilität mit neutraler Wirbelsäule",
    labelEn: "Trunk stability with a neutral spine",
    terms: ["bird dog", "seitstutz*", "side plank", "dead bug", "pallof*", "unterarmstutz", "plank"],
    minSetsPerWeek: 4,
    pattern: "core",
  },
} satisfies Record<string, Inclusion>;

/** Trunk work with the highest abdominal pressure (rollouts, hanging leg raises, jackknives): not after a hernia repair or with a diastasis. */
const HIGH_PRESSURE_TRUNK: Term[] = [
  "*rollout*", "ab wheel*", "bauchroller*", "beinheben im hang", "hanging*", "knieheben im hang", "hanging knee*",
  "toes to bar", "klappmesser", "jackknife*", "v up*", "v ups", "hollow*", "dragon flag*",
];

/** Breathing drills with breath holds (box breathing): not with high blood pressure, heart disease or in pregnancy (round 3). */
const BREATH_HOLDS: Term[] = ["box atmung*", "box breathing"];

const BREATHING_CUE = "gleichmäßig atmen, beim Drücken ausatmen, keine Pressatmung";

/** The built-in rules (German and English keywords). */
export const CONDITION_RULES: ConditionRule[] = [
  {
    id: "pregnancy",
    label: "Schwangerschaft",
    labelEn: "Pregnancy",
    detect: ["schwanger*", "pregnan*", "trimester*", "ssw", "gravid*", "werdende mutter", "expecting"],
    avoidTags: ["high_impact", "supine", "prone", "valsalva", "inversion", "spinal_load"],
    avoidTerms: [
      ...JUMPS, "*crunch*", "sit up*", "situp*", "*twist*", "schulterantipp*", "shoulder tap*", "bauchpresse*",
      "hollow*", "beinheben*", "leg raise*", "bergsteiger", "mountain climber*", "klappmesser", "sauna*",
      "warmes bad", "heisses bad", "hot bath", "kreuzheben mit langhantel", "maximal*", "intervall*", "sprint*",
      "*rollout*", "knieanziehen*",
      // Loaded trunk rotation (issue 23).
      "holzhack*", "wood chop*", "landmine rotation*",
      // Round 3: no lying on the back after the first trimester (rest days too), no breath holds.
      "im liegen", "in ruckenlage", "lying on your back", "box atmung*", "box breathing",
      "inchworm*", "oberer rucken auf der faszienrolle", "upper back on the foam roller",
      // Round 4: a supine glute bridge in a week-2 warm-up (the supine tag guards rows, these words the text lines).
      "glute bridge*", "beckenheben*", "bridging", "*figur 4*", "figure four*", "figure 4*",
    ],
    include: [INCLUSIONS.pelvicFloor],
    cue: "ruhig weiteratmen, Sprechen muss möglich bleiben",
    cueEn: "keep breathing, you must still be able to talk",
    maxDifficulty: 2,
    minReps: 10,
    minRir: 3,
  },
  {
    id: "postpartum",
    label: "Rückbildung nach der Geburt",
    labelEn: "Postpartum recovery",
    detect: ["*diastase*", "diastasis", "ruckbildung*", "postpartum", "postnatal", "nach der geburt", "wochenbett", "kaiserschnitt*", "entbindung*"],
    avoidTags: ["high_impact", "valsalva"],
    avoidTerms: [...JUMPS, "*crunch*", "sit up*", "situp*", "hollow*", "beinheben*", "*rollout*"],
    include: [INCLUSIONS.pelvicFloor],
    minRir: 2,
  },
  {
    id: "knee",
    label: "Kniebeschwerden",
    labelEn: "Knee problems",
    detect: ["knie*", "knee*", "menisk*", "meniscus", "kreuzband*", "patella*", "gonarthros*", "springerknie", "jumper*"],
    avoidTags: ["high_impact"],
    avoidTerms: [
      ...JUMPS, "sprint*", "pistol*", "*kosak*", "cossack*", "bulgar*", "ausfallschritt nach vorn", "forward lunge",
      "knie liegestutz", "knee push up", "*kniestand*", "kniend*", "kneeling*", "auf den knien",
      // On all fours is kneeling too: the rest days must not recommend what the plan excludes (issue 23).
      "katze kuh*", "cat cow*", "*vierfussler*", "quadruped*",
      // The rowing machine bends the knee far past the 90° the knee cue allows (issue 23).
      "rudergerat*", "ruderergometer*", "rowing machine*", "rower*", "kindhaltung", "tiefe hocke",
      "deep squat*", "taubenhaltung", "sissy*", "laufen*", "joggen*", "treadmill run", "kniebeuge mit langhantel",
    ],
    permit: { tags: ["knee"], terms: INCLUSIONS.kneeQuads.terms },
    include: [INCLUSIONS.kneeQuads],
    patternCue: {
      patterns: ["squat", "lunge", "hinge", "calves"],
      text: "nur im schmerzfreien Bewegungsumfang, Knie höchstens 90° beugen",
      textEn: "pain-free range only, bend the knee to 90° at most",
    },
  },
  {
    id: "back",
    label: "Rückenbeschwerden",
    labelEn: "Back problems",
    detect: [
      "rucken*", "back", "backache*", "back pain", "lower back", "bandscheib*", "lws", "lendenwirbel*", "ischias*",
      "sciatica", "hexenschuss", "lumbago", "lumbal*", "wirbelsaule*", "kreuzschmerz*", "prolaps*", "herniated", "slipped disc",
    ],
    avoidTags: ["spinal_load", "lower_back"],
    avoidTerms: ["*crunch*", "sit up*", "situp*", "russian twist*", "good morning*", "kreuzheben mit langhantel", "deadlift", "umsetzen*", "power clean*", "nackendruck*", "burpee*", "*sprung*", "*jump*"],
    include: [INCLUSIONS.trunk],
  },
  {
    id: "shoulder",
    label: "Schulterbeschwerden",
    labelEn: "Shoulder problems",
    detect: ["schulter*", "shoulder*", "rotatorenmanschette*", "rotator*", "impingement*", "supraspinatus*", "engpass*", "bursitis"],
    avoidTags: ["overhead"],
    avoidTerms: ["*uberkopf*", "overhead*", "military press", "*schulterdruck*", "shoulder press", "nackendruck*", "dips*", "*dip", "handstand*", "aufrechtes rudern", "upright row*", "*klimmzug*", "pull up*", "chin up*", "muscle up*", "*schulterantipp*", "shoulder tap*", "seitheben*", "lateral raise*", "fliegende*", "*fly", "butterfly*", "crossover*", "*snatch*", "reissen*",
      // Arms above the shoulder under load or in every warm-up (issue 23): arm circles, wood chops, lat pull-downs.
      "armkreis*", "*armkreisen", "arm circle*", "holzhack*", "wood chop*", "*latzug*", "latziehen*", "lat pull*", "*pulldown*", "pull down*"],
    permit: { tags: ["shoulder"], terms: ["bodendruck*", "floor press", "brustpresse*", "chest press", "*rudern*", "*row", "face pull*", "*aussenrotation*", "band pull apart", "reverse fly*"] },
    include: [INCLUSIONS.rotatorCuff],
    patternCue: {
      patterns: ["push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical", "arms"],
      text: "Schulterblätter tief und hinten, nur im schmerzfreien Bereich",
      textEn: "shoulder blades down and back, pain-free range only",
    },
  },
  {
    id: "hypertension",
    label: "Bluthochdruck",
    labelEn: "High blood pressure",
    detect: ["bluthochdruck*", "hypertoni*", "hypertens*", "blutdruck*", "blood pressure", "hochdruck*"],
    // Jumps and impact raise the blood pressure in spikes and add nothing a moderate plan needs (issue 23).
    avoidTags: ["valsalva", "inversion", "high_impact"],
    avoidTerms: [...JUMPS, "pressatm*", "valsalva", "maximal*", "1rm", "kopfstand*", "handstand*", "herabschauender hund", "downward dog", "sprint*", ...BREATH_HOLDS],
    cue: BREATHING_CUE,
    cueEn: "breathe steadily, exhale on the effort, never hold your breath",
    minReps: 10,
    minRir: 2,
  },
  {
    id: "heart",
    label: "Herz-Kreislauf-Erkrankung",
    labelEn: "Cardiovascular disease",
    detect: ["herz*", "heart", "cardiac", "kardiolog*", "koronar*", "khk", "stent*", "bypass*", "vorhofflimmern", "angina"],
    avoidTags: ["valsalva", "inversion", "high_impact"],
    avoidTerms: [...JUMPS, "pressatm*", "maximal*", "1rm", "intervall*", "interval*", "hiit", "tabata", "sprint*", "sauna*", ...BREATH_HOLDS],
    cue: BREATHING_CUE,
    cueEn: "breathe steadily, exhale on the effort, never hold your breath",
    maxDifficulty: 2,
    minReps: 10,
    minRir: 3,
  },
  {
    id: "achilles",
    label: "Achillessehnenbeschwerden",
    labelEn: "Achilles tendon problems",
    detect: ["achilles*", "achillodyn*", "ferse*", "fersensporn*", "plantar*"],
    avoidTags: ["high_impact"],
    avoidTerms: [
      ...JUMPS, "sprint*", "anfersen", "kniehebelauf", "high knees", "laufen*", "joggen*", "run", "running", "treadmill run", "seilspring*",
      // Round 3: an irritated tendon gets slow two-legged loading first, no single-leg full-range heel drops.
      "einbeinig* wadenheben*", "single leg calf*", "single-leg calf*",
    ],
    include: [INCLUSIONS.calfTendon],
  },
  {
    id: "ankle",
    label: "Sprunggelenksbeschwerden",
    labelEn: "Ankle problems",
    detect: ["sprunggelenk*", "knochel*", "ankle*", "umgeknickt", "umknick*", "banderriss*", "banderdehnung*", "aussenband*", "syndesmose*"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "sprint*", "seilspring*", "skater*"],
  },
  {
    id: "hip",
    label: "Hüftbeschwerden",
    labelEn: "Hip problems",
    detect: ["huft*", "hip", "hips", "coxarthros*"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "*kosak*", "cossack*", "taubenhaltung", "pigeon*", "laufen*", "joggen*"],
  },
  {
    id: "senior",
    label: "Alter ab 60",
    labelEn: "Age 60+",
    detect: [],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "sprint*", "pistol*", "muscle up*", "handstand*", "*rollout*", "*snatch*", "reissen*", "umsetzen*", "power clean*"],
    maxDifficulty: 2,
    minReps: 8,
    minRir: 2,
  },
  {
    id: "obesity",
    label: "Starkes Übergewicht",
    labelEn: "Obesity",
    detect: ["adipos*", "ubergewicht*", "obes*", "overweight"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "sprint*", "laufen*", "joggen*"],
  },
  {
    id: "osteoporosis",
    label: "Osteoporose",
    labelEn: "Osteoporosis",
    detect: ["osteoporos*", "osteopen*", "knochendichte", "knochenschwund", "bone density"],
    avoidTags: ["high_impact", "spinal_load"],
    avoidTerms: [
      ...JUMPS, "*crunch*", "sit up*", "situp*", "*twist*", "kreuzheben mit langhantel",
      // Round 3: no loaded or end-range spinal flexion and rotation, no rolling the spine – warm-ups and rest days too.
      "inchworm*", "raupe*", "katze kuh*", "cat cow*", "einrollen der wirbelsaule", "*roll down*", "jefferson*",
      "weltbeste dehnung", "world s greatest*", "offene bucher", "open book*", "rumpfrotation*", "torso rotation*",
      "brustwirbelsaule offnen*", "brustwirbelsaule mobilisieren", "thoracic rotation*", "kindhaltung", "child s pose",
      "oberer rucken auf der faszienrolle", "upper back on the foam roller", "*ruckenrolle*",
    ],
    maxDifficulty: 2,
  },
  {
    id: "wrist",
    label: "Handgelenksbeschwerden",
    labelEn: "Wrist problems",
    detect: ["handgelenk*", "wrist*", "karpaltunnel*", "carpal*", "sehnenscheid*"],
    avoidTags: ["wrist"],
    avoidTerms: ["burpee*", "handstand*"],
  },
  {
    id: "neck",
    label: "Nackenbeschwerden",
    labelEn: "Neck problems",
    detect: ["nacken*", "hws", "halswirbel*", "neck", "cervical", "schleudertrauma", "whiplash"],
    avoidTags: ["neck", "inversion"],
    avoidTerms: ["nackendruck*", "kopfstand*", "handstand*", "*crunch*"],
  },
  {
    id: "hernia",
    label: "Bruch (Leiste/Bauchwand)",
    labelEn: "Hernia",
    detect: ["*bruch", "hernie*", "hernia", "inguinal", "umbilical"],
    avoidTags: ["valsalva"],
    avoidTerms: [
      "pressatm*", "maximal*", "*crunch*", "sit up*", "situp*", "kreuzheben mit langhantel",
      // Round 4: the highest intra-abdominal pressure of trunk work, on a repaired abdominal wall.
      ...HIGH_PRESSURE_TRUNK, "1rm",
    ],
    cue: BREATHING_CUE,
    cueEn: "breathe steadily, exhale on the effort, never hold your breath",
    minReps: 8,
    note: "Nach Ihrer Bruch-Operation: keine Rollouts, kein Beinheben im Hang, keine schweren Lasten mit Pressatmung. Bei jeder Anstrengung ausatmen; spüren Sie Druck, Ziehen oder eine Vorwölbung an der Narbe, das Gewicht verringern und die Übung beenden.",
    noteEn: "After your hernia repair: no rollouts, no hanging leg raises, no heavy loads with a held breath. Exhale on every effort; if you feel pressure, pulling or a bulge at the scar, reduce the weight and stop the exercise.",
  },
  {
    // Round 3: blood thinners bruise and bleed easily – no foam rolling or hard self-massage, a fall is the main risk.
    id: "anticoagulant",
    label: "Einnahme von Blutverdünnern",
    labelEn: "Blood thinners",
    detect: [
      "blutverdunn*", "gerinnungshemm*", "antikoagul*", "marcumar*", "phenprocoumon", "eliquis", "apixaban", "xarelto",
      "rivaroxaban", "pradaxa", "dabigatran", "edoxaban", "lixiana", "warfarin", "blood thinner*", "anticoagul*",
    ],
    avoidTags: [],
    avoidTerms: ["faszienroll*", "*faszienrolle", "foam roll*", "blackroll*", "massageball*", "lacrosse*", "triggerpunkt*", "trigger point*"],
  },
  {
    // Round 3: stress incontinence – no hops or skips, pelvic-floor work, exhale on the effort before heavy lifts.
    id: "incontinence",
    label: "Belastungsinkontinenz",
    labelEn: "Stress incontinence",
    detect: [
      "*inkontinenz*", "*incontinence*", "blasenschwach*", "urinverlust*", "harnverlust*", "beckenbodenschwach*",
      "bladder leak*",
    ],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "seilspring*", "skipping", "kniehebelauf", "high knees", "anfersen", "butt kick*"],
    include: [INCLUSIONS.pelvicFloor],
    patternCue: {
      patterns: ["squat", "hinge", "lunge"],
      text: "beim Hochkommen ausatmen und den Beckenboden mit anspannen",
      textEn: "exhale as you come up and engage your pelvic floor",
    },
  },
  {
    // Round 4: hip precautions after a hip replacement (posterior approach: no flexion past 90°, no crossed legs, no inward rotation).
    id: "hip_replacement",
    label: "Hüftgelenkersatz (Hüft-TEP)",
    labelEn: "Hip replacement",
    detect: [
      "huft tep", "hufttep", "tep huft*", "huftendoprothes*", "huft endoprothes*", "huftprothes*", "huft prothes*",
      "neue* huftgelenk*", "kunstliche* huftgelenk*", "kunstliche hufte", "neue hufte", "hip replacement*", "new hip",
      "artificial hip", "hip arthroplast*", "thr", "thp",
    ],
    avoidTags: ["high_impact"],
    avoidTerms: [
      ...JUMPS, "sprint*", "laufen*", "joggen*", "*kosak*", "cossack*", "pistol*", "tiefe hocke", "deep squat*", "squat to stand",
      "kindhaltung", "child s pose", "taubenhaltung", "pigeon*", "*figur 4*", "figure four*", "figure 4*", "inchworm*",
      "weltbeste dehnung", "world s greatest*", "knie zur brust", "knee to chest*", "knees to chest", "knieanziehen*",
      "beine uberkreuz*", "crossed leg*", "cross leg*", "schneidersitz", "*kreuzsitz*", "ruckwartsgekreuzt*",
      "dehnung der hinteren oberschenkel*", "hamstring stretch*", "vorbeuge*", "toe touch*", "zehen beruhren",
      "rudergerat*", "ruderergometer*", "rowing machine*", "rower*", "*crunch*", "sit up*", "situp*", "bauchpresse*",
      "kniebeuge mit langhantel", "kreuzheben*", "deadlift*", "good morning*", "bergsteiger", "mountain climber*",
    ],
    patternCue: {
      patterns: ["squat", "hinge", "lunge", "core"],
      text: "Hüfte nicht über 90° beugen, Beine nicht überkreuzen, Knie nicht nach innen drehen",
      textEn: "do not bend the hip past 90°, do not cross your legs, do not turn the knee inwards",
    },
    maxDifficulty: 2,
    note: "Ihr neues Hüftgelenk: Im ganzen Plan – auch beim Aufwärmen, Dehnen und an Ruhetagen – die Hüfte nicht über 90° beugen, die Beine nicht überkreuzen und das Bein nicht nach innen drehen. Keine tiefen Sitz- oder Hockpositionen; bei Unsicherheit gelten die Vorgaben Ihres Operateurs.",
    noteEn: "Your new hip joint: throughout the plan – warm-up, stretching and rest days too – do not bend the hip past 90°, do not cross your legs and do not turn the leg inwards. No deep sitting or squatting positions; when unsure, your surgeon's instructions apply.",
  },
  {
    // Round 4: a rectus diastasis – no full plank, crunch or rollout, exhale on the effort.
    id: "diastasis",
    label: "Rektusdiastase",
    labelEn: "Diastasis recti",
    detect: ["*diastase*", "diastasis*", "drac", "bauchmuskelspalt*", "abdominal separation"],
    avoidTags: ["valsalva"],
    avoidTerms: [
      ...HIGH_PRESSURE_TRUNK, "*crunch*", "sit up*", "situp*", "bauchpresse*", "*twist*", "plank*", "unterarmstutz*",
      "liegestutz*", "push up*", "pushup*", "bergsteiger", "mountain climber*", "beinheben*", "leg raise*", "schulterantipp*", "shoulder tap*",
    ],
    cue: "bei der Anstrengung ausatmen und den Bauch sanft nach innen ziehen",
    cueEn: "exhale on the effort and gently draw your belly in",
    include: [INCLUSIONS.pelvicFloor],
    note: "Ihre Rektusdiastase: kein voller Unterarmstütz, keine Crunches, keine Rollouts. Bei jeder Anstrengung ausatmen und den Bauch sanft nach innen ziehen; wölbt sich der Bauch in der Mitte zu einem Zelt vor, die Übung leichter machen.",
    noteEn: "Your diastasis recti: no full plank, no crunches, no rollouts. Exhale on every effort and gently draw your belly in; if your belly domes in the middle, make the exercise easier.",
  },
  {
    // Round 4: a beta blocker caps the heart rate – intensity by effort and the talk test, never heart-rate zones.
    id: "beta_blocker",
    label: "Einnahme eines Betablockers",
    labelEn: "Beta blocker",
    detect: [
      "betablocker*", "beta blocker*", "betarezeptorenblocker*", "bisoprolol", "metoprolol", "nebivolol", "carvedilol",
      "atenolol", "propranolol", "concor", "beloc*",
    ],
    avoidTags: [],
    avoidTerms: ["puls*", "herzfrequenz*", "heart rate*", "hf zone*", "bpm", "schlage pro minute", "beats per minute", "*pulszone*"],
    note: "Sie nehmen einen Betablocker: Ihr Puls steigt beim Training kaum an, Pulsvorgaben gelten für Sie nicht. Steuern Sie die Anstrengung nach Gefühl (RPE 11–13 von 20, „etwas anstrengend“) und mit dem Sprechtest: Sie können dabei noch in ganzen Sätzen sprechen.",
    noteEn: "You take a beta blocker: your heart rate barely rises in training, so heart-rate targets do not apply to you. Steer the effort by feel (RPE 11–13 out of 20, “somewhat hard”) and by the talk test: you can still speak in full sentences.",
  },
  {
    // Round 4: type 1 diabetes – glucose before/after, fast carbohydrates at hand, the night low, no calorie deficit.
    id: "diabetes_t1",
    label: "Typ-1-Diabetes",
    labelEn: "Type 1 diabetes",
    detect: [
      "typ 1 diabet*", "typ1 diabet*", "diabetes typ 1", "diabetes typ i", "diabetes mellitus typ 1", "t1d", "t1dm", "dm1",
      "dm typ 1", "type 1 diabet*", "type1 diabet*", "diabetes type 1", "insulinpumpe*", "insulin pump*", "insulinpflichtig*",
      "insulin dependent", "juvenile* diabet*",
    ],
    avoidTags: [],
    avoidTerms: ["*kaloriendefizit*", "*defizit*", "calorie deficit*", "deficit*", "fasten*", "fasting", "intervallfasten*", "nuchtern*"],
    note: "Typ-1-Diabetes: Messen Sie den Blutzucker vor und nach jeder Einheit und haben Sie schnelle Kohlenhydrate (Traubenzucker, Saft) griffbereit. Nach Training am Abend steigt das Risiko einer Unterzuckerung in der Nacht: vor dem Schlafen messen und Insulin und Spätmahlzeit mit Ihrem Diabetesteam abstimmen. Kein Kaloriendefizit ohne Absprache mit Ihrem Diabetesteam.",
    noteEn: "Type 1 diabetes: check your blood glucose before and after every session and keep fast carbohydrates (glucose tablets, juice) at hand. Training in the evening raises the risk of a low during the night: check before bed and agree insulin and a late snack with your diabetes team. No calorie deficit without your diabetes team's agreement.",
  },
  {
    // Round 4: rheumatoid arthritis in the hands – no grip-heavy loading, no hand work on rest days, a flare-day rule.
    id: "rheumatoid",
    label: "Rheumatoide Arthritis",
    labelEn: "Rheumatoid arthritis",
    detect: ["rheumatoid*", "rheuma*", "polyarthrit*", "chronische polyarthritis", "rheumatoid arthritis"],
    avoidTags: ["wrist"],
    avoidTerms: [
      "farmer*", "bauerngang*", "bauernlauf*", "koffertrag*", "suitcase carry*", "*carry", "totes hangen", "dead hang*",
      "*klimmzug*", "pull up*", "chin up*", "hand grip*", "handtrainer*", "griffkraft*", "grip*", "knetball*", "*knete*",
      "finger*", "handgymnastik", "ball drucken", "liegestutz*", "push up*", "pushup*", "burpee*", "handstand*",
      "unterarmstutz*", "plank*", "bergsteiger", "mountain climber*", "*vierfussler*", "quadruped*", "katze kuh*", "cat cow*",
      "inchworm*", "herabschauender hund", "downward dog",
    ],
    patternCue: {
      patterns: ["push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical", "arms"],
      text: "Griff locker, Handgelenk gerade, lieber Maschine oder Manschette als festes Zupacken",
      textEn: "relaxed grip, straight wrist, prefer a machine or cuff to a hard grip",
    },
    note: "Ihre rheumatoide Arthritis: keine griffintensiven Lasten (Tragen, Hängen, Stütz auf den Händen), an Ruhetagen keine Handübungen mit Kraft. An Tagen mit einem Schub (geschwollene, warme oder stark schmerzende Gelenke) die Einheit durch lockere Bewegung ohne Gewicht ersetzen; bei Morgensteifigkeit lieber später am Tag trainieren.",
    noteEn: "Your rheumatoid arthritis: no grip-heavy loads (carrying, hanging, weight on your hands), no hand strength work on rest days. On a flare day (swollen, warm or very painful joints) replace the session with easy movement without weights; with morning stiffness, train later in the day.",
  },
  {
    // Round 4: Parkinson's – fall-safe balance work with support, no fall-prone drills.
    id: "parkinson",
    label: "Parkinson",
    labelEn: "Parkinson's disease",
    detect: ["parkinson*", "morbus parkinson", "idiopathisches parkinson*", "levodopa", "l dopa"],
    avoidTags: ["high_impact"],
    avoidTerms: [
      ...JUMPS, "sprint*", "laufband*", "treadmill*", "augen geschlossen", "geschlossenen augen", "eyes closed", "bosu*",
      "wackelbrett*", "balance board*", "balance pad*", "pistol*", "*kosak*", "cossack*", "bulgar*", "*snatch*",
      "reissen*", "umsetzen*", "power clean*", "kettlebell swing*", "inchworm*", "squat to stand", "weltbeste dehnung", "world s greatest*",
    ],
    patternCue: {
      patterns: ["squat", "lunge", "hinge", "calves"],
      text: "mit Halt in Griffweite (Stuhllehne, Wand oder Stange), große, bewusste Bewegungen",
      textEn: "with support within reach (chair back, wall or rail), big, deliberate movements",
    },
    maxDifficulty: 2,
    minRir: 2,
    note: "Parkinson: Gleichgewichts- und Beinübungen immer mit Halt in Griffweite (Stuhllehne, Wand oder Stange) und nie mit geschlossenen Augen; üben Sie große, bewusste Bewegungen und lange Schritte, z. B. Einbeinstand mit einer Hand an der Stuhllehne, 3 × 20 s je Seite. Trainieren Sie in der guten Wirkphase Ihrer Medikamente; bei Schwindel oder Blockaden beim Gehen (Freezing) sofort hinsetzen.",
    noteEn: "Parkinson's: balance and leg exercises always with support within reach (chair back, wall or rail) and never with your eyes closed; practise big, deliberate movements and long steps, e.g. standing on one leg with one hand on a chair back, 3 × 20 s per side. Train while your medication works well; if you feel dizzy or your steps freeze, sit down at once.",
  },
];

const RULES_BY_ID = new Map(CONDITION_RULES.map((r) => [r.id, r] as const));

export function conditionRule(id: ConditionId): ConditionRule {
  return RULES_BY_ID.get(id)!;
}

/** Age from which the "senior" rule applies. */
export const SENIOR_AGE = 60;
/** BMI from which the "obesity" rule applies (when the health text names a BMI). */
export const OBESITY_BMI = 30;

/** A "BMI 32" / "BMI von 31,5" in a text, or null. */
export function bmiInText(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /\bbmi\b\D{0,12}(\d{2}(?:[.,]\d)?)/i.exec(text);
  return m?.[1] ? Number(m[1].replace(",", ".")) : null;
}

/** Bone fractures ("Bruch") are no hernia: the hernia rule needs one of these compounds. */
const HERNIA_WORDS = ["leistenbruch", "nabelbruch", "narbenbruch", "bauchwandbruch", "zwerchfellbruch"];

/** The conditions a health text names (no age rule). */
export function conditionsInText(text: string | null | undefined): ConditionId[] {
  if (!text || saysNothing(text)) return [];
  const words = wordsOf(text);
  const out: ConditionId[] = [];
  for (const rule of CONDITION_RULES) {
    if (rule.id === "hernia") {
      if (words.some((w) => HERNIA_WORDS.includes(w)) || rule.detect.slice(1).some((t) => wordsHaveTerm(words, t))) out.push(rule.id);
      continue;
    }
    if (rule.detect.some((t) => wordsHaveTerm(words, t))) out.push(rule.id);
  }
  // "Osteoporose (Wirbelsäule …)": the spine named as where the osteoporosis sits is no separate back
  // complaint (round 3: no "Rückenbeschwerden" the customer did not report); the osteoporosis rule guards the spine.
  if (out.includes("osteoporosis") && out.includes("back")) {
    const back = conditionRule("back").detect.filter((t) => t !== "wirbelsaule*");
    if (!back.some((t) => wordsHaveTerm(words, t))) out.splice(out.indexOf("back"), 1);
  }
  const bmi = bmiInText(text);
  if (bmi !== null && bmi >= OBESITY_BMI && !out.includes("obesity")) out.push("obesity");
  return out;
}

/** The entries of the (admin-editable) injuries list a free text names, by keyword or name. */
export function matchInjuries(freeText: string | null | undefined, injuries: readonly InjuryRecord[]): InjuryRecord[] {
  if (!freeText || saysNothing(freeText)) return [];
  const words = wordsOf(freeText);
  return injuries.filter((injury) => {
    const names = [injury.name, injury.nameEn]
      .flatMap((n) => (n ?? "").replace(/\([^)]*\)/g, " ").split("/"))
      .map((n) => fold(n))
      .filter((n) => n.length >= 2);
    const terms = [
      ...(injury.keywords ?? []).map(keywordTerm),
      // Names count at a word start only ("Bänder" is no keyword inside "Schulterbänder").
      ...names.map((n) => `${n}*`),
    ].filter(Boolean);
    return terms.some((t) => wordsHaveTerm(words, t));
  });
}

export interface SafetyInput {
  age?: number | null;
  healthText?: string | null;
  /** Further texts naming complaints (body parts named with pain in feedback). */
  extraTexts?: readonly string[];
}

/** What a plan text or exercise violates, for the checks' messages and the plan's notes. */
export interface Violation {
  condition: string;
  /** The tag or word that excluded it. */
  because: string;
}

export interface SafetyProfile {
  conditions: ConditionRule[];
  /** The matched entries of the admin's injuries list. */
  records: InjuryRecord[];
  inclusions: Inclusion[];
  /** Cues written on every exercise (deduplicated). */
  cues: string[];
  /** Cues for the exercises of some movement patterns (knee cue on leg work). */
  patternCues: { patterns: MovementPattern[]; text: string }[];
  maxDifficulty: 1 | 2 | 3;
  minReps: number;
  minRir: number;
  /** Why an exercise must not appear (null = allowed). `nameEn` and `stressTags` are optional. */
  exerciseViolation(ex: { name: string; nameEn?: string | null; stressTags?: readonly StressTag[] }): Violation | null;
  /** Why a warm-up line, rest-day line or any other text must not appear (words only). */
  textViolation(text: string): Violation | null;
  /**
   * Why an exercise row's prescription is too hard for the conditions (fewer reps than their
   * minimum, a lower RIR, an explosive tempo where loads must stay moderate); null = fine.
   */
  intensityViolation(reps: string, notes: string): Violation | null;
}

/** The safety profile for a customer: built-in rules, age, and the matched injuries list entries. */
export function safetyProfile(input: SafetyInput, injuries: readonly InjuryRecord[] = []): SafetyProfile {
  const texts = [input.healthText ?? "", ...(input.extraTexts ?? [])].filter((t) => !saysNothing(t));
  const ids = new Set<ConditionId>();
  for (const t of texts) for (const id of conditionsInText(t)) ids.add(id);
  if ((input.age ?? 0) >= SENIOR_AGE) ids.add("senior");
  const conditions = CONDITION_RULES.filter((r) => ids.has(r.id));
  // The admin's injuries list holds diagnoses ("Meniskus"); a remark in feedback ("Knie tut weh") is
  // no diagnosis: it applies the body part's built-in rule only, never relabels the plan (issue 23).
  // Their exclusions still guard the joint; the plan names them by the built-in label.
  const records: InjuryRecord[] = [];
  for (const r of matchInjuries(input.healthText ?? "", injuries)) if (!records.includes(r)) records.push(r);
  const guarding: InjuryRecord[] = [...records];
  for (const t of texts) for (const r of matchInjuries(t, injuries)) if (!guarding.includes(r)) guarding.push(r);
  const labelOf = (r: InjuryRecord): string =>
    records.includes(r) ? r.name : (conditions.find((c) => conditionsInText([r.name, r.nameEn, ...r.keywords].join(", ")).includes(c.id))?.label ?? "Ihre Beschwerden");

  const inclusions: Inclusion[] = [];
  for (const c of conditions) for (const inc of c.include ?? []) if (!inclusions.some((i) => i.id === inc.id)) inclusions.push(inc);
  const cues = [...new Set(conditions.map((c) => c.cue).filter((c): c is string => !!c))];
  const patternCues = conditions.flatMap((c) => (c.patternCue ? [{ patterns: c.patternCue.patterns, text: c.patternCue.text }] : []));
  const maxDifficulty = Math.min(3, ...conditions.map((c) => c.maxDifficulty ?? 3)) as 1 | 2 | 3;
  const minReps = Math.max(0, ...conditions.map((c) => c.minReps ?? 0));
  const minRir = Math.max(0, ...conditions.map((c) => c.minRir ?? 0));

  const recordTerms = guarding.map((r) => ({ name: labelOf(r), terms: r.exclusions.map((n) => fold(n)) }));

  const recordTextViolation = (words: readonly string[]): Violation | null => {
    for (const r of recordTerms) {
      // A named exclusion is an exercise name: it counts when all its words appear in a row.
      const t = r.terms.find((n) => n && wordsHaveTerm(words, n));
      if (t) return { condition: r.name, because: t };
    }
    return null;
  };
  const ruleTextViolation = (words: readonly string[]): Violation | null => {
    for (const c of conditions) {
      const t = c.avoidTerms.find((term) => wordsHaveTerm(words, term));
      if (t) return { condition: c.label, because: t };
    }
    return null;
  };

  // The admin's entries first: their names are the ones the customer recognises.
  const textViolation = (text: string): Violation | null => {
    const words = wordsOf(text);
    if (words.length === 0) return null;
    return recordTextViolation(words) ?? ruleTextViolation(words);
  };

  const exerciseViolation: SafetyProfile["exerciseViolation"] = (ex) => {
    const names = [wordsOf(ex.name), wordsOf(ex.nameEn)];
    const tags = ex.stressTags ?? [];
    const joined = `${ex.name} | ${ex.nameEn ?? ""}`;
    const permitted = (tag: StressTag): boolean =>
      conditions.some((c) => c.permit?.tags.includes(tag) && findTerm(joined, c.permit.terms) !== null);
    for (const w of names) {
      const v = recordTextViolation(w);
      if (v) return v;
    }
    for (const r of guarding) {
      const tag = r.avoidTags.find((t) => tags.includes(t) && !permitted(t));
      if (tag) return { condition: labelOf(r), because: tag };
    }
    for (const w of names) {
      const v = ruleTextViolation(w);
      if (v) return v;
    }
    for (const c of conditions) {
      const tag = c.avoidTags.find((t) => tags.includes(t));
      if (tag) return { condition: c.label, because: tag };
    }
    return null;
  };

  const repsCondition = conditions.find((c) => (c.minReps ?? 0) === minReps)?.label ?? "";
  const rirCondition = conditions.find((c) => (c.minRir ?? 0) === minRir)?.label ?? "";
  const intensityViolation: SafetyProfile["intensityViolation"] = (reps, notes) => {
    if (minReps > 0) {
      const range = repRange(reps);
      if (range && !range.time && range.min < minReps) return { condition: repsCondition, because: `weniger als ${minReps} Wdh.` };
      if (/explosiv/i.test(notes)) return { condition: repsCondition, because: "explosives Tempo" };
    }
    if (minRir > 0) {
      const rir = /RIR\s*(\d+)/i.exec(notes);
      if (rir && Number(rir[1]) < minRir) return { condition: rirCondition, because: `RIR unter ${minRir}` };
    }
    return null;
  };

  return { conditions, records, inclusions, cues, patternCues, maxDifficulty, minReps, minRir, exerciseViolation, textViolation, intensityViolation };
}

/** Whether an exercise name satisfies an inclusion. */
export function satisfiesInclusion(name: string, inclusion: Inclusion): boolean {
  return findTerm(name, inclusion.terms) !== null;
}

/**
 * Weekly core sets the conditions require (the inclusions filled into core slots: pelvic-floor work
 * in pregnancy, trunk stability for back problems). The core bound of the fit rules never falls
 * below them (app/domain/coaching/fit.ts coreLimit).
 */
export function requiredCoreSets(profile: Pick<SafetyProfile, "inclusions">): number {
  return profile.inclusions.filter((inc) => inc.pattern === "core").reduce((n, inc) => n + inc.minSetsPerWeek, 0);
}

