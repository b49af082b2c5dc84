/**
 * The money wheel drawn: its 54 segments in wheel order (clockwise from the pointer at the top),
 * each coloured by what it pays and labelled, spun clockwise to the round's final stop so the
 * result stands under the pointer. The spin is a CSS transition (none when the player asks for
 * reduced motion); the wheel keeps its angle between rounds and always turns forward.
 */
import type { Segment, WheelLayout } from '../../src/tables/money-wheel/rules';

const SVG = 'http://www.w3.org/2000/svg';
const SIZE = 320;
const CENTRE = SIZE / 2;
const RADIUS = 146;
/** Whole turns added to every spin, so the wheel visibly spins before it stops. */
const TURNS = 3;
const SPIN_MS = 4000;

/** Each kind of segment has its colour, the same on every wheel. */
export const SEGMENT_COLOURS = {
  1: '#f2c230',
  2: '#3b82f6',
  5: '#a855f7',
  10: '#22c55e',
  multiplier: '#ef4444',
  bonus: '#f472b6',
} as const;

export const colourOf = (segment: Segment): string =>
  segment.kind === 'number'
    ? SEGMENT_COLOURS[segment.value]
    : segment.kind === 'multiplier'
      ? SEGMENT_COLOURS.multiplier
      : SEGMENT_COLOURS.bonus;

/**
 * The wheel's angle (degrees, clockwise) that puts `stop` under the pointer, reached from `from`
 * by turning forward at least `turns` whole turns.
 */
export function angleFor(stop: number, count: number, from: number, turns = TURNS): number {
  const step = 360 / count;
  const target = (((-(stop + 0.5) * step) % 360) + 360) % 360;
  const start = from + turns * 360;
  const base = start - (((start % 360) + 360) % 360);
  return base + target >= start ? base + target : base + target + 360;
}

const node = <K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] => {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
};

const point = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return `${(CENTRE + radius * Math.cos(rad)).toFixed(2)} ${(CENTRE + radius * Math.sin(rad)).toFixed(2)}`;
};

export interface DrawnWheel {
  element: SVGSVGElement;
  /** Spins to the stop and marks it; resolves when the wheel has stopped. */
  spinTo(stop: number): Promise<void>;
}

export function drawWheel(
  layout: WheelLayout,
  label: (segment: Segment) => string,
  title: string,
): DrawnWheel {
  const count = layout.segments.length;
  const step = 360 / count;
  const svg = node('svg', { viewBox: `0 0 ${SIZE} ${SIZE}`, class: 'wheel', role: 'img' });
  svg.setAttribute('aria-label', title);
  svg.dataset.testid = 'money-wheel-drawing';
  const disc = node('g', { class: 'disc' });
  disc.style.transformOrigin = `${CENTRE}px ${CENTRE}px`;
  const wedges = layout.segments.map((segment, i) => {
    const a = i * step;
    const wedge = node('path', {
      d: `M ${CENTRE} ${CENTRE} L ${point(a, RADIUS)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(a + step, RADIUS)} Z`,
      fill: colourOf(segment),
      stroke: '#111',
      'stroke-width': 0.8,
    });
    wedge.dataset.stop = String(i);
    const mid = a + step / 2;
    // Labels read outward along their segment, digits left to right in every language.
    const text = node('text', {
      x: CENTRE,
      y: CENTRE - RADIUS + 34,
      transform: `rotate(${mid} ${CENTRE} ${CENTRE}) rotate(90 ${CENTRE} ${CENTRE - RADIUS + 34})`,
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      direction: 'ltr',
      class: 'label',
    });
    text.textContent = label(segment);
    // A word (Bonus) is set smaller than a number, to stay inside its segment.
    if (text.textContent.length > 3) text.classList.add('word');
    disc.append(wedge, text);
    return wedge;
  });
  disc.append(node('circle', { cx: CENTRE, cy: CENTRE, r: 34, class: 'hub' }));
  svg.append(
    node('circle', { cx: CENTRE, cy: CENTRE, r: RADIUS + 6, class: 'rim' }),
    disc,
    node('path', {
      d: `M ${CENTRE - 11} 2 L ${CENTRE + 11} 2 L ${CENTRE} 30 Z`,
      class: 'pointer',
      'data-testid': 'money-wheel-pointer',
    }),
  );

  let angle = 0;
  const still = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    element: svg,
    spinTo(stop) {
      for (const wedge of wedges) wedge.classList.remove('result');
      delete svg.dataset.stopped;
      angle = angleFor(stop, count, angle);
      const duration = still() ? 0 : SPIN_MS;
      // The angle it starts from is laid out first, or a wheel just put on the stage would jump.
      disc.getBoundingClientRect();
      disc.style.transition = `transform ${duration}ms cubic-bezier(.15,.85,.25,1)`;
      disc.style.transform = `rotate(${angle}deg)`;
      svg.dataset.stop = String(stop);
      return new Promise((resolve) => {
        let stopped = false;
        const done = () => {
          if (stopped) return;
          stopped = true;
          wedges[stop]!.classList.add('result');
          svg.dataset.stopped = String(stop);
          resolve();
        };
        if (duration === 0) return done();
        disc.addEventListener('transitionend', done, { once: true });
        // A transition the browser skips (a hidden tab) sends no transitionend: stop on time.
        setTimeout(done, duration + 250);
      });
    },
  };
}

export const wheelStyles = (accent: string) => `
.wheel{width:min(300px,78vw);height:auto;direction:ltr;display:block}
.wheel .rim{fill:#111;stroke:${accent};stroke-width:4}
.wheel .hub{fill:#111;stroke:${accent};stroke-width:3}
.wheel .label{font:800 11px system-ui,sans-serif;fill:#111}.wheel .word{font-size:8px}
.wheel .pointer{fill:#fff;stroke:#111;stroke-width:2}
.wheel .result{stroke:#fff;stroke-width:3}`;
