/**
 * The session's elapsed time as hh:mm:ss (hours beyond 99 keep every digit). Digits and colons
 * read left to right in every language: in Arabic the text is isolated (first-strong isolate
 * would turn it right to left), so it goes out wrapped in a left-to-right isolate.
 */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const two = (value: number) => String(value).padStart(2, '0');

export function formatElapsed(elapsedMs: number): string {
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
}

/** The elapsed time for a sentence (a dialog's text, an accessible name): isolated left to right. */
export function isolatedElapsed(elapsedMs: number): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${formatElapsed(elapsedMs)}${POP_DIRECTIONAL_ISOLATE}`;
}
