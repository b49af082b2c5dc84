/**
 * How a model's strips and paylines are laid out from short recipes, so a model file states
 * symbol counts per reel instead of long arrays. Deterministic: the same recipe always gives the
 * same strips (the RTP is computed from the strips these produce, not from the counts).
 */

/**
 * A strip holding `counts[s]` copies of symbol s, each symbol's copies spread evenly around it
 * (copy j of symbol s sits at (j + phase_s) / count_s of the way round, phases from the golden
 * ratio so symbols do not bunch).
 */
export function stripFromCounts(counts: number[]): number[] {
  const slots: Array<{ key: number; symbol: number }> = [];
  counts.forEach((count, symbol) => {
    const phase = (symbol * 0.6180339887498949) % 1;
    for (let j = 0; j < count; j++) slots.push({ key: (j + phase) / count, symbol });
  });
  slots.sort((a, b) => a.key - b.key || a.symbol - b.symbol);
  return slots.map((slot) => slot.symbol);
}

/**
 * The first `count` paylines over `reels` reels and `rows` rows: paths that move at most one row
 * between neighbouring reels, the straight ones first, then by how often they change row, how far
 * they stray from the middle, and finally in reading order.
 */
export function connectedLines(reels: number, rows: number, count: number): number[][] {
  const paths: number[][] = [];
  const extend = (path: number[]) => {
    if (path.length === reels) return void paths.push(path);
    const last = path[path.length - 1];
    for (let row = 0; row < rows; row++)
      if (last === undefined || Math.abs(row - last) <= 1) extend([...path, row]);
  };
  extend([]);
  const middle = (rows - 1) / 2;
  const changes = (path: number[]) => path.slice(1).filter((row, i) => row !== path[i]).length;
  const stray = (path: number[]) => path.reduce((sum, row) => sum + Math.abs(row - middle), 0);
  paths.sort(
    (a, b) => changes(a) - changes(b) || stray(a) - stray(b) || a.join().localeCompare(b.join()),
  );
  if (paths.length < count)
    throw new Error(`only ${paths.length} connected lines on ${reels}x${rows}`);
  return paths.slice(0, count);
}
