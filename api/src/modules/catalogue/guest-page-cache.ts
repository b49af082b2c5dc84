/**
 * The catalogue is immutable while the process runs, so what a guest gets for a given list query
 * never changes: keep the serialized answer of the most asked queries, as bytes, instead of
 * filtering, serializing and encoding the same 30 games again. Players' answers carry their
 * favourites and are never cached.
 */
const MAX_ENTRIES = 1000;

export class GuestPageCache {
  private readonly bodies = new Map<string, Buffer>();

  get(key: string): Buffer | undefined {
    const body = this.bodies.get(key);
    if (body !== undefined) {
      // Most recently used last, so the oldest entry is the first to go.
      this.bodies.delete(key);
      this.bodies.set(key, body);
    }
    return body;
  }

  set(key: string, body: Buffer): void {
    this.bodies.set(key, body);
    if (this.bodies.size > MAX_ENTRIES) this.bodies.delete(this.bodies.keys().next().value!);
  }
}
