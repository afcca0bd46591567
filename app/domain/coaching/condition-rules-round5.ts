/** Conditions coach review round 5 found missing or misnamed (issue 23, decision 0116). */
import { BREATH_HOLDS, BREATHING_CUE, HEAT_TERMS, HIGH_PRESSURE_TRUNK, INCLUSIONS, JUMPS, type ConditionRule } from "./condition-types";
import type { MovementPattern } from "~/domain/exercises/types";

const STRENGTH: MovementPattern[] = ["squat", "hinge", "lunge", "push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical", "core", "carry", "arms", "calves"];
const BREATHING_CUE_EN = "breathe steadily, exhale on the effort, never hold your breath";
/** Swinging, catching and throwing a load: ballistic work. */
const BALLISTIC: Term[] = ["*swing*", "umsetzen*", "*clean*", "reissen*", "*snatch*", "*thruster*", "wall ball*", "medizinball wurf*", "slam*", "kipping*"];
type Term = string;
/** A fused spine, German and English ("Spondylodese L4/L5", "versteift L5/S1", "fusion L4/L5"). */
export const FUSION_TERMS: Term[] = [
  "spondylodes*", "versteifung l*", "versteift l*", "versteifung der wirbelsaule", "wirbelsaulenversteif*", "versteifte wirbelsaule",
  "versteifungs op*", "wirbelkorperverblock*", "spinal fusion*", "lumbar fusion*", "fusion l*", "fusion of l*", "fused vertebra*", "fused spine",
];

export const ROUND_5_RULES: ConditionRule[] = [
  {
    // Round 5: plantar fasciitis is no Achilles tendon problem – spare the heel from impact, keep slow calf work.
    id: "plantar_fascia",
    label: "Plantarfasziitis / Fersenschmerz",
    labelEn: "Plantar fasciitis / heel pain",
    detect: ["plantar*", "fersensporn*", "ferse*", "heel*", "fasziitis", "fasciitis"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "sprint*", "laufen*", "joggen*", "run", "running", "treadmill run", "seilspring*", "anfersen", "kniehebelauf", "high knees"],
    include: [{ ...INCLUSIONS.calfTendon, label: "Langsames Wadenheben für Wade und Fußsohle", labelEn: "Slow calf raises for the calf and the sole of the foot" }],
  },
  {
    // Round 5: a spinal fusion – no loaded rotation, no back extensions or deadlifts, a neutral spine, the stop rule.
    id: "spinal_fusion",
    label: "Versteifung der Wirbelsäule (Spondylodese)",
    labelEn: "Spinal fusion",
    detect: FUSION_TERMS,
    avoidTags: ["spinal_load", "lower_back", "high_impact"],
    avoidTerms: [
      ...JUMPS, "holzhack*", "wood chop*", "*twist*", "rumpfrotation*", "torso rotation*", "ausfallschritt mit rotation", "lunge with rotation",
      "landmine rotation*", "inchworm*", "ruckenstreck*", "hyperextension*", "back extension*", "superman*", "kreuzheben*", "deadlift*",
      "good morning*", "*crunch*", "sit up*", "situp*", "uberkopfdrucken mit langhantel", "schulterdrucken mit langhantel", "military press",
      "overhead press", "*snatch*", "reissen*", "umsetzen*", "power clean*",
    ],
    include: [INCLUSIONS.trunk],
    patternCue: {
      patterns: ["squat", "hinge", "lunge", "pull_horizontal", "pull_vertical", "core", "carry"],
      text: "Wirbelsäule neutral halten – nicht verdrehen",
      textEn: "keep your spine neutral – do not twist",
    },
    maxDifficulty: 2,
    note: "Ihre versteifte Wirbelsäule: keine Drehung unter Last, kein Rückenstrecken, kein Kreuzheben und keine schweren Lasten über Kopf; Rumpfkraft über Halteübungen (Pallof-Press, Dead Bug, Seitstütz). Strahlt Schmerz ins Bein aus oder werden Bein oder Fuß taub, die Einheit beenden und ärztlich abklären lassen.",
    noteEn: "Your spinal fusion: no loaded twisting, no back extensions, no deadlifts and no heavy loads overhead; trunk strength through holding exercises (Pallof press, dead bug, side plank). If pain radiates into your leg or your leg or foot goes numb, end the session and have it checked by a doctor.",
  },
  {
    // Round 5: a tennis elbow – no heavy overhand pulling and no supinated curls, neutral grip, straps for heavy pulls.
    id: "tennis_elbow",
    label: "Tennisellenbogen",
    labelEn: "Tennis elbow",
    // (round 7: the inner elbow, the golfer's elbow, is its own condition: condition-rules-round6.ts)
    detect: ["tennisellenbogen*", "tennisarm*", "tennis elbow*", "lateral* epikondyl*", "lateral* epicondyl*", "epikondylitis lateralis", "epicondylitis lateralis", "mausarm*"],
    avoidTags: [],
    avoidTerms: [
      "*obergriff*", "overhand*", "pronated*", "klimmzug", "klimmzuge", "negativer klimmzug", "pull up*", "hangen an der klimmzugstange", "dead hang*",
      "bizepscurl*", "langhantel curl*", "kurzhantel curl*", "kettlebell curl*", "barbell curl*", "dumbbell curl*", "biceps curl*", "bicep curl*",
      "reverse curl*", "handgelenkcurl*", "wrist curl*", "farmer*", "bauerngang*",
    ],
    patternCue: {
      patterns: ["pull_horizontal", "pull_vertical", "arms", "hinge", "carry"],
      text: "neutraler Griff mit dem Daumen oben – Griff locker – bei schweren Zügen Zughilfen nutzen",
      textEn: "neutral grip with thumbs up – relaxed grip – lifting straps for heavy pulls",
    },
    note: "Ihr Tennisellenbogen: Züge mit neutralem Griff statt Obergriff, Hammercurls leicht statt Bizepscurls, bei schweren Zügen Zughilfen. Die Unterarmstrecker an Ruhetagen langsam kräftigen: mit leichter Kurzhantel das Handgelenk strecken und 3–4 s langsam absenken, 3 × 15, Schmerz höchstens 3 von 10.",
    noteEn: "Your tennis elbow: pull with a neutral grip instead of overhand, light hammer curls instead of biceps curls, lifting straps for heavy pulls. Strengthen your wrist extensors on rest days: lift the back of your hand with a light dumbbell and lower it slowly over 3–4 s, 3 × 15, pain at most 3 out of 10.",
  },
  {
    // Round 5: leaking or heaviness after birth – no ballistic work or impact, exhale on the effort, the stop rule, the physiotherapist.
    id: "pelvic_floor_symptoms",
    label: "Beckenbodenbeschwerden",
    labelEn: "Pelvic floor symptoms",
    detect: [
      "ein paar tropfen", "paar tropfen", "tropfen urin", "tropfelt*", "beckenboden noch", "beckenboden merk*", "gebarmuttersenkung*",
      "blasensenkung*", "beckenbodensenkung*", "senkungsbeschwerden", "druckgefuhl* nach unten", "leak*", "leaking", "pelvic organ prolapse",
      "pelvic floor symptom*", "feel my pelvic floor",
      // Round 8 (decision 0137): leaking as laypeople write it ("beim Hüpfen geht bisschen Urin ab").
      "urin ab", "urin verlier*", "urinverlust*", "harnverlust*", "inkontinen*", "incontinen*", "blasenschwach*", "pee a little", "wet myself", "bladder leak*",
    ],
    avoidTags: ["high_impact", "valsalva"],
    avoidTerms: [...JUMPS, ...BALLISTIC, ...HIGH_PRESSURE_TRUNK, "trampolin*", "seilspring*", "skipping", "laufen*", "joggen*", "running", "sprint*"],
    include: [INCLUSIONS.pelvicFloor],
    patternCue: {
      patterns: STRENGTH,
      text: "bei der Anstrengung ausatmen und den Beckenboden mit anspannen",
      textEn: "exhale on the effort and engage your pelvic floor",
    },
    minRir: 2,
    note: "Ihr Beckenboden: noch keine Sprünge und keine schwungvollen Kettlebell-Übungen (Swing, Umsetzen, Reißen). Bei jeder Anstrengung ausatmen. Verlieren Sie Urin oder spüren Sie Schwere, Druck nach unten oder eine Vorwölbung, die Übung leichter machen oder beenden. Lassen Sie sich von einer Beckenboden-Physiotherapeutin untersuchen, bevor Sie mit Laufen oder Springen beginnen.",
    noteEn: "Your pelvic floor: no jumps and no swinging kettlebell exercises (swing, clean, snatch) yet. Exhale on every effort. If you leak, or feel heaviness, pressure downwards or a bulge, make the exercise easier or stop it. See a pelvic-floor physiotherapist before you start running or jumping.",
  },
  {
    // Round 5: hypermobility or a past subluxation – control the end range, no ballistic end-range work, no explosive tempo.
    id: "hypermobility",
    label: "Überbewegliche oder instabile Gelenke",
    labelEn: "Hypermobile or unstable joints",
    detect: [
      "hypermobil*", "uberbeweglich*", "uberstreckbar*", "ehlers*", "beighton*", "*subluxat*", "sublux*", "*luxation*", "*luxiert*",
      "ausgerenkt*", "ausgekugelt*", "dislocat*",
    ],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, ...BALLISTIC, "kipping*", "dips*", "*dip", "muscle up*", "hinter dem kopf", "behind the neck", "nackendruck*", "explosiv*", "explosive*"],
    patternCue: {
      patterns: STRENGTH,
      text: "Gelenke nicht durchstrecken – das Bewegungsende kontrolliert halten",
      textEn: "don't lock out – control the end range",
    },
    minReps: 6,
    note: "Ihre überbeweglichen Gelenke: jede Wiederholung langsam und kontrolliert, am Bewegungsende nicht durchstrecken und nicht federn; keine schwungvollen oder explosiven Übungen. Fühlt sich ein Gelenk instabil an, die Bewegung kleiner machen.",
    noteEn: "Your hypermobile joints: every repetition slow and controlled, don't lock out or bounce at the end of the movement; no swinging or explosive exercises. If a joint feels unstable, make the movement smaller.",
  },
  {
    // Round 5: migraine set off by straining – exhale on every effort, no breath holds, stop at an aura.
    id: "migraine",
    label: "Migräne",
    labelEn: "Migraine",
    detect: ["migran*", "migraine*"],
    avoidTags: ["valsalva", "inversion"],
    avoidTerms: ["pressatm*", "valsalva", "maximal*", "1rm", "kopfstand*", "handstand*", "kopfuber*", "upside down", ...BREATH_HOLDS],
    cue: BREATHING_CUE,
    cueEn: BREATHING_CUE_EN,
    minReps: 8,
    minRir: 2,
    note: "Ihre Migräne: bei jeder Anstrengung ausatmen, nie pressen oder die Luft anhalten; lieber mehr Wiederholungen mit weniger Gewicht. Kündigt sich eine Aura an (Flimmern, Sehstörungen, Kribbeln), das Training sofort beenden.",
    noteEn: "Your migraine: exhale on every effort, never strain or hold your breath; rather more reps with less weight. If an aura starts (flickering, visual disturbance, tingling), stop training at once.",
  },
  {
    // Round 5: blood-pressure tablets (ACE inhibitors and others) – dizziness on standing up.
    id: "bp_medication",
    label: "Blutdrucksenkende Medikamente",
    labelEn: "Blood pressure medication",
    detect: [
      "ramipril", "enalapril", "lisinopril", "ace hemmer*", "ace inhibitor*", "candesartan", "valsartan", "losartan", "amlodipin*",
      "blutdrucksenk*", "blutdrucktablette*", "blood pressure medication*", "blood pressure pill*",
    ],
    avoidTags: [],
    // Round 7 (decision 0130): blood pressure as for high blood pressure – no heat, no breath holds on rest days.
    avoidTerms: [...HEAT_TERMS, ...BREATH_HOLDS],
    note: "Ihre Blutdrucktabletten: Stehen Sie nach Übungen im Liegen oder Sitzen langsam auf und gehen Sie am Ende jeder Einheit ein paar Minuten locker aus, damit Ihnen nicht schwindlig wird.",
    noteEn: "Your blood pressure tablets: stand up slowly after exercises lying or sitting down, and walk easily for a few minutes at the end of each session so you do not get dizzy.",
  },
  {
    // Round 5: asthma – a long gradual warm-up, the inhaler, short intervals with full recovery.
    id: "asthma",
    label: "Asthma",
    labelEn: "Asthma",
    detect: ["asthma*", "asthmat*", "bronchial*", "belastungsasthma*"],
    avoidTags: [],
    avoidTerms: ["tabata", "hiit", "emom*", "amrap*", "intervalllauf*"],
    note: "Ihr Asthma: mindestens 10 Minuten langsam steigernd aufwärmen; Ihr Spray nach ärztlicher Anweisung vor dem Training nehmen und griffbereit haben. Ausdauer in kurzen Abschnitten mit voller Erholung dazwischen statt langer harter Intervalle; bei Atemnot abbrechen.",
    noteEn: "Your asthma: warm up for at least 10 minutes, building up slowly; take your inhaler before training as prescribed and keep it at hand. Endurance work in short bouts with full recovery in between instead of long hard intervals; stop if you get short of breath.",
  },
];
