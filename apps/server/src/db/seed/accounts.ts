import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { userSettings, users } from '../schema/index.js';
import { hashPassword } from '../../platform/security/password.js';

export interface DemoAccount {
  key: 'admin' | 'cars' | 'homes' | 'user';
  email: string;
  password: string;
  name: string;
  username: string;
  role: 'USER' | 'ADMIN';
  premium: boolean;
  phone?: string;
  city?: string;
  bio?: string;
}

/** Documented in README.md: change them on any server that is not a demo. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@souqna.example',
    password: 'Souqna#Admin2026',
    name: 'Souqna Admin',
    username: 'admin',
    role: 'ADMIN',
    premium: false,
  },
  {
    key: 'cars',
    email: 'cars@souqna.example',
    password: 'Souqna#Seller2026',
    name: 'Sham Motors | شام موتورز',
    username: 'shammotors',
    role: 'USER',
    premium: true,
    phone: '+963 11 612 3456',
    city: 'damascus',
    bio: 'Used and new cars since 1998, Mezzeh highway. سيارات مستعملة وجديدة منذ 1998، أوتوستراد المزة.',
  },
  {
    key: 'homes',
    email: 'homes@souqna.example',
    password: 'Souqna#Seller2026',
    name: 'Dar Al-Sharq Real Estate | دار الشرق للعقارات',
    username: 'daralsharq',
    role: 'USER',
    premium: true,
    phone: '+963 21 226 7788',
    city: 'aleppo',
    bio: 'Apartments, houses and land in Aleppo and Latakia. شقق ومنازل وأراضٍ في حلب واللاذقية.',
  },
  {
    key: 'user',
    email: 'user@souqna.example',
    password: 'Souqna#User2026',
    name: 'Rami Haddad',
    username: 'rami',
    role: 'USER',
    premium: false,
    city: 'homs',
  },
];

/** Creates the demo accounts that do not exist yet; returns every account's id by key. */
export async function seedAccounts(db: Database): Promise<Record<DemoAccount['key'], string>> {
  const ids = {} as Record<DemoAccount['key'], string>;
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, account.email));
    if (existing) {
      ids[account.key] = existing.id;
      continue;
    }
    const now = new Date();
    const premiumUntil = account.premium ? new Date(now.getTime() + 365 * 24 * 3600 * 1000) : null;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          username: account.username,
          passwordHash: await hashPassword(account.password),
          name: account.name,
          role: account.role,
          status: 'active',
          emailVerifiedAt: now,
          premiumUntil,
          phone: account.phone,
          city: account.city,
          bio: account.bio,
          createdAt: new Date(now.getTime() - 400 * 24 * 3600 * 1000),
        })
        .returning({ id: users.id });
      await tx.insert(userSettings).values({ userId: row!.id, showPhone: Boolean(account.phone) });
      return row!.id;
    });
    ids[account.key] = id;
  }
  return ids;
}
