/** Conditions coach reviews rounds 6 and 7 found missing or misnamed (issue 23, decisions 0128, 0129). */
import { BREATH_HOLDS, HEAT_TERMS, JUMPS, type ConditionRule } from "./condition-types";

export const ROUND_6_RULES: ConditionRule[] = [
  {
    // Round 6: COPD is not asthma – pursed-lip breathing, the talk test, endurance in bouts, the stop rule.
    id: "copd",
    label: "COPD",
    labelEn: "COPD",
    detect: ["copd", "chronisch obstruktiv*", "lungenemphysem*", "emphysem*", "chronic obstructive*"],
    avoidTags: [],
    avoidTerms: ["tabata", "hiit", "emom*", "amrap*", "intervalllauf*", "sprint*", ...BREATH_HOLDS],
    minRir: 3,
    note: "Ihre COPD: Ihr Spray nach ärztlicher Anweisung vor dem Training nehmen. Mit der Lippenbremse ausatmen (langsam durch leicht geschlossene Lippen), nie die Luft anhalten. Die Belastung so wählen, dass Sie noch in kurzen Sätzen sprechen können; Ausdauer in Abschnitten von 2–3 Minuten mit Pausen statt am Stück. Bei zunehmender Atemnot, die sich in der Pause nicht bessert, Brustschmerz oder bläulichen Lippen abbrechen und ärztlich abklären lassen.",
    noteEn: "Your COPD: take your inhaler before training as prescribed. Breathe out through pursed lips (slowly, lips slightly closed), never hold your breath. Choose the effort so that you can still speak in short sentences; endurance work in bouts of 2–3 minutes with breaks instead of one long block. Stop and have it checked by a doctor if breathlessness grows and does not ease in the break, or with chest pain or bluish lips.",
  },
  {
    // Round 6: lymphedema after breast cancer – the sleeve, light loads built up slowly, no heat, the swelling rule.
    id: "lymphedema",
    label: "Lymphödem",
    labelEn: "Lymphedema",
    detect: ["lymphod*", "lymphoed*", "lymphedem*", "lymphoedem*", "lymphödem*"],
    avoidTags: [],
    avoidTerms: ["sauna*", "warmes bad", "heisses bad", "hot bath*", "hot tub*", "dampfbad*"],
    minRir: 3,
    note: "Ihr Lymphödem: beim Training den Kompressionsstrumpf tragen. Am betroffenen Arm mit leichten Gewichten beginnen und nur in kleinen Schritten steigern; zwischen den Sätzen den Arm locker bewegen. Wird der Arm dicker, schwerer oder spannt er, die Last am Arm zurücknehmen und mit Ihrer Lymphtherapeutin oder Ärztin klären. Keine Sauna und keine heißen Bäder.",
    noteEn: "Your lymphedema: wear your compression sleeve while training. Start with light weights on the affected arm and increase only in small steps; move the arm loosely between sets. If the arm gets thicker, heavier or feels tight, reduce the load on that arm and check with your lymphatic therapist or doctor. No sauna and no hot baths.",
  },
  {
    // Round 6: long COVID with crashes after exertion (PEM) – pacing before progress, at most three short sessions a week.
    id: "long_covid",
    label: "Long Covid mit Belastungsintoleranz",
    labelEn: "Long COVID with exertion intolerance",
    detect: ["long covid*", "longcovid*", "post covid*", "postcovid*", "pem", "post exertional*", "belastungsintoleranz*", "me cfs", "mecfs", "chronic fatigue syndrom*", "chronisches fatigue*"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "hiit", "tabata", "emom*", "amrap*", "intervall*", "interval*", "sprint*", "treppensteig*", "stair*", "burpee*", "mountain climber*", ...HEAT_TERMS],
    maxDifficulty: 1,
    minRir: 4,
    maxSessionsPerWeek: 3,
    note: "Ihr Long Covid mit Crashs nach Belastung: Pacing geht vor Fortschritt. Ihr Plan hat höchstens 3 kurze Einheiten pro Woche; beenden Sie jede Einheit, wenn Sie sich noch mehr zutrauen würden. Ruhetage sind echte Ruhe. Sind Sie am Tag danach deutlich erschöpfter, schlafen schlechter oder kommen Symptome zurück, lassen Sie die nächste Einheit ausfallen oder halbieren sie und steigern erst wieder, wenn es Ihnen eine Woche lang gleichbleibend gut geht.",
    noteEn: "Your long COVID with crashes after exertion: pacing comes before progress. Your plan has at most 3 short sessions a week; end every session while you still feel you could do more. Rest days are real rest. If you are clearly more exhausted the next day, sleep worse or symptoms come back, skip or halve the next session and only build up again once you have felt steadily well for a week.",
  },
  {
    // Round 7: the golfer's elbow (inner elbow, medial epicondylopathy) is not a tennis elbow – the
    // wrist flexors and the grip, not the extensors; no hammer curls or chin-ups where they hurt.
    id: "golfers_elbow",
    label: "Golferellenbogen",
    labelEn: "Golfer's elbow",
    detect: [
      "golferellenbogen*", "golferarm*", "golfer* elbow", "golfer s elbow", "medial* epikondyl*", "medial* epicondyl*", "epikondylitis medialis",
      "epicondylitis medialis", "inner elbow*", "ellbogen innen", "innen am ellbogen",
    ],
    avoidTags: [],
    avoidTerms: ["chin up*", "klimmzug im untergriff", "hammer curl*", "hammercurl*", "handgelenkcurl*", "wrist curl*", "reverse curl*", "*untergriff*"],
    patternCue: {
      patterns: ["pull_horizontal", "pull_vertical", "arms", "hinge", "carry"],
      text: "Griff locker – bei schweren Zügen und beim Kreuzheben Zughilfen nutzen – nur bis Schmerz 3 von 10",
      textEn: "relaxed grip – lifting straps for heavy pulls and deadlifts – pain at most 3 out of 10",
    },
    note: "Ihr Golferellenbogen (innen am Ellbogen): Zughilfen bei schweren Zügen und beim Kreuzheben, Griff locker, keine Klimmzüge im Untergriff und keine Hammercurls, solange sie schmerzen. Die Unterarmbeuger an Ruhetagen langsam kräftigen: mit leichter Kurzhantel das Handgelenk beugen und 3–4 s langsam absenken, 3 × 15, Schmerz höchstens 3 von 10 und am nächsten Morgen nicht schlechter.",
    noteEn: "Your golfer's elbow (inner elbow): lifting straps for heavy pulls and deadlifts, a relaxed grip, no chin-ups and no hammer curls while they hurt. Strengthen your wrist flexors on rest days: curl the wrist up with a light dumbbell and lower it slowly over 3–4 s, 3 × 15, pain at most 3 out of 10 and no worse the next morning.",
  },
  {
    // Round 7: multiple sclerosis – heat can bring symptoms back (Uhthoff), fatigue sets the dose, balance with support.
    id: "multiple_sclerosis",
    label: "Multiple Sklerose",
    labelEn: "Multiple sclerosis",
    detect: ["multiple sklerose*", "multiplen sklerose*", "multiple sclerosis", "ms", "rrms", "spms", "ppms", "encephalomyelitis disseminata", "enzephalomyelitis disseminata"],
    avoidTags: ["high_impact"],
    avoidTerms: [...JUMPS, "sauna*", "warmes bad", "heisses bad", "hot bath*", "hot tub*", "dampfbad*", "hiit", "tabata", "intervall*", "interval*", "sprint*"],
    maxDifficulty: 2,
    minRir: 3,
    note: "Ihre MS: Wärme kann Symptome vorübergehend verstärken – trainieren Sie kühl (gelüfteter Raum, Ventilator, kühles Getränk), keine Sauna und keine heißen Bäder. Pausen nach Bedarf; an Fatigue-Tagen ist die kurze Variante in Ordnung: die ersten drei Übungen mit je 2 Sätzen. Übungen auf einem Bein nur mit Halt. Werden Taubheit, Sehstörungen oder Schwäche stärker, die Einheit beenden; klingt es nach dem Abkühlen nicht ab, ärztlich abklären lassen.",
    noteEn: "Your MS: heat can bring symptoms back for a while – train cool (an aired room, a fan, a cold drink), no sauna and no hot baths. Rest as you need; on fatigue days the short version is fine: the first three exercises with 2 sets each. Single-leg exercises only with something to hold on to. If numbness, vision problems or weakness get worse, end the session; if it does not settle after cooling down, have it checked by a doctor.",
  },
];
