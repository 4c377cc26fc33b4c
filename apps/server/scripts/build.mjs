// Bundles the server (with the contracts source) into dist/, keeping npm dependencies external,
// and copies the SQL migrations next to the bundle where the migrator looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dist = path.join(root, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/db/seed/cli.ts',
    'migrate-cli': 'src/db/migrate-cli.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@souqna/')),
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('server built into apps/server/dist');
