/**
 * The seeded injuries/illnesses list (spec part 2 §3 `injuries_illnesses`), admin-editable later.
 *
 * Each entry names exercises that help (`relevantExercises`) and exercises that must not appear
 * (`exclusions`), but the load-bearing part is `avoidTags`: every exercise of the database carrying
 * one of these stress tags is excluded, so correctness does not depend on exact exercise names.
 * Named exclusions are kept few and exact: some readers (the quality gates) match them as
 * substrings of exercise names, so a broad name such as "Liegestütz" would also remove the
 * joint-friendly variant "Liegestütz auf den Fäusten"; the tags already cover those.
 * The exercise names used here are those of the seeded catalog (`./catalog.ts`).
 *
 * Coaching stance: a free-text mention is not a diagnosis. When in doubt the entries exclude
 * conservatively and the adjustments recommend medical clearance. This list never replaces a
 * doctor or physiotherapist.
 *
 * Pure data plus a pure matcher; no I/O.
 */
import { matchInjuries as matchInjuryList } from "~/domain/coaching/safety";
import type { InjuryRecord } from "./types";

const INJURIES_JOINTS: InjuryRecord[] = [
  {
    name: "Knieprobleme / Meniskus",
    nameEn: "Knee problems / meniscus",
    recommendedAdjustments:
      "Keine Sprünge, keine tiefen Kniebeugen unter Last und keine Drehbewegungen auf dem belasteten Knie. Die Beinmuskulatur über Hüftstreckung (Beckenheben, Beinbeuger) und gelenkschonendes Ausdauertraining auf dem Rad kräftigen; nur im schmerzfreien Bewegungsumfang trainieren. Bei Schwellung, Blockaden oder Instabilität vor dem Training ärztlich oder physiotherapeutisch abklären lassen.",
    relevantExercises: ["Beckenheben", "Fahrradergometer", "Unterarmstütz"],
    exclusions: ["Sprungkniebeuge", "Burpees", "Ausfallschritt nach vorn", "Kniebeuge mit Langhantel"],
    avoidTags: ["knee", "high_impact"],
    keywords: ["knie", "menisk", "meniscus", "knee", "knorpelschaden", "kniearthrose", "gonarthrose"],
  },
  {
    name: "Kreuzbandriss (nach Reha)",
    nameEn: "Cruciate ligament tear (after rehab)",
    recommendedAdjustments:
      "Nur nach abgeschlossener Reha und ärztlicher bzw. physiotherapeutischer Freigabe trainieren. Kontrollierte Kraftübungen für Oberschenkel und Gesäß (Beinpresse, Beckenheben) langsam steigern; Sprünge, schnelle Richtungswechsel und Drehbewegungen vorerst vermeiden. Die operierte Seite nie über Schmerz oder Schwellung hinaus belasten.",
    relevantExercises: ["Beinpresse", "Beckenheben", "Fahrradergometer"],
    exclusions: ["Sprungkniebeuge", "Burpees"],
    avoidTags: ["high_impact"],
    keywords: ["kreuzband", "cruciate", "acl", "vkb", "hkb", "kreuzbandplastik", "kreuzbandriss"],
  },
  {
    name: "Patellaspitzensyndrom",
    nameEn: "Patellar tendinopathy (jumper's knee)",
    recommendedAdjustments:
      "Sprung- und Stoßbelastungen weglassen, die Patellasehne aber dosiert belasten: langsame, kontrollierte Wiederholungen an der Beinpresse im schmerzarmen Bereich (Schmerz höchstens 3 von 10, am Folgetag nicht stärker). Hüft- und Gesäßmuskulatur mitkräftigen. Bei anhaltenden Beschwerden physiotherapeutisch begleiten lassen.",
    relevantExercises: ["Beinpresse", "Beckenheben", "Fahrradergometer"],
    exclusions: ["Sprungkniebeuge", "Burpees"],
    avoidTags: ["high_impact"],
    keywords: ["patellaspitz", "patellasehne", "patellar", "patella", "springerknie", "jumper"],
  },
  {
    name: "Schulterimpingement",
    nameEn: "Shoulder impingement",
    recommendedAdjustments:
      "Keine Überkopfübungen und keine Bewegungen, die den Schmerz im Schulterdach auslösen. Schulterblattstabilisierung und Rotatorenmanschette mit leichten Gewichten bzw. Band kräftigen und das Rudern betonen (mehr Zug- als Druckübungen). Bei nächtlichen Schmerzen oder Kraftverlust ärztlich abklären lassen.",
    relevantExercises: ["Face Pull mit Band", "Außenrotation mit Band", "Rudern mit Kurzhantel"],
    exclusions: ["Überkopfdrücken mit Kurzhanteln", "Dips am Barren", "Dips an den Ringen"],
    avoidTags: ["overhead", "shoulder"],
    keywords: ["schulter", "shoulder", "impingement", "engpasssyndrom", "schleimbeutel", "bursitis"],
  },
  {
    name: "Rotatorenmanschette",
    nameEn: "Rotator cuff injury",
    recommendedAdjustments:
      "Nur nach ärztlicher Abklärung trainieren, nach einem Riss oder einer Operation ausschließlich mit Freigabe. Überkopf- und schwere Drückübungen vermeiden; Außenrotation mit leichtem Band und kontrolliertes Rudern im schmerzfreien Bereich steigern. Schmerz in der Übung ist ein Abbruchsignal.",
    relevantExercises: ["Face Pull mit Band", "Außenrotation mit Band", "Rudern mit Kurzhantel"],
    exclusions: ["Überkopfdrücken mit Kurzhanteln", "Dips am Barren", "Dips an den Ringen"],
    avoidTags: ["overhead", "shoulder"],
    keywords: ["rotatorenmanschette", "rotator", "supraspinatus", "infraspinatus"],
  },
  {
    name: "Bandscheibenvorfall LWS",
    nameEn: "Lumbar disc herniation",
    recommendedAdjustments:
      "Nur mit ärztlicher Freigabe trainieren; bei Taubheit, Lähmungserscheinungen oder ausstrahlenden Schmerzen sofort ärztlich abklären. Keine axiale Belastung der Wirbelsäule (Langhantel auf dem Rücken, schweres Kreuzheben), keine Sit-ups oder Crunches und keine Sprünge. Rumpfstabilität mit neutraler Wirbelsäule aufbauen (Bird Dog, Seitstütz, Dead Bug) und Gehen bzw. Radfahren als Ausdauer nutzen.",
    relevantExercises: ["Bird Dog", "Seitstütz", "Dead Bug", "Beckenheben"],
    exclusions: ["Kreuzheben mit Langhantel", "Kniebeuge mit Langhantel", "Crunches", "Burpees"],
    avoidTags: ["spinal_load", "lower_back", "high_impact"],
    keywords: [
      "bandscheib",
      "lws",
      "lendenwirbel",
      "prolaps",
      "protrusion",
      "ischias",
      "sciatica",
      "disc",
      "disk",
      "herniated",
      "slipped",
    ],
  },
  {
    name: "Unterer Rückenschmerz",
    nameEn: "Lower back pain",
    recommendedAdjustments:
      "Bewegung hilft meist mehr als Schonung: Rumpf und Gesäß mit neutraler Wirbelsäule kräftigen und Ausdauer gelenkschonend trainieren. Schwere Lasten auf der Wirbelsäule und ruckartige Beugebewegungen zunächst vermeiden und langsam steigern. Bei Schmerzen, die ins Bein ausstrahlen, Taubheit oder nach einem Unfall ärztlich abklären lassen.",
    relevantExercises: ["Bird Dog", "Beckenheben", "Seitstütz", "Dead Bug"],
    exclusions: ["Kreuzheben mit Langhantel", "Crunches"],
    avoidTags: ["spinal_load", "lower_back"],
    keywords: [
      "rücken",
      "kreuzschmerz",
      "hexenschuss",
      "lumbago",
      "lumbal",
      "back pain",
      "backache",
      "lower back",
      "low back",
    ],
  },
  {
    name: "Nackenverspannungen / HWS",
    nameEn: "Neck tension / cervical spine",
    recommendedAdjustments:
      "Keine Übungen mit Last auf dem Nacken oder Kopf-nach-unten-Positionen; den Nacken in allen Übungen neutral halten und nicht pressen. Oberen Rücken und Schulterblattmuskulatur kräftigen (Rudern, Face Pulls) und die Brustmuskulatur mobilisieren. Bei Schwindel, Kribbeln in den Armen oder nach einem Schleudertrauma vorher ärztlich abklären lassen.",
    relevantExercises: ["Face Pull mit Band", "Außenrotation mit Band", "Rudern mit Kurzhantel"],
    exclusions: [],
    avoidTags: ["neck", "inversion"],
    keywords: ["nacken", "hws", "halswirbel", "neck", "cervical", "zervikal", "schleudertrauma", "whiplash"],
  },
  {
    name: "Tennisellenbogen",
    nameEn: "Tennis elbow (lateral epicondylitis)",
    recommendedAdjustments:
      "Starke Greif- und Zugbelastungen sowie Übungen, die den Schmerz am Ellenbogen auslösen, vorerst reduzieren. Unterarmstrecker dosiert und langsam (exzentrisch) belasten, neutralen Griff bevorzugen und Zughilfen nutzen. Bleiben die Beschwerden über Wochen bestehen, physiotherapeutisch oder ärztlich abklären lassen.",
    relevantExercises: ["Beinpresse", "Beckenheben", "Unterarmstütz"],
    exclusions: ["Dips am Barren", "Dips an den Ringen"],
    avoidTags: ["elbow"],
    keywords: ["tennisellenbogen", "tennisarm", "golferellenbogen", "epikondyl", "epicondyl", "ellenbogen", "elbow"],
  },
  {
    name: "Handgelenksbeschwerden",
    nameEn: "Wrist problems",
    recommendedAdjustments:
      "Übungen mit abgeknicktem, belastetem Handgelenk (Liegestütz, Stütz auf den Händen) vermeiden oder auf Fäuste bzw. Griffe ausweichen. Neutralen Griff wählen und Gewichte über Maschinen oder Kabelzug führen. Bei Taubheit in den Fingern (Karpaltunnel) oder nach Stürzen ärztlich abklären lassen.",
    relevantExercises: ["Beinpresse", "Beckenheben"],
    exclusions: ["Burpees"],
    avoidTags: ["wrist"],
    keywords: ["handgelenk", "wrist", "karpaltunnel", "carpal", "sehnenscheid", "tendovaginitis"],
  },
  {
    name: "Sprunggelenk / Bänder",
    nameEn: "Ankle / ligament injury",
    recommendedAdjustments:
      "Sprünge und schnelle Richtungswechsel weglassen, bis das Sprunggelenk wieder stabil und schmerzfrei ist. Gleichgewicht und Wadenkraft schrittweise aufbauen (Wadenheben, Einbeinstand) und Ausdauer auf dem Rad trainieren. Nach frischen Verletzungen mit Schwellung erst ärztlich abklären lassen.",
    relevantExercises: ["Wadenheben", "Fahrradergometer", "Beckenheben"],
    exclusions: ["Sprungkniebeuge", "Burpees"],
    avoidTags: ["high_impact"],
    keywords: [
      "sprunggelenk",
      "knöchel",
      "ankle",
      "umgeknickt",
      "umknick",
      "bänderriss",
      "bänderdehnung",
      "außenband",
      "syndesmose",
      "supinationstrauma",
    ],
  },
];

const INJURIES_CONDITIONS: InjuryRecord[] = [
  {
    name: "Hüftarthrose",
    nameEn: "Hip osteoarthritis",
    recommendedAdjustments:
      "Gelenkschonend trainieren: Radfahren, Beinpresse im schmerzfreien Bereich und Kräftigung der Gesäßmuskulatur entlasten die Hüfte. Sprünge, Laufen auf hartem Boden und tiefe Beugung mit schwerer Last vermeiden. Leichter Belastungsschmerz ist erlaubt, sollte am Folgetag aber abgeklungen sein; die Trainingsplanung mit der behandelnden Ärztin oder dem Arzt abstimmen.",
    relevantExercises: ["Beckenheben", "Beinpresse", "Fahrradergometer"],
    exclusions: ["Sprungkniebeuge", "Burpees"],
    avoidTags: ["hip", "high_impact"],
    keywords: ["hüftarthrose", "coxarthrose", "hüft", "hip", "hips"],
  },
  {
    name: "Achillessehnenbeschwerden",
    nameEn: "Achilles tendon problems",
    recommendedAdjustments:
      "Sprünge, Sprints und Seilspringen weglassen, die Sehne aber dosiert belasten: langsames Wadenheben (erst beidbeinig, dann einbeinig) im schmerzarmen Bereich. Ausdauer auf dem Rad statt beim Laufen trainieren. Bei plötzlichem Schmerz oder einem hörbaren Schnalzen sofort ärztlich abklären lassen.",
    relevantExercises: ["Wadenheben", "Fahrradergometer"],
    exclusions: ["Sprungkniebeuge", "Burpees"],
    avoidTags: ["high_impact"],
    keywords: ["achilles", "achillodynie"],
  },
  {
    name: "Bluthochdruck (Hypertonie)",
    nameEn: "High blood pressure (hypertension)",
    recommendedAdjustments:
      "Nur mit ärztlich eingestelltem Blutdruck trainieren; bei unbehandelten Werten über 160/100 mmHg vorher ärztlich abklären. Moderate Intensität mit 12–15 Wiederholungen und 2–3 Wiederholungen Reserve, gleichmäßig weiteratmen und Pressatmung vermeiden; keine Kopf-nach-unten-Positionen. Regelmäßiges Ausdauertraining senkt den Blutdruck zusätzlich.",
    relevantExercises: ["Fahrradergometer", "Beinpresse", "Rudern mit Kurzhantel"],
    exclusions: ["Kreuzheben mit Langhantel"],
    avoidTags: ["valsalva", "inversion"],
    keywords: ["bluthochdruck", "hypertonie", "hypertension", "hypertensive", "blutdruck", "blood pressure", "hochdruck"],
  },
  {
    name: "Herz-Kreislauf-Erkrankung (nach ärztlicher Freigabe)",
    nameEn: "Cardiovascular disease (after medical clearance)",
    recommendedAdjustments:
      "Training ausschließlich nach ärztlicher (kardiologischer) Freigabe und innerhalb der dort genannten Puls- bzw. Belastungsgrenzen. Moderate Intensität, lange Aufwärmphase, keine Pressatmung, keine Maximalversuche und keine hochintensiven Intervalle. Bei Brustschmerz, Atemnot, Schwindel oder Herzstolpern das Training sofort abbrechen und ärztliche Hilfe suchen.",
    relevantExercises: ["Fahrradergometer", "Beinpresse", "Rudern mit Kurzhantel"],
    exclusions: ["Burpees", "Kreuzheben mit Langhantel"],
    avoidTags: ["valsalva", "inversion", "high_impact"],
    keywords: [
      "herz kreislauf",
      "herzinfarkt",
      "herzerkrank",
      "herzkrank",
      "herzschwäche",
      "herzinsuffizienz",
      "herzrhythmus",
      "herzfehler",
      "herzprobleme",
      "herzklappe",
      "vorhofflimmern",
      "koronar",
      "khk",
      "stent",
      "bypass",
      "heart",
      "cardiac",
      "kardiolog",
    ],
  },
  {
    name: "Schwangerschaft",
    nameEn: "Pregnancy",
    recommendedAdjustments:
      "Training nur nach Rücksprache mit Frauenärztin/Frauenarzt oder Hebamme; bei Blutungen, Schwindel, Wehen oder Schmerzen sofort abbrechen. Moderate Intensität (Sprechen muss möglich bleiben), keine Sprünge, keine Pressatmung, keine Bauchübungen wie Crunches und ab dem zweiten Trimester keine Übungen in Rücken- oder Bauchlage. Übungen im Stehen, Sitzen oder Vierfüßlerstand sowie Beckenboden- und Ausdauertraining sind gut geeignet.",
    relevantExercises: ["Rudern mit Kurzhantel", "Bird Dog", "Fahrradergometer"],
    exclusions: ["Crunches", "Burpees", "Sprungkniebeuge", "Beckenheben"],
    avoidTags: ["high_impact", "supine", "prone", "valsalva", "inversion"],
    keywords: ["schwanger", "pregnan", "trimester", "ssw", "gravid", "werdende mutter", "expecting"],
  },
  {
    name: "Rückbildung / Rektusdiastase",
    nameEn: "Postpartum recovery / diastasis recti",
    recommendedAdjustments:
      "Erst nach abgeschlossener Rückbildung und ärztlicher bzw. Hebammen-Freigabe (in der Regel frühestens 6–8 Wochen nach der Geburt, nach Kaiserschnitt später) mit Krafttraining beginnen. Beckenboden und tiefe Bauchmuskulatur zuerst aufbauen; Crunches, Sprünge und Pressatmung meiden, bis die Rektusdiastase und der Beckenboden es erlauben. Bei Inkontinenz oder Druckgefühl nach unten die Belastung reduzieren.",
    relevantExercises: ["Dead Bug", "Bird Dog", "Beckenheben"],
    exclusions: ["Crunches", "Burpees", "Sprungkniebeuge"],
    avoidTags: ["high_impact", "valsalva"],
    keywords: [
      "rektusdiastase",
      "diastase",
      "diastasis",
      "rückbildung",
      "postpartum",
      "postnatal",
      "nach der geburt",
      "wochenbett",
      "kaiserschnitt",
      "entbindung",
      "beckenboden",
    ],
  },
  {
    name: "Asthma",
    nameEn: "Asthma",
    recommendedAdjustments:
      "Notfallspray immer griffbereit halten und bei Belastungsasthma nach ärztlicher Anweisung vor dem Training inhalieren. Lang und locker aufwärmen (mindestens 10 Minuten), Intervalle mit ausreichenden Pausen statt maximaler Dauerbelastung wählen und bei kalter, trockener Luft drinnen trainieren. Bei Atemnot abbrechen; die Belastbarkeit mit der behandelnden Ärztin oder dem Arzt klären.",
    relevantExercises: ["Fahrradergometer", "Beinpresse", "Rudern mit Kurzhantel"],
    exclusions: [],
    avoidTags: [],
    keywords: ["asthma", "asthmat", "bronchial", "atemwegserkrank"],
  },
  {
    name: "Diabetes Typ 2",
    nameEn: "Type 2 diabetes",
    recommendedAdjustments:
      "Die Kombination aus Kraft- und Ausdauertraining verbessert die Blutzuckereinstellung deutlich; regelmäßig an mindestens 3 Tagen pro Woche trainieren. Bei Insulin oder blutzuckersenkenden Tabletten vor und nach dem Training den Blutzucker messen und Traubenzucker bereithalten. Bei Netzhautschäden keine Pressatmung, bei Nervenschäden an den Füßen Sprünge meiden und die Füße kontrollieren; die Belastung ärztlich abstimmen.",
    relevantExercises: ["Beinpresse", "Rudern mit Kurzhantel", "Fahrradergometer", "Beckenheben"],
    exclusions: [],
    avoidTags: [],
    keywords: ["diabet", "zuckerkrank", "blutzucker", "insulin", "typ 2", "type 2", "t2d"],
  },
  {
    name: "Osteoporose",
    nameEn: "Osteoporosis",
    recommendedAdjustments:
      "Krafttraining stärkt die Knochen, sollte aber nach ärztlicher Abklärung (Knochendichte, Frakturrisiko) begonnen werden. Keine Sprünge, keine Sit-ups oder Crunches und keine schweren Beuge- und Drehbewegungen der Wirbelsäule; Übungen mit aufrechtem Rücken langsam steigern. Gleichgewichtstraining zur Sturzprophylaxe einbauen.",
    relevantExercises: ["Beinpresse", "Rudern mit Kurzhantel", "Wadenheben", "Bird Dog"],
    exclusions: ["Crunches", "Burpees", "Sprungkniebeuge", "Kreuzheben mit Langhantel"],
    avoidTags: ["high_impact", "spinal_load"],
    keywords: ["osteoporos", "osteopen", "knochendichte", "knochenschwund", "bone density"],
  },
  {
    name: "Adipositas (gelenkschonend)",
    nameEn: "Obesity (joint-friendly)",
    recommendedAdjustments:
      "Gelenkschonend trainieren: keine Sprünge, stattdessen Kraftübungen an Geräten oder mit Kurzhanteln und Ausdauer auf Rad oder Crosstrainer. Umfang langsam steigern und auf Übungen verzichten, bei denen Auf- und Abgehen vom Boden schwerfällt. Bei Begleiterkrankungen wie Bluthochdruck oder Diabetes vorher ärztlich abklären lassen.",
    relevantExercises: ["Beinpresse", "Rudern am Kabelzug", "Latzug an der Maschine", "Fahrradergometer"],
    exclusions: ["Burpees", "Sprungkniebeuge"],
    avoidTags: ["high_impact"],
    keywords: ["adipositas", "adipös", "übergewicht", "obes", "overweight"],
  },
  {
    name: "Leistenbruch / Bauchwandbruch",
    nameEn: "Inguinal or abdominal wall hernia",
    recommendedAdjustments:
      "Ein unbehandelter Bruch gehört vor dem Training ärztlich abgeklärt; nach einer Operation erst mit Freigabe wieder mit Last trainieren. Pressatmung, schwere Lasten und starke Bauchpresse (Crunches, schweres Kreuzheben) vermeiden und gleichmäßig ausatmen. Bei Schmerzen oder Vorwölbung in der Leiste abbrechen.",
    relevantExercises: ["Fahrradergometer", "Rudern mit Kurzhantel", "Bird Dog"],
    exclusions: ["Crunches", "Kreuzheben mit Langhantel"],
    avoidTags: ["valsalva"],
    keywords: ["leistenbruch", "leistenhernie", "nabelbruch", "nabelhernie", "narbenbruch", "inguinal", "umbilical"],
  },
];

/** The seeded list: joints and the musculoskeletal system first, then medical conditions. */
export const INJURIES: InjuryRecord[] = [...INJURIES_JOINTS, ...INJURIES_CONDITIONS];

// ───────────────────────────────────────────────────────────────────────────── matching

/**
 * The entries of the injuries list that a customer's free text names. One matcher for all
 * readers: app/domain/coaching/safety.ts (word by word, umlaut-insensitive; see there).
 */
export function matchInjuries(freeText: string | null | undefined, injuries: InjuryRecord[] = INJURIES): InjuryRecord[] {
  return matchInjuryList(freeText, injuries);
}

/** The union of the avoided stress tags and the named exclusions of several entries. */
export function combinedRestrictions(injuries: readonly InjuryRecord[]): {
  avoidTags: InjuryRecord["avoidTags"];
  exclusions: string[];
} {
  const tags = new Set<InjuryRecord["avoidTags"][number]>();
  const names = new Set<string>();
  for (const i of injuries) {
    for (const t of i.avoidTags) tags.add(t);
    for (const n of i.exclusions) names.add(n);
  }
  return { avoidTags: [...tags], exclusions: [...names] };
}
