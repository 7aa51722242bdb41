import fs from 'node:fs';

/** Everything the process writes to its output while `run` runs (pino writes to fd 1 directly), lowercased. */
export async function captureOutput(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const keep = (chunk: unknown) => written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString());
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (keep(chunk), true)),
    jest.spyOn(fs, 'writeSync').mockImplementation(((_fd: number, chunk: unknown) => (keep(chunk), 0)) as typeof fs.writeSync),
    jest.spyOn(fs, 'write').mockImplementation(((_fd: number, chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      const callback = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
      callback?.(null, 0);
    }) as unknown as typeof fs.write),
  ];
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.join('').toLowerCase();
}
