// `npm start`: the production server on one port (API, socket, built SPA). Builds first when no
// build exists, so a fresh clone needs only `npm install && npm start`.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.log('No build found: building the web app and the server once (npm run build)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process, so a signal sent to it reaches the server itself. Under
// `npm start`, npm passes a SIGTERM to the shell it runs this script in, and that shell (dash, on
// Debian) exits without passing it on: this process would go on serving, orphaned. So here, the
// shell's exit counts as the SIGTERM (the server then drains and exits). A process manager or
// container should still run `node scripts/start.mjs` directly: npm exits before the drain ends.
if (process.env.npm_lifecycle_event === 'start') {
  const shell = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === shell) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);
