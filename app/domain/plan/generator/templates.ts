/** Session templates (slots by movement pattern and role) and the weekly split by frequency. */
import type { MovementPattern, MuscleGroup } from "~/domain/exercises/types";
import type { SessionTemplate, SlotRole, SlotSpec } from "./types";

export const S = (pattern: MovementPattern, role: SlotRole, muscle?: MuscleGroup): SlotSpec => ({ pattern, role, muscle });

export const TEMPLATES: Record<string, SessionTemplate> = {
  fullA: {
    key: "fullA",
    title: "Ganzkörper A",
    slots: [
      S("squat", "main"), S("push_horizontal", "main"), S("pull_horizontal", "main"), S("core", "core"),
      S("hinge", "secondary"), S("pull_vertical", "secondary"), S("push_vertical", "secondary"),
      S("lunge", "accessory"), S("arms", "accessory", "biceps"), S("calves", "accessory"),
    ],
  },
  fullB: {
    key: "fullB",
    title: "Ganzkörper B",
    slots: [
      S("hinge", "main"), S("push_vertical", "main"), S("pull_vertical", "main"), S("core", "core"),
      S("lunge", "secondary"), S("pull_horizontal", "secondary"), S("push_horizontal", "secondary"),
      S("carry", "carry"), S("arms", "accessory", "triceps"), S("core", "core"),
    ],
  },
  upperA: {
    key: "upperA",
    title: "Oberkörper A",
    slots: [
      S("push_horizontal", "main"), S("pull_horizontal", "main"), S("push_vertical", "secondary"),
      S("pull_vertical", "secondary"), S("core", "core"), S("arms", "accessory", "biceps"),
      S("arms", "accessory", "triceps"), S("carry", "carry"),
    ],
  },
  upperB: {
    key: "upperB",
    title: "Oberkörper B",
    slots: [
      S("pull_vertical", "main"), S("push_vertical", "main"), S("pull_horizontal", "secondary"),
      S("push_horizontal", "secondary"), S("core", "core"), S("arms", "accessory", "triceps"),
      S("arms", "accessory", "biceps"), S("core", "core"),
    ],
  },
  lowerA: {
    key: "lowerA",
    title: "Unterkörper A",
    slots: [
      S("squat", "main"), S("hinge", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("hinge", "accessory"), S("core", "core"), S("carry", "carry"),
    ],
  },
  lowerB: {
    key: "lowerB",
    title: "Unterkörper B",
    slots: [
      S("hinge", "main"), S("squat", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("squat", "accessory"), S("core", "core"), S("carry", "carry"),
    ],
  },
  push: {
    key: "push",
    title: "Push (Brust, Schultern, Trizeps)",
    slots: [
      S("push_horizontal", "main"), S("push_vertical", "secondary"), S("core", "core"),
      S("push_horizontal", "accessory"), S("arms", "accessory", "triceps"), S("push_vertical", "accessory"),
      S("core", "core"), S("arms", "accessory", "triceps"),
    ],
  },
  pull: {
    key: "pull",
    title: "Pull (Rücken, Bizeps)",
    slots: [
      // No leg exercise on a pull day (coach review round 2): a second row and biceps instead.
      S("pull_vertical", "main"), S("pull_horizontal", "secondary"), S("core", "core"),
      S("arms", "accessory", "biceps"), S("pull_horizontal", "accessory"), S("pull_vertical", "accessory"),
      S("arms", "accessory", "biceps"), S("carry", "carry"),
    ],
  },
  legs: {
    key: "legs",
    title: "Beine und Rumpf",
    slots: [
      S("squat", "main"), S("hinge", "secondary"), S("lunge", "accessory"), S("core", "core"),
      S("calves", "accessory"), S("squat", "accessory"), S("hinge", "accessory"), S("core", "core"),
    ],
  },
};

export function splitFor(days: number): { name: string; week: SessionTemplate[] } {
  const t = TEMPLATES;
  switch (days) {
    case 1:
      return { name: "Ganzkörper", week: [t.fullA!] };
    case 2:
      return { name: "Ganzkörper A/B", week: [t.fullA!, t.fullB!] };
    case 3:
      return { name: "Ganzkörper A/B", week: [t.fullA!, t.fullB!, t.fullA!] };
    case 4:
      return { name: "Oberkörper/Unterkörper", week: [t.upperA!, t.lowerA!, t.upperB!, t.lowerB!] };
    case 5:
      return { name: "Push/Pull/Beine plus Oberkörper/Unterkörper", week: [t.push!, t.pull!, t.legs!, t.upperA!, t.lowerB!] };
    default:
      return { name: "Push/Pull/Beine (2×)", week: [t.push!, t.pull!, t.legs!, t.push!, t.pull!, t.legs!] };
  }
}

export const RELATED: Record<MovementPattern, MovementPattern[]> = {
  squat: ["lunge", "hinge"],
  hinge: ["lunge", "squat", "core"],
  lunge: ["squat", "hinge", "calves"],
  push_horizontal: ["push_vertical", "arms"],
  push_vertical: ["push_horizontal", "arms"],
  pull_horizontal: ["pull_vertical", "arms"],
  pull_vertical: ["pull_horizontal", "arms"],
  core: ["carry", "mobility"],
  carry: ["core"],
  arms: ["push_horizontal", "pull_horizontal", "core"],
  calves: ["lunge", "squat", "core"],
  cardio: ["carry", "core"],
  mobility: ["core"],
  warmup: ["mobility", "core"],
};

export const ROLE_ORDER: Record<SlotRole, number> = { main: 0, secondary: 1, accessory: 2, carry: 3, core: 4, cardio: 5 };
