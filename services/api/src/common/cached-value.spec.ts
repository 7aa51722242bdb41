import { CachedValue } from './cached-value';

describe('CachedValue', () => {
  let clock: number;
  let loads: number;
  const counter = (ttlMs: number) =>
    new CachedValue(
      async () => {
        loads += 1;
        return loads;
      },
      ttlMs,
      () => clock,
    );

  beforeEach(() => {
    clock = 0;
    loads = 0;
  });

  it('loads once for concurrent and repeated reads within the TTL', async () => {
    const cached = counter(1000);
    expect(await Promise.all([cached.get(), cached.get()])).toEqual([1, 1]);
    clock = 999;
    expect(await cached.get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads again once the TTL has passed', async () => {
    const cached = counter(1000);
    await cached.get();
    clock = 1000;
    expect(await cached.get()).toBe(2);
  });

  it('loads on every read with a TTL of 0', async () => {
    const cached = counter(0);
    await cached.get();
    expect(await cached.get()).toBe(2);
  });

  it('loads again after forget()', async () => {
    const cached = counter(1000);
    await cached.get();
    cached.forget();
    expect(await cached.get()).toBe(2);
  });

  it('does not keep a load that was under way when forget() was called', async () => {
    let finish: (value: string) => void = () => undefined;
    const values = ['before the write', 'after the write'];
    const cached = new CachedValue(
      () => (values.length === 2 ? new Promise<string>((resolve) => (finish = resolve)) : Promise.resolve(values[0])),
      1000,
      () => clock,
    );
    const inFlight = cached.get();
    values.shift();
    cached.forget();
    finish('before the write');
    expect(await inFlight).toBe('before the write');
    expect(await cached.get()).toBe('after the write');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cached = new CachedValue(() => (fail ? Promise.reject(new Error('database down')) : Promise.resolve('ok')), 1000, () => clock);
    await expect(cached.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cached.get()).toBe('ok');
  });
});
