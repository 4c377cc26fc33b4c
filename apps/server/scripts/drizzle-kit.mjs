// `npm run db:generate`: runs drizzle-kit so that it finds drizzle-orm wherever npm put it. npm may
// install drizzle-orm under apps/server/node_modules while hoisting drizzle-kit to the root, where
// drizzle-kit's own `require`/`import` of drizzle-orm would fail ("Please install latest version").
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromServer = createRequire(path.join(root, 'package.json'));
const drizzleKitBin = path.join(path.dirname(fromServer.resolve('drizzle-kit')), 'bin.cjs');
const serverPackageUrl = pathToFileURL(path.join(root, 'package.json')).href;

// ESM hook for drizzle-kit's `import('drizzle-orm/...')`: retry from this package when it fails.
const hooks = `
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return next(specifier, { ...context, parentURL: ${JSON.stringify(serverPackageUrl)} });
  }
}`;
const register = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;

const result = spawnSync(
  process.execPath,
  [
    '--import',
    `data:text/javascript,${encodeURIComponent(register)}`,
    drizzleKitBin,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // NODE_PATH serves drizzle-kit's CommonJS `require('drizzle-orm')`.
    env: {
      ...process.env,
      NODE_PATH: [path.join(root, 'node_modules'), process.env.NODE_PATH]
        .filter(Boolean)
        .join(path.delimiter),
    },
  },
);
process.exit(result.status ?? 1);
