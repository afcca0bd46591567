/**
 * Geometry of the progress charts (decision 0072): plain numbers in, SVG coordinates and path data
 * out, so the same chart renders on the server and in the browser without a chart library.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Space for the axis labels: left, right, top, bottom. */
  pad: { left: number; right: number; top: number; bottom: number };
}

export interface LinePoint {
  value: number;
  highlight?: boolean;
}

export interface LineChart {
  /** `M x y L x y …` through the points (empty for no points). */
  path: string;
  dots: Array<{ x: number; y: number; value: number; highlight: boolean }>;
  /** Horizontal guide lines with their values (min, middle, max of the nice range). */
  ticks: Array<{ y: number; value: number }>;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A range that includes every value, widened by 5 % (a flat series gets ±1 around it), never below 0. */
export function valueRange(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 };
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) return { min: Math.max(0, min - 1), max: max + 1 };
  const margin = (max - min) * 0.05;
  min = Math.max(0, min - margin);
  max += margin;
  return { min, max };
}

/** Points evenly spaced from left to right (a single point in the middle), values scaled into the box. */
export function lineChart(points: readonly LinePoint[], box: ChartBox): LineChart {
  const { min, max } = valueRange(points.map((p) => p.value));
  const innerW = box.width - box.pad.left - box.pad.right;
  const innerH = box.height - box.pad.top - box.pad.bottom;
  const yOf = (v: number) => round(box.pad.top + innerH - ((v - min) / (max - min)) * innerH);
  const xOf = (i: number) => round(points.length === 1 ? box.pad.left + innerW / 2 : box.pad.left + (i / (points.length - 1)) * innerW);
  const dots = points.map((p, i) => ({ x: xOf(i), y: yOf(p.value), value: p.value, highlight: Boolean(p.highlight) }));
  const path = dots.map((d, i) => `${i === 0 ? "M" : "L"}${d.x} ${d.y}`).join(" ");
  const mid = (min + max) / 2;
  const ticks = points.length === 0 ? [] : [min, mid, max].map((value) => ({ y: yOf(value), value: Math.round(value * 10) / 10 }));
  return { path, dots, ticks };
}

export interface BarRow {
  label: string;
  done: number;
  planned: number;
}

export interface BarChartRow extends BarRow {
  y: number;
  /** Width of the planned bar and of the done bar (done may pass planned; both share one scale). */
  plannedWidth: number;
  doneWidth: number;
}

/** Horizontal bars: one row per group, the planned sets behind the done sets, one scale for all rows. */
export function barChart(rows: readonly BarRow[], box: { width: number; rowHeight: number; labelWidth: number }): { rows: BarChartRow[]; height: number } {
  const scaleMax = Math.max(1, ...rows.map((r) => Math.max(r.done, r.planned)));
  const inner = box.width - box.labelWidth;
  return {
    height: rows.length * box.rowHeight,
    rows: rows.map((r, i) => ({
      ...r,
      y: i * box.rowHeight,
      plannedWidth: round((r.planned / scaleMax) * inner),
      doneWidth: round((r.done / scaleMax) * inner),
    })),
  };
}
