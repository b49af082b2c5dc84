/**
 * The reels on a canvas. The client only animates: it scrolls each reel through symbols of its
 * strip and lands exactly on the window the server sent, then draws the winning lines.
 */
import type { SlotBoot, SpinView } from './boot';
import { drawSymbol } from './symbols';

export interface Reels {
  show(window: number[][]): void;
  spin(window: number[][], durationMs: number, onReelStop?: (reel: number) => void): Promise<void>;
  highlight(spin: SpinView): void;
  resize(): void;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function createReels(canvas: HTMLCanvasElement, boot: SlotBoot): Reels {
  const ctx = canvas.getContext('2d')!;
  const { model, game } = boot;
  const reels = model.strips.length;
  const rows = model.rows;
  const [, panel, accent] = game.theme.colors;
  let current = model.strips.map((strip) =>
    Array.from({ length: rows }, (_, row) => strip[row % strip.length]!),
  );
  let width = 0;
  let height = 0;

  function resize(): void {
    const ratio = window.devicePixelRatio || 1;
    const box = canvas.getBoundingClientRect();
    width = box.width;
    height = box.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    show(current);
  }

  const cellW = () => width / reels;
  const cellH = () => height / rows;

  function background(): void {
    ctx.clearRect(0, 0, width, height);
    for (let reel = 0; reel < reels; reel++) {
      ctx.fillStyle = reel % 2 ? panel : shade(panel);
      ctx.fillRect(reel * cellW(), 0, cellW(), height);
    }
  }

  function drawColumn(reel: number, symbols: number[], offset: number): void {
    ctx.save();
    ctx.beginPath();
    ctx.rect(reel * cellW(), 0, cellW(), height);
    ctx.clip();
    symbols.forEach((symbol, i) => {
      const y = (i - offset + 0.5) * cellH();
      if (y < -cellH() || y > height + cellH()) return;
      drawSymbol(
        ctx,
        model.symbols[symbol]!.code,
        game.theme.symbols,
        accent,
        (reel + 0.5) * cellW(),
        y,
        cellW(),
        cellH(),
      );
    });
    ctx.restore();
  }

  function show(window: number[][]): void {
    current = window;
    background();
    window.forEach((column, reel) => drawColumn(reel, column, 0));
  }

  function spin(
    window: number[][],
    durationMs: number,
    onReelStop?: (reel: number) => void,
  ): Promise<void> {
    const tapes = window.map((column, reel) => {
      const strip = model.strips[reel]!;
      const start = Math.floor(Math.random() * strip.length);
      const filler = Array.from(
        { length: 10 + reel * 3 },
        (_, i) => strip[(start + i) % strip.length]!,
      );
      return [...current[reel]!, ...filler, ...column];
    });
    const stopsAt = tapes.map(
      (_, reel) => durationMs * (0.55 + (0.45 * reel) / Math.max(1, reels - 1)),
    );
    const stopped = new Set<number>();
    const began = performance.now();
    return new Promise((resolve) => {
      const frame = (now: number) => {
        const elapsed = now - began;
        background();
        tapes.forEach((tape, reel) => {
          const t = Math.min(1, elapsed / stopsAt[reel]!);
          drawColumn(reel, tape, easeOut(t) * (tape.length - rows));
          if (t === 1 && !stopped.has(reel)) {
            stopped.add(reel);
            onReelStop?.(reel);
          }
        });
        if (stopped.size < reels) requestAnimationFrame(frame);
        else {
          show(window);
          resolve();
        }
      };
      requestAnimationFrame(frame);
    });
  }

  function highlight(spin: SpinView): void {
    show(spin.window);
    ctx.lineWidth = Math.max(3, cellH() * 0.05);
    ctx.lineJoin = 'round';
    spin.lineWins.forEach((win, i) => {
      const rowsOfLine = model.lines[win.line]!;
      ctx.strokeStyle = i % 2 ? '#ffffff' : accent;
      ctx.beginPath();
      rowsOfLine.forEach((row, reel) => {
        const x = (reel + 0.5) * cellW();
        const y = (row + 0.5) * cellH();
        if (reel === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.stroke();
      for (let reel = 0; reel < win.count; reel++) {
        ctx.strokeRect(
          reel * cellW() + 4,
          rowsOfLine[reel]! * cellH() + 4,
          cellW() - 8,
          cellH() - 8,
        );
      }
    });
  }

  resize();
  return { show, spin, highlight, resize };
}

/** A slightly darker twin of a #rrggbb colour, for alternate reels. */
function shade(color: string): string {
  const n = parseInt(color.slice(1), 16);
  const f = (v: number) => Math.max(0, Math.round(v * 0.82));
  return `rgb(${f(n >> 16)},${f((n >> 8) & 255)},${f(n & 255)})`;
}
