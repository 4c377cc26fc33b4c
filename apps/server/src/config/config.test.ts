import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'souqna-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: 'auto',
      freeListingQuota: 0,
      moderation: 'post',
      newAccountListings: 3,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust('true')).toBe(true);
    const oneHop = trust('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('allows PUBLIC_URL’s origin and the ALLOWED_ORIGINS list, and refuses what is no origin', () => {
    const allowed = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir(), ...env }).allowedOrigins;
    expect(allowed({ PORT: '3110' })).toEqual(['http://localhost:3110']);
    expect(
      allowed({
        PUBLIC_URL: 'https://souqna.example/app/',
        ALLOWED_ORIGINS: 'https://www.souqna.example, http://localhost:5173/,https://souqna.example',
      }),
    ).toEqual(['https://souqna.example', 'https://www.souqna.example', 'http://localhost:5173']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOWED_ORIGINS: 'souqna.example' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ALLOWED_ORIGINS: 'ftp://souqna.example' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', MODERATION: 'later', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/MODERATION/);
    expect(problems).toMatch(/DATABASE_URL: must start with postgres/);
  });

  it('resolves DATA_DIR against the directory npm was started from', () => {
    const root = dataDir();
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ DATA_DIR: path.join(root, 'abs') }).mediaDir).toBe(path.join(root, 'abs', 'media'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const second = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = path.join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).jwtSecret).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET from the environment and refuses a short one', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
