import fs from 'node:fs';

/**
 * Everything the process writes to its output while `run` runs (pino writes to fd 1 directly), as
 * written: callers looking for a token compare it exactly, callers looking for words fold it.
 */
export async function captureOutput(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  // Reports every byte as written, so a writer never retries what it was told is still pending.
  const keep = (chunk: unknown): number => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
    written.push(text);
    return Buffer.byteLength(text);
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    jest.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, chunk: unknown) => keep(chunk)) as typeof fs.writeSync),
    jest.spyOn(fs, 'write').mockImplementation(((_fd: number, chunk: unknown, ...rest: unknown[]) => {
      const length = keep(chunk);
      const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
      callback?.(null, length);
    }) as unknown as typeof fs.write),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join('');
}
