import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { CheckCircle2, LogIn } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { AuthCard } from '../../features/auth/components/auth-card';
import { DIRECTIONAL_ICONS, MIRROR_IN_RTL } from './direction';

const src = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

/** Every icon a source file takes from lucide-react, by the name it exports. */
const lucideImports = (text: string) =>
  [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type ')),
  );

// Names that point along the line of reading: left or right, in or out, send, undo, reply.
const POINTS_ALONG_THE_LINE = /Left|Right|^Log(In|Out)|^Send|^Undo|^Redo|^Reply|^Forward|^ExternalLink/;
// A chevron turned half a circle is the chevron mirrored; any other icon must be flipped.
const MIRRORED = (name: string) =>
  name.startsWith('Chevron') ? /rtl:(-scale-x-100|rotate-180)/ : new RegExp(MIRROR_IN_RTL);

describe('icons that point along the line of reading', () => {
  it('are all known as directional', () => {
    const used = new Set(sources.flatMap(({ text }) => lucideImports(text)));
    const pointing = [...used].filter((name) => POINTS_ALONG_THE_LINE.test(name));
    expect(pointing.length).toBeGreaterThan(5);
    expect(pointing.filter((name) => !DIRECTIONAL_ICONS.has(name))).toEqual([]);
  });

  it('are mirrored on right-to-left pages wherever they are drawn', () => {
    const unmirrored: string[] = [];
    let drawn = 0;
    for (const { file, text } of sources) {
      for (const name of DIRECTIONAL_ICONS) {
        for (const tag of text.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))) {
          drawn += 1;
          if (!MIRRORED(name).test(tag[0])) unmirrored.push(`${file}: ${tag[0]}`);
        }
        // Passed as a component, an icon is drawn by a frame that mirrors it (AuthCard below).
        for (const prop of text.matchAll(new RegExp(`icon=\\{${name}\\}`, 'g'))) {
          if (!/<AuthCard\b/.test(text)) unmirrored.push(`${file}: ${prop[0]}`);
        }
      }
    }
    expect(drawn).toBeGreaterThan(10);
    expect(unmirrored).toEqual([]);
  });

  it('are mirrored by the sign-in frame, which leaves other icons as drawn', () => {
    const { container, rerender } = render(
      <AuthCard icon={LogIn} title="Login">
        form
      </AuthCard>,
    );
    expect(container.querySelector('svg')).toHaveClass(MIRROR_IN_RTL);
    rerender(
      <AuthCard icon={CheckCircle2} title="Done">
        form
      </AuthCard>,
    );
    expect(container.querySelector('svg')).not.toHaveClass(MIRROR_IN_RTL);
  });
});
