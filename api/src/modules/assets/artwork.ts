/**
 * Artwork drawn by the project: deterministic SVGs from a name and a palette, so no provider's
 * art is ever shipped. Same input, same picture.
 */
function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Small deterministic PRNG (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wrap(name: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

function shapes(random: () => number, width: number, height: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(10 + random() * 60);
    const opacity = (0.08 + random() * 0.2).toFixed(2);
    out +=
      random() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${opacity}"/>`
        : `<rect x="${x}" y="${y}" width="${r}" height="${r}" rx="${Math.round(r / 4)}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})" fill="#fff" opacity="${opacity}"/>`;
  }
  return out;
}

export function gameArtwork(input: {
  id: number;
  name: string;
  provider: string;
  palette: string;
  type: number;
}): string {
  const [from = '#1d3557', to = '#e63946'] = input.palette.split(',');
  const random = seededRandom(`${input.id}:${input.name}`);
  const lines = wrap(input.name, 14);
  const badge = input.type === 2 ? 'LIVE' : input.type === 3 ? 'CRASH' : 'SLOT';
  const text = lines
    .map(
      (l, i) =>
        `<text x="200" y="${150 - (lines.length - 1) * 22 + i * 44}" text-anchor="middle" font-size="38" font-weight="800" fill="#fff" stroke="#0006" stroke-width="1.5">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${escapeXml(input.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#g)"/>${shapes(random, 400, 300, 9)}
<g font-family="Verdana, Arial, sans-serif">${text}
<rect x="12" y="12" width="${badge.length * 12 + 16}" height="26" rx="13" fill="#0008"/><text x="${20 + badge.length * 6}" y="30" text-anchor="middle" font-size="14" font-weight="700" fill="#ffd166">${badge}</text>
<text x="200" y="282" text-anchor="middle" font-size="16" fill="#ffffffcc" letter-spacing="3">${escapeXml(input.provider)}</text></g></svg>`;
}

export function providerLogo(alias: string): string {
  const random = seededRandom(alias);
  const hue = Math.round(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(alias)}">
<rect width="240" height="80" rx="16" fill="hsl(${hue} 60% 22%)"/><circle cx="40" cy="40" r="22" fill="hsl(${(hue + 40) % 360} 85% 55%)"/>
<text x="40" y="48" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="22" font-weight="800" fill="#fff">${escapeXml(alias[0] ?? '?')}</text>
<text x="148" y="48" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="${alias.length > 8 ? 17 : 21}" font-weight="700" fill="#fff">${escapeXml(alias)}</text></svg>`;
}

const BANNER_PALETTES = [
  ['#0b3d91', '#00b4d8'],
  ['#6a040f', '#f48c06'],
  ['#1b4332', '#52b788'],
  ['#3c096c', '#e0aaff'],
] as const;

/** A slide with its (already translated) text; right-to-left text is anchored on the right. */
export function bannerArtwork(
  index: number,
  mobile: boolean,
  text: { title: string; subtitle: string },
  rtl = false,
): string {
  const [from, to] = BANNER_PALETTES[(index - 1) % BANNER_PALETTES.length]!;
  const [w, h] = mobile ? [720, 400] : [1600, 420];
  const random = seededRandom(`banner${index}${mobile}`);
  const [x, anchor] = rtl ? [w * 0.94, 'end'] : [w * 0.06, 'start'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(text.title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#b)"/>${shapes(random, w, h, 16)}
<g font-family="Verdana, Arial, sans-serif" fill="#fff" text-anchor="${anchor}"><text x="${x}" y="${h * 0.45}" font-size="${mobile ? 48 : 72}" font-weight="800">${escapeXml(text.title)}</text>
<text x="${x}" y="${h * 0.62}" font-size="${mobile ? 24 : 32}">${escapeXml(text.subtitle)}</text></g></svg>`;
}
