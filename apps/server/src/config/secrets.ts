import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Secrets {
  jwtSecret: string;
}

/**
 * Secrets not given in the environment are generated once and kept in DATA_DIR, so tokens survive
 * restarts without anyone having to invent a secret.
 */
export function loadOrCreateSecrets(dataDir: string, given: { jwtSecret?: string }): Secrets {
  if (given.jwtSecret) return { jwtSecret: given.jwtSecret };
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.jwtSecret) return { jwtSecret: stored.jwtSecret };
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  // Written aside, then linked into place, which fails if the file exists: of two processes
  // starting at once on a fresh folder, both end up with the one secret that got there first.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateSecrets(dataDir, given);
  } finally {
    unlinkSync(draft);
  }
  return secrets;
}
