"use client";
// The two kinds of chart the statistics draw, on uPlot (admin only, drawn on a canvas): lines
// over time, and bars by category. Each is a picture of the figures its table holds
// (stats-figure.tsx), so it carries no text of its own for screen readers; the legend is ours.
import "uplot/dist/uPlot.min.css";
import { useCallback, useEffect, useRef } from "react";
import uPlot from "uplot";

export interface Line {
  label: string;
  /** A CSS custom property of the theme (src/app/globals.css), or a colour. */
  color: string;
  values: number[];
}

/** The theme's colours, distinct enough side by side. */
export const CHART_COLORS = ["--primary", "--brand", "#5f8a6b", "#b08a3e"] as const;

const HEIGHT = 240;
const numbers = new Intl.NumberFormat("pt-PT");

function resolve(color: string, element: HTMLElement): string {
  return color.startsWith("--")
    ? getComputedStyle(element).getPropertyValue(color).trim() || "#1f3a4d"
    : color;
}

/** The x axis of categories or periods: its labels at whole positions, never crowded. */
function categoryAxis(labels: string[], element: HTMLElement, width?: number): uPlot.Axis {
  const style = getComputedStyle(element);
  const longest = Math.max(0, ...labels.map((label) => label.length));
  // Bars' names are turned when side by side they would not fit under their bars.
  const rotate = width !== undefined && labels.length * (longest * 7 + 12) > width - 60;
  return {
    stroke: resolve("--muted-foreground", element),
    font: `12px ${style.fontFamily}`,
    grid: { show: false },
    ticks: { show: false },
    space: rotate ? 14 : 56,
    incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 60],
    values: (_chart, splits) =>
      splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? "") : "")),
    // Turned, long names take more room below the chart.
    ...(rotate ? { rotate: -40, size: Math.min(130, 16 + 4.5 * longest) } : {}),
  };
}

function valueAxis(element: HTMLElement): uPlot.Axis {
  const style = getComputedStyle(element);
  return {
    stroke: resolve("--muted-foreground", element),
    font: `12px ${style.fontFamily}`,
    grid: { stroke: resolve("--border", element), width: 1 },
    ticks: { show: false },
    size: 48,
    // Whole steps: the figures are counts (and hours, read to the hour).
    incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000],
    values: (_chart, splits) => splits.map((split) => numbers.format(split)),
  };
}

/** A uPlot chart that fills its box's width and follows it. */
function useChart(make: (element: HTMLElement, width: number) => uPlot | null) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = make(element, element.clientWidth);
    if (!chart) return;
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [make]);
  return box;
}

function Legend({ lines }: { lines: Pick<Line, "label" | "color">[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden>
      {lines.map((line) => (
        <li key={line.label} className="flex items-center gap-1.5">
          <span
            className="inline-block size-2.5 rounded-full"
            style={{
              background: line.color.startsWith("--") ? `var(${line.color})` : line.color,
            }}
          />
          {line.label}
        </li>
      ))}
    </ul>
  );
}

export function LinesOverTime({ labels, lines }: { labels: string[]; lines: Line[] }) {
  const make = useCallback(
    (element: HTMLElement, width: number) => {
      const xs = labels.map((_, index) => index);
      return new uPlot(
        {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [categoryAxis(labels, element), valueAxis(element)],
          series: [
            {},
            ...lines.map((line) => ({
              label: line.label,
              stroke: resolve(line.color, element),
              width: 2,
              points: { show: labels.length <= 31 },
            })),
          ],
        },
        [xs, ...lines.map((line) => line.values)],
        element,
      );
    },
    [labels, lines],
  );
  const box = useChart(make);
  return (
    <>
      <div ref={box} className="w-full" />
      <Legend lines={lines} />
    </>
  );
}

export function BarsByCategory({ labels, bars }: { labels: string[]; bars: Line }) {
  const make = useCallback(
    (element: HTMLElement, width: number) => {
      const xs = labels.map((_, index) => index);
      const color = resolve(bars.color, element);
      return new uPlot(
        {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: {
            x: { time: false, range: [-0.5, labels.length - 0.5] },
            y: { range: (_chart, _min, max) => [0, Math.max(1, max) * 1.1] },
          },
          axes: [categoryAxis(labels, element, width), valueAxis(element)],
          series: [
            {},
            {
              label: bars.label,
              stroke: color,
              fill: color,
              paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            },
          ],
        },
        [xs, bars.values],
        element,
      );
    },
    [labels, bars],
  );
  const box = useChart(make);
  return <div ref={box} className="w-full" />;
}
