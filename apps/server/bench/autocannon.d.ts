// autocannon ships no types; this is the part of its API the bench uses (autocannon 8/9 README).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: (RequestOptions & { setupRequest?: (request: RequestOptions) => RequestOptions })[];
  }

  interface Histogram {
    average: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
