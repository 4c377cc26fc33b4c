import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';

export interface ImageQueueOptions {
  /** Images decoded at once; each holds one libuv thread and one libvips thread while it runs. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused with 503 and `Retry-After`. */
  maxWaiting: number;
}

// A first guess at a job's length before any has finished: a 12-megapixel phone photo here.
const FIRST_GUESS_MS = 400;

/**
 * The one place image work runs (DESIGN.md 4): a few jobs at a time and a bounded waiting line, so
 * a burst of uploads waits its turn or is told to come back, instead of taking every worker
 * thread that password hashing and file serving need.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(readonly options: ImageQueueOptions) {
    // libvips would otherwise use every core for one image (its default off glibc): one thread
    // each keeps the cores image work takes equal to `concurrency`.
    sharp.concurrency(1);
  }

  get size() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `job` when a slot is free; refuses at once with IMAGE_QUEUE_FULL when the line is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) this.running += 1;
    else if (this.waiting.length < this.options.maxWaiting) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      const seconds = this.retryAfterSeconds();
      throw new AppError(
        'IMAGE_QUEUE_FULL',
        undefined,
        { retryAfterSeconds: seconds },
        { 'retry-after': String(seconds) },
      );
    }
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The slot passes straight to the next in line, so `running` never dips below the demand.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** How long the line ahead would take to clear, from the recent jobs' average. */
  private retryAfterSeconds() {
    const ahead = this.running + this.waiting.length;
    return Math.max(1, Math.ceil((this.averageMs * ahead) / this.options.concurrency / 1000));
  }
}
