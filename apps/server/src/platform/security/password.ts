import { hash, verify } from '@node-rs/argon2';

// argon2id with DESIGN.md's parameters: m = 19 MiB, t = 2, p = 1 (about 19 ms a hash here).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
