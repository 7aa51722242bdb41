/**
 * A value loaded on demand and reused for `ttlMs`; requests arriving while it loads share the one
 * load. `forget()` is for the process's own writes: a load already under way when it is called is
 * not kept, so nothing read before the write outlives it. Writes made elsewhere (another process,
 * a script on the database) show within `ttlMs`.
 */
export class CachedValue<T> {
  private entry: { value: Promise<T>; loadedAt: number } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.now();
    if (this.entry && now - this.entry.loadedAt < this.ttlMs) return this.entry.value;
    const entry = { value: this.load(), loadedAt: now };
    this.entry = entry;
    // A failed load is not an answer to keep.
    entry.value.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return entry.value;
  }

  forget(): void {
    this.entry = undefined;
  }
}
