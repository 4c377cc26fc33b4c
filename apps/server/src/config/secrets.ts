import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
