// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.dirname(new URL(import.meta.url).pathname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(entry) ? [full] : [];
  });
}

const sources = files(src).filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/test/'));
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) =>
    path.relative(src, path.resolve(path.dirname(file), match[1]!)),
  );

describe('architecture (STYLE.md)', () => {
  it('uses logical Tailwind classes only, so right-to-left comes free', () => {
    const physical =
      /(?<![\w-])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|scroll-[mp][lr])-[\w[\].%/-]+|(?<![\w-])(?:text|float|clear)-(?:left|right)(?![\w-])/g;
    const offenders = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(physical)].map(
        (match) => `${path.relative(src, file)}: ${match[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps features apart: a feature never imports another', () => {
    const offenders = sources
      .filter((file) => path.relative(src, file).startsWith('features/'))
      .flatMap((file) => {
        const own = path.relative(src, file).split('/')[1];
        return imports(file)
          .filter((target) => target.startsWith('features/') && target.split('/')[1] !== own)
          .map((target) => `${path.relative(src, file)} → ${target}`);
      });
    expect(offenders).toEqual([]);
  });

  it('keeps shared below everything: it imports neither app nor features', () => {
    const offenders = sources
      .filter((file) => path.relative(src, file).startsWith('shared/'))
      .flatMap((file) =>
        imports(file)
          .filter((target) => target.startsWith('app/') || target.startsWith('features/'))
          .map((target) => `${path.relative(src, file)} → ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it('loads nothing from the internet', () => {
    // The share pages of the listing detail's share menu are links the reader clicks away
    // through, never fetched: exactly those hosts are allowed.
    const remote =
      /https?:\/\/(?!localhost|127\.0\.0\.1|www\.w3\.org|wa\.me\/|t\.me\/share\/|www\.facebook\.com\/sharer\/)/;
    const html = readFileSync(path.join(src, '..', 'index.html'), 'utf8');
    expect(html).not.toMatch(remote);
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).not.toMatch(remote);
  });
});
