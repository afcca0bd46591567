/** Conditions coach review round 4 found named but not programmed (issue 23, decision 0108). */
import { BREATH_HOLDS, HEAT_TERMS, HIGH_PRESSURE_TRUNK, INCLUSIONS, JUMPS, type ConditionRule } from "./condition-types";

/**
 * Round 7 (decision 0130): what else breaks the precautions after a hip replacement – loaded trunk
 * rotation over planted feet (wood chops, twists), lunges with rotation, a loaded hinge towards 90°
 * (pull-through, Romanian deadlift), the knee raised to hip height, pulling the legs together or across
 * the midline (adductor machine, curtsy lunge), hip rotation drills, and breaststroke's kick.
 */
const HIP_REPLACEMENT_ROUND_7 = [
  "holzhack*", "wood chop*", "woodchop*", "*twist*", "landmine rotation*", "ausfallschritt mit rotation", "lunge with rotation",
  // (no lunges while the precautions apply: a deep split stance flexes the front hip towards 90° – step-ups on a low step instead)
  "ausfallschritt*", "lunge*", "split squat*", "bulgar*",
  // (the hip bends far past 90° over a hyperextension pad)
  "ruckenstreck*", "hyperextension*", "back extension*",
  "rumpfrotation*", "torso rotation*", "trunk rotation*", "pull through*", "rumanisch*", "romanian*", "knieheben*", "knee raise*",
  "hohen knien", "high knees", "kniehebelauf", "adduktor*", "adductor*", "adduktion*", "adduction*", "uberkreuz*", "curtsy*",
  "huftrotation*", "hip rotation*", "innenrotation der hufte", "hip internal rotation*", "90 90*", "brustschwimm*", "breaststroke*",
  ...HEAT_TERMS,
];

export const ROUND_4_RULES: ConditionRule[] = [
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
    // Round 7: the hip stress tag (wide, rotated or deep hip positions) as for a hip arthrosis.
    avoidTags: ["high_impact", "hip"],
    avoidTerms: [
      ...HIP_REPLACEMENT_ROUND_7,
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
      text: "Hüfte nicht über 90° beugen – Beine nicht überkreuzen – Knie nicht nach innen drehen",
      textEn: "do not bend the hip past 90° – do not cross your legs – do not turn the knee inwards",
    },
    // Round 7: how each seated machine keeps the hip open (the customer trains alone and asked for it).
    machineCues: [
      {
        terms: ["beinpresse*", "leg press*"],
        text: "Einstellung: Rückenlehne flacher und Sitz weiter zurück – unten bleibt der Winkel zwischen Oberkörper und Oberschenkel größer als 90°",
        textEn: "set-up: backrest flatter and seat further back – at the bottom the angle between trunk and thigh stays wider than 90°",
      },
      {
        patterns: ["squat", "hinge", "push_horizontal", "push_vertical", "pull_horizontal", "pull_vertical", "arms"],
        text: "Einstellung: Sitz hoch und Rückenlehne leicht nach hinten – die Knie bleiben tiefer als die Hüfte; seitlich aufsteigen ohne das Bein nach innen zu drehen",
        textEn: "set-up: seat high and backrest tilted slightly back – knees stay lower than the hips; get on from the side without turning the leg inwards",
      },
    ],
    maxDifficulty: 2,
    note: "Ihr neues Hüftgelenk: Im ganzen Plan – auch beim Aufwärmen, Dehnen und an Ruhetagen – die Hüfte nicht über 90° beugen, die Beine nicht überkreuzen und das Bein nicht nach innen drehen. Keine tiefen Sitz- oder Hockpositionen, keine Drehung des Rumpfs unter Last und keine Ausfallschritte mit Drehung; an den Geräten steht bei jeder Übung, wie Sie sie einstellen. Stimmen Sie den Plan mit Ihrer Physiotherapeutin oder Ihrem Operateur ab – deren Vorgaben gelten. Bei Schmerzen in der Leiste oder dem Gefühl, dass die Hüfte instabil ist oder nachgibt, die Übung sofort beenden und ärztlich abklären lassen.",
    noteEn: "Your new hip joint: throughout the plan – warm-up, stretching and rest days too – do not bend the hip past 90°, do not cross your legs and do not turn the leg inwards. No deep sitting or squatting positions, no twisting of the trunk under load and no lunges with a twist; every machine exercise says how to set the machine up. Agree the plan with your physiotherapist or surgeon – their instructions apply. With pain in the groin or a feeling that the hip is unstable or giving way, stop the exercise at once and have it checked by a doctor.",
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
    // (round 7, decision 0130: a heart and blood-pressure medicine – no heat and no breath holds on rest days)
    avoidTerms: ["puls*", "herzfrequenz*", "heart rate*", "hf zone*", "bpm", "schlage pro minute", "beats per minute", "*pulszone*", ...HEAT_TERMS, ...BREATH_HOLDS],
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
    // (round 7, decision 0130: heat speeds up the insulin – a low in the sauna)
    avoidTerms: ["*kaloriendefizit*", "*defizit*", "calorie deficit*", "deficit*", "fasten*", "fasting", "intervallfasten*", "nuchtern*", ...HEAT_TERMS],
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
      text: "Griff locker und Handgelenk gerade – lieber Maschine oder Manschette als festes Zupacken",
      textEn: "relaxed grip and straight wrist – prefer a machine or cuff to a hard grip",
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
      text: "mit Halt in Griffweite (Stuhllehne oder Wand) und großen bewussten Bewegungen",
      textEn: "with support within reach (chair back or wall) and big deliberate movements",
    },
    maxDifficulty: 2,
    minRir: 2,
    note: "Parkinson: Gleichgewichts- und Beinübungen immer mit Halt in Griffweite (Stuhllehne, Wand oder Stange) und nie mit geschlossenen Augen; üben Sie große, bewusste Bewegungen und lange Schritte, z. B. Einbeinstand mit einer Hand an der Stuhllehne, 3 × 20 s je Seite. Trainieren Sie in der guten Wirkphase Ihrer Medikamente; bei Schwindel oder Blockaden beim Gehen (Freezing) sofort hinsetzen.",
    noteEn: "Parkinson's: balance and leg exercises always with support within reach (chair back, wall or rail) and never with your eyes closed; practise big, deliberate movements and long steps, e.g. standing on one leg with one hand on a chair back, 3 × 20 s per side. Train while your medication works well; if you feel dizzy or your steps freeze, sit down at once.",
  },
];
