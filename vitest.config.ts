import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
    // Vitest leaves a core for itself (one worker on CI's two cores), but the server's files spend
    // much of their time waiting on the database and on child processes: two workers there finish
    // the suite in far less time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
