/** Warm-ups per session and the four rest-day sections, filtered by the safety profile and dislikes. */
import { REST_DAY_SECTIONS } from "~/domain/plan/types";
import type { ExerciseRecord } from "~/domain/exercises/types";
import type { Ctx, SessionTemplate } from "./types";
import { clamp, jitter, key, sanitizeInline } from "./util";
import { restDayPersonalLines } from "./free-text";
import { fold } from "~/domain/coaching/text";
import { namedSports } from "~/domain/coaching/sports";

/** Keeps the first `n` clean items of the lists, in order, without near-duplicates. */
export function takeClean(ctx: Ctx, lists: string[][], n: number, taken: string[] = []): string[] {
  const out = [...taken];
  const stemOf = (t: string) => fold(t).split(" ")[0]?.slice(0, 8) ?? "";
  for (const list of lists) {
    for (const item of list) {
      if (out.length >= n) return out;
      if (!ctx.clean(item) || out.includes(item) || out.some((o) => stemOf(o) === stemOf(item))) continue;
      out.push(item);
    }
  }
  return out;
}

/**
 * The dose of a warm-up or mobility record, as a coach writes it (coach review round 3): a stretch or
 * held position in seconds ("Kindhaltung, 30 s halten"), one side at a time per side; a running drill
 * (skipping, heel kicks) as short easy bouts; rolling in seconds; everything else as slow repetitions.
 */
export function warmUpDose(e: Pick<ExerciseRecord, "name" | "nameEn">): string {
  const n = `${e.name} ${e.nameEn ?? ""}`;
  if (/rolle\b|rollen|faszien|foam roll/i.test(n)) return "60 s langsam rollen";
  if (/dehn|stretch|haltung|halten|halte\b|\bhold|\bpose\b|position|hocke\b|squat hold|taube|pigeon|kobra|cobra/i.test(n)) {
    // (most stretches work one side at a time; positions held with both sides at once are named)
    return /kindhaltung|child|hocke\b|squat hold|kobra|cobra|hängen|hang\b|vorbeuge|forward fold|schmetterling|butterfly/i.test(n) ? "30 s halten" : "30 s je Seite";
  }
  if (/lauf\b|laufen|anfersen|hopser|skipping|skip\b|kniehebe|high knees|butt kick|hampelmann|jumping jack/i.test(n)) return "2×20 s locker";
  return "1×10 langsam";
}

export function warmUps(ctx: Ctx, template: SessionTemplate, mainNames: Set<string>, count: number, day: number): string[] {
  const noImpact =
    ctx.matchedInjuries.length > 0 || ctx.safety.conditions.length > 0 || ctx.q.age >= 50 || ctx.q.training_intensity === "gentle";
  const lower = ["fullA", "fullB", "lowerA", "lowerB", "legs"].includes(template.key);
  const upper = ["fullA", "fullB", "upperA", "upperB", "push", "pull"].includes(template.key);

  const pulse: string[] = [];
  // By the talk test, never a fixed pulse (round 6: 110–120 is no warm-up at 72 or on a beta blocker).
  if (ctx.available.has("ergometer")) pulse.push("5 Minuten Ergometer, locker (Sie können sich dabei noch unterhalten)");
  if (!noImpact) pulse.push("3 Minuten Hampelmann oder lockeres Hopserlaufen auf der Stelle");
  pulse.push("3 Minuten zügiges Gehen auf der Stelle mit Armkreisen", "3 Minuten Marschieren mit hohen Knien, locker", "Locker einlaufen, 3 Minuten");

  // Mobility and warm-up records of the database, then a fixed list that fits the session.
  const dbWarm = ctx.allowed
    .filter((e) => (e.movementPattern === "warmup" || e.movementPattern === "mobility") && !mainNames.has(key(e.name)))
    .sort((a, b) => jitter(ctx.seed, `wu${day}|${a.name}`) - jitter(ctx.seed, `wu${day}|${b.name}`) || a.name.localeCompare(b.name))
    .map((e) => `${e.name}, ${warmUpDose(e)}`);
  const fixed: string[] = [];
  if (ctx.q.daily_activity === "sitting") fixed.push("Hüftbeuger-Mobilisation im Halbkniestand, 30 s je Seite");
  if (lower) fixed.push("Hüftkreisen, 2×10 je Richtung", "Beinpendel vor und zurück, 10 je Seite", "Glute Bridge ohne Gewicht, 12 Wdh.");
  if (upper) {
    fixed.push(ctx.available.has("resistance_bands") ? "Schulterkreisen mit Band, 2×12" : "Schulterkreisen, 2×12");
    fixed.push("Armkreisen vorwärts und rückwärts, je 10", "Katze-Kuh im Vierfüßlerstand, 8 Wdh.");
  }
  fixed.push("Rumpfrotation im Stand, 10 je Seite", "Brustwirbelsäule öffnen im Vierfüßlerstand, 8 je Seite", "Fußgelenke kreisen, je 10");
  const dbCount = Math.min(dbWarm.length, Math.floor((count - 1) / 2));
  const first = takeClean(ctx, [pulse], 1);
  const withDb = takeClean(ctx, [dbWarm], first.length + dbCount, first);
  const out = takeClean(ctx, [fixed, dbWarm, ["Ruhig durchatmen und locker ausschütteln, 1 Minute", "Leichtes Einrollen der Wirbelsäule im Stand, 5 Wdh."]], count, withDb);
  return out;
}

// ───────────────────────────────────────────────────────────────────────────── rest days

/**
 * The customer's own words for a quote: whole clauses only (issue 23 round 2: a quote is never
 * edited) – a clause with a word the plan may not print (a disliked exercise, a movement the
 * conditions rule out) is left out as a whole, never shortened.
 */
export function quote(ctx: Ctx, text: string | null | undefined, max: number): string {
  if (!text) return "";
  const clauses = text
    .replace(/[„“"]/g, "")
    .split(/[\r\n]+|[,;.!?]\s+|[,;.!?]$/)
    .map((c) => sanitizeInline(c, 400).replace(/^[\s,;.:–-]+|[\s,;:.–-]+$/g, ""))
    .filter((c) => c && c.split(" ").every((w) => ctx.clean(w)));
  const t = clauses.join(", ");
  if (!/\p{L}{3,}/u.test(t) || /^(?:keine?s?|nein|nichts|no|none|n\/?a)\.?$/i.test(t)) return "";
  return t.length > max ? "" : t;
}

/** The rest days' personal lines: no quote of the customer's free text (decision 0115, free-text.ts). */
export function personalNotes(ctx: Ctx): string[] {
  return restDayPersonalLines(ctx);
}

/** The rest days' lines on the customer's own sport (coaching/sports.ts): what it counts as, and the day before a competition. */
export function sportLines(ctx: Pick<Ctx, "q">): string[] {
  const named = namedSports(ctx.q.other_sport ? ctx.q.other_sport_details : null);
  if (named.de.length === 0) return [];
  const [a, b] = named.de;
  const out = [`An Tagen mit ${a}${b ? ` oder ${b}` : ""}: Das ist Ihre Bewegung für den Tag – dazu höchstens 10 Minuten lockere Mobilität`];
  if (named.competes) out.push(COMPETITION_DAY_LINE);
  return out;
}

/** The day before a game, league match or race (decision 0130). */
export const COMPETITION_DAY_LINE = "Am Tag vor einem Spiel oder Wettkampf: nur lockere Bewegung und Mobilität – keine harte Einheit";

export function restDaySections(ctx: Ctx, day: number, active: boolean, restIndex: number): { title: string; items: string[] }[] {
  const rotate = (list: string[], k: string): string[] => {
    const start = Math.floor(jitter(ctx.seed, `rest${day}|${k}`) * list.length);
    return list.map((_, i) => list[(start + i) % list.length]!);
  };
  const noImpact = ctx.matchedInjuries.length > 0 || ctx.safety.conditions.length > 0 || ctx.q.age >= 50;

  const activeBase = active
    ? ["30–40 Minuten lockeres Radfahren oder zügiges Gehen im Gesprächstempo", "10 Minuten Mobilitätsroutine für Hüfte, Brustwirbelsäule und Sprunggelenke"]
    : rotate(
        [
          "20–30 Minuten zügiger Spaziergang an der frischen Luft",
          "10 Minuten Mobilität: Katze-Kuh, Weltbeste Dehnung, Hüftkreisen",
          noImpact ? "15 Minuten lockeres Schwimmen oder Radfahren ohne Stoßbelastung" : "15 Minuten lockeres Radfahren oder Schwimmen",
          "Brustwirbelsäule mobilisieren: offene Bücher, 10 je Seite",
        ],
        "a",
      );
  const activeExtra: string[] = [];
  if (ctx.q.daily_activity === "sitting") activeExtra.push("Nach langem Sitzen: Hüftbeuger im Halbkniestand öffnen, 2×30 s je Seite");
  if (ctx.goals.includes("weight_loss")) activeExtra.push("Alltagsbewegung: 8.000–10.000 Schritte anpeilen");
  // Decision 0130: the customer's own sport is named (not our prescription, so no word filter) and
  // replaces the extra swim or ride; the day before a game or race stays light.
  const sport = sportLines(ctx);
  const base = sport.length > 0 ? activeBase.filter((l) => !/Schwimmen|Radfahren/.test(l) || active) : activeBase;
  const act = [...sport, ...takeClean(ctx, [base.slice(0, 2), activeExtra, base.slice(2), ["Ein ruhiger Spaziergang, so lange es sich gut anfühlt"]], Math.max(1, 3 - sport.length))];

  const fascia = takeClean(
    ctx,
    [
      rotate(
        [
          "Faszienrolle Oberschenkel vorne und hinten, je 60 s",
          "Faszienrolle Waden und Gesäß, je 60 s pro Seite",
          "Oberer Rücken auf der Faszienrolle, 90 s langsam rollen",
          "5 Minuten Box-Atmung (4 s ein, 4 s halten, 4 s aus, 4 s halten)",
          "Warmes Bad oder Sauna zur Entspannung, 15–20 Minuten",
          "Progressive Muskelentspannung, 10 Minuten vor dem Schlafen",
        ],
        "f",
      ).slice(0, 2),
      ["10 Minuten bewusst ruhig atmen, im Liegen", "Eine warme Dusche und 10 Minuten Ruhe ohne Bildschirm"],
    ],
    2,
  );

  const protein = ctx.goals.includes("muscle_building") || ctx.goals.includes("performance") ? "1,6–2 g" : "1,2–1,6 g";
  const nut = takeClean(
    ctx,
    [
      rotate(
        [
          `${protein} Eiweiß pro kg Körpergewicht, auf 3–4 Mahlzeiten verteilt`,
          "7–9 Stunden Schlaf, feste Schlafenszeit",
          ctx.goals.includes("weight_loss")
            ? "Leichtes Kaloriendefizit (ca. 300–500 kcal), viel Gemüse und Eiweiß"
            : "2–3 Liter Wasser über den Tag verteilt",
        ],
        "n",
      ).slice(0, 2),
      ["Ausreichend trinken und früh schlafen gehen", "Eine eiweißreiche Mahlzeit mit Gemüse einplanen"],
    ],
    2,
  );

  const feelBase = rotate(
    [
      "Notieren Sie Energie (1–10) und Muskelkater im Tagesfeedback",
      "Kurzer Check: Schlafqualität und Stimmung im Tagesfeedback festhalten",
    ],
    "k",
  );
  // Personal lines (wishes, sport, warning signs) rotate over the rest days, two per day, so
  // each appears without repeating all of them every time.
  const pool = [...ctx.personalNotes];
  if (ctx.matchedInjuries.length > 0 || ctx.safety.conditions.length > 0) {
    pool.push("Achten Sie auf Warnsignale wie stechende Schmerzen und vermerken Sie sie im Feedback");
  }
  const perDay = clamp(Math.ceil(pool.length / Math.max(1, ctx.restDayCount)), 1, 2);
  const personal: string[] = [];
  for (let i = 0; i < Math.min(perDay, pool.length); i++) personal.push(pool[(restIndex * perDay + i) % pool.length]!);
  const feel = takeClean(ctx, [personal, feelBase, ["Wie fühlen Sie sich heute? Ein kurzer Eintrag im Feedback hilft"]], 3);

  const items = [act, fascia, nut, feel];
  return REST_DAY_SECTIONS.map((title, i) => ({ title, items: items[i]! }));
}
