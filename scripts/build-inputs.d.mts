/** Types of build-inputs.mjs (a dependency-free script) for the tests that import it. */
export const ROOT: string;
export const PIECES: Record<string, string[]>;
export function pieceHash(
  piece: string,
  root?: string,
  env?: Record<string, string | undefined>,
): string;
export function installHash(): string;
export function readStamp(file: string): Record<string, string>;
export function writeStamp(file: string, value: unknown): void;
