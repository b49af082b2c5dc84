import { existsSync, readFileSync, statSync } from 'node:fs';

/** A file that changes only with a release: read once per modification time. */
const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();
export function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  const cached = fileCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.value as T;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    fileCache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}
