import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { ImageQueue } from './image-queue.js';

/** A job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('ImageQueue', () => {
  it('runs at most `concurrency` jobs, the rest in their order, and refuses past the waiting line', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 2 });
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const jobs = (['a', 'b', 'c'] as const).map((name) =>
      queue.run(async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(['a']);
    expect(queue.size).toEqual({ running: 1, waiting: 2 });

    const refused = await queue.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('IMAGE_QUEUE_FULL');
    expect(Number((refused as AppError).headers['retry-after'])).toBeGreaterThanOrEqual(1);

    gates.a.open();
    expect(await jobs[0]).toBe('a');
    expect(started).toEqual(['a', 'b']);
    gates.b.open();
    gates.c.open();
    expect(await Promise.all(jobs)).toEqual(['a', 'b', 'c']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('bad file')))).rejects.toThrow('bad file');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
