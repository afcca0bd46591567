/** The built-in condition rules (German and English keywords); split from safety.ts. */
import { BREATH_HOLDS, BREATHING_CUE, HEAT_TERMS, HIGH_PRESSURE_TRUNK, INCLUSIONS, JUMPS, type ConditionRule } from "./condition-types";
import { ROUND_4_RULES } from "./condition-rules-round4";
import { ROUND_5_RULES } from "./condition-rules-round5";
import { ROUND_6_RULES } from "./condition-rules-round6";

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
      // Round 7: a pullover takes the arm overhead under load (after a dislocation: the position it fears).
      "pullover*", "uberzug*",
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
    avoidTerms: [
      ...JUMPS, "pressatm*", "valsalva", "maximal*", "1rm", "kopfstand*", "handstand*", "herabschauender hund", "downward dog", "sprint*", ...BREATH_HOLDS,
      // Round 5: long static trunk holds invite a held breath – dynamic trunk work instead (dead bug). The wall sit
      // stays: it is the knee's only quadriceps work on some equipment (knee arthrosis with high blood pressure).
      "plank*", "unterarmstutz*", "maximal angespannter*",
      // Round 7 (decision 0130): heat drops the blood pressure – no sauna or hot baths on rest days.
      ...HEAT_TERMS,
    ],
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
    // Round 6: non-stop mountain climbers are an interval in disguise for a heart after a stent.
    avoidTerms: [...JUMPS, "pressatm*", "maximal*", "1rm", "intervall*", "interval*", "hiit", "tabata", "sprint*", ...HEAT_TERMS, "mountain climber*", "bergsteiger*", ...BREATH_HOLDS],
    cue: BREATHING_CUE,
    cueEn: "breathe steadily, exhale on the effort, never hold your breath",
    maxDifficulty: 2,
    minReps: 10,
    minRir: 3,
    // Round 6: the warning signs, in the customer's language (the record's German sentences are not shown in English plans).
    note: "Ihr Herz: Training im Rahmen der kardiologischen Freigabe, keine Maximalversuche. Bei Druck oder Schmerz in der Brust, ungewohnter Atemnot, Schwindel, Herzstolpern oder Schmerz, der in Arm, Kiefer oder Rücken ausstrahlt, sofort aufhören und ärztliche Hilfe holen (Notruf 112, wenn es nicht in wenigen Minuten vergeht).",
    noteEn: "Your heart: train within your cardiologist's clearance, no maximal efforts. With pressure or pain in the chest, unusual breathlessness, dizziness, palpitations or pain spreading into the arm, jaw or back, stop at once and get medical help (call the emergency number if it does not pass within a few minutes).",
  },
  {
    id: "achilles",
    label: "Achillessehnenbeschwerden",
    labelEn: "Achilles tendon problems",
    detect: ["achilles*", "achillodyn*"],
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
    // Round 5: falls break bones – balance work belongs in the plan; impact only as tolerated.
    note: "Ihre geringere Knochendichte (Osteoporose/Osteopenie): keine Crunches, Sit-ups oder Beugen des Rückens unter Last. Üben Sie an jedem Trainingstag 2–3 Minuten Gleichgewicht mit Halt in Griffweite, z. B. Einbeinstand mit einer Hand an der Stuhllehne, 3 × 20 s je Seite. Stöße und Sprünge nur, wenn Ihre Ärztin sie erlaubt und sie sich gut anfühlen.",
    noteEn: "Your lower bone density (osteoporosis/osteopenia): no crunches, sit-ups or bending your back under load. Practise balance for 2–3 minutes on every training day with support within reach, e.g. standing on one leg with one hand on a chair back, 3 × 20 s per side. Impact and jumps only if your doctor allows them and they feel fine.",
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
  ...ROUND_4_RULES,
  ...ROUND_5_RULES,
  ...ROUND_6_RULES,
];
