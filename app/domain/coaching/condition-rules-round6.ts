/** Conditions coach review round 6 found missing or misnamed (issue 23, decision 0128). */
import { BREATH_HOLDS, JUMPS, type ConditionRule } from "./condition-types";

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
    avoidTerms: [...JUMPS, "hiit", "tabata", "emom*", "amrap*", "intervall*", "interval*", "sprint*", "treppensteig*", "stair*", "burpee*", "mountain climber*"],
    maxDifficulty: 1,
    minRir: 4,
    maxSessionsPerWeek: 3,
    note: "Ihr Long Covid mit Crashs nach Belastung: Pacing geht vor Fortschritt. Ihr Plan hat höchstens 3 kurze Einheiten pro Woche; beenden Sie jede Einheit, wenn Sie sich noch mehr zutrauen würden. Ruhetage sind echte Ruhe. Sind Sie am Tag danach deutlich erschöpfter, schlafen schlechter oder kommen Symptome zurück, lassen Sie die nächste Einheit ausfallen oder halbieren sie und steigern erst wieder, wenn es Ihnen eine Woche lang gleichbleibend gut geht.",
    noteEn: "Your long COVID with crashes after exertion: pacing comes before progress. Your plan has at most 3 short sessions a week; end every session while you still feel you could do more. Rest days are real rest. If you are clearly more exhausted the next day, sleep worse or symptoms come back, skip or halve the next session and only build up again once you have felt steadily well for a week.",
  },
];
