import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The inline script of index.html runs before the first paint; here it runs against jsdom.
const html = readFileSync(
  path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'index.html'),
  'utf8',
);
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function firstPaint(storage: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  root.classList.remove('dark');
  if (!document.querySelector('meta[name="theme-color"]')) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  new Function(script)();
  return root;
}

afterEach(() => localStorage.clear());

describe('index.html', () => {
  it('loads nothing from the internet (the sources: eslint.config.js, web-text/no-remote-urls)', () => {
    expect(html).not.toMatch(/https?:\/\/(?!localhost|127\.0\.0\.1|www\.w3\.org)/);
  });
});

describe('index.html before first paint', () => {
  it('defaults to English, left to right, light', () => {
    const root = firstPaint({});
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('applies a stored Arabic and dark theme', () => {
    const root = firstPaint({ language: 'ar', theme: 'dark' });
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    expect(root.classList.contains('dark')).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#020617');
  });

  it('ignores values it does not know', () => {
    const root = firstPaint({ language: 'xx', theme: 'neon' });
    expect(root.lang).toBe('en');
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('has the viewport, theme colour, description and logo icon', () => {
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    expect(html).toMatch(/<meta name="theme-color"/);
    expect(html).toMatch(/<meta\s+name="description"/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/logo.svg"/);
  });
});
