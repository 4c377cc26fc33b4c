// `npm run dev`: API with reload (tsx watch) and the Vite dev server with hot reload side by side.
// Open the Vite URL it prints; /api, /media and /socket.io are proxied to the API on port 3000.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@souqna/server'], { stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@souqna/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && process.exit(code));
