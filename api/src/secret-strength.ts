/**
 * Whether a shared signing secret could be guessed. Length alone lets `aaaa…` or `abcd…` through,
 * so a production secret must also look random: its characters' entropy (Shannon, from their
 * frequencies) must reach 96 bits in total and 3 bits per character, and it must not be mostly
 * runs or steps of neighbouring characters. A random 32-byte value in hex or base64 passes with
 * room to spare; a word, a repeated pattern or a keyboard walk does not.
 */
export const MIN_SECRET_BITS = 96;
const MIN_BITS_PER_CHAR = 3;

/** Estimated entropy of `text` in bits: its length times the Shannon entropy of its characters. */
export function entropyBits(text: string): number {
  const chars = [...text];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / chars.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * chars.length;
}

/** Share of neighbouring character pairs that repeat or step by one (`aa`, `ab`, `ba`, `12`). */
function stepShare(text: string): number {
  const codes = [...text].map((char) => char.codePointAt(0)!);
  let steps = 0;
  for (let i = 1; i < codes.length; i++) if (Math.abs(codes[i]! - codes[i - 1]!) <= 1) steps++;
  return codes.length > 1 ? steps / (codes.length - 1) : 1;
}

/** Why `secret` is too weak to sign with, or undefined when it is not. */
export function secretWeakness(secret: string): string | undefined {
  const length = [...secret].length;
  const bits = entropyBits(secret);
  if (bits < MIN_SECRET_BITS || bits / length < MIN_BITS_PER_CHAR)
    return `too predictable (about ${Math.floor(bits)} bits; a random value of ${MIN_SECRET_BITS} bits or more is needed, e.g. openssl rand -hex 32)`;
  if (stepShare(secret) > 0.5)
    return 'too predictable (mostly repeated or consecutive characters; use a random value, e.g. openssl rand -hex 32)';
  return undefined;
}
