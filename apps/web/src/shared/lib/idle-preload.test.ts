import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './idle-preload';

const created: string[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  created.length = 0;
});

function recordImages() {
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        created.push(value);
      }
    },
  );
}

describe('idle preload', () => {
  it('loads the logo and the placeholder when the browser is idle', () => {
    recordImages();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBeGreaterThan(0);
      idle = callback;
      return 1;
    });
    preloadWhenIdle();
    expect(created).toEqual([]);
    idle?.();
    expect(created).toEqual(['/logo.svg', '/placeholder.svg']);
  });

  it('falls back to a timer where requestIdleCallback does not exist', () => {
    recordImages();
    vi.useFakeTimers();
    const original = window.requestIdleCallback;
    // @ts-expect-error: Safari has no requestIdleCallback
    delete window.requestIdleCallback;
    try {
      preloadWhenIdle();
      vi.runAllTimers();
      expect(created).toEqual(['/logo.svg', '/placeholder.svg']);
    } finally {
      if (original) window.requestIdleCallback = original;
    }
  });
});
