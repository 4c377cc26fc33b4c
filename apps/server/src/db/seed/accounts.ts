import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { userSettings, users } from '../schema/index.js';
import { hashPassword } from '../../platform/security/password.js';
import type { SellerKey } from './catalog/types.js';

/** A demo account as the seed reports it, so the caller can print how to sign in. */
export interface DemoAccount {
  email: string;
  password: string;
  role: 'USER' | 'ADMIN';
  plan: 'premium' | 'free';
  name: string;
}

interface AccountSeed extends DemoAccount {
  key: SellerKey | 'admin' | 'user';
  username: string;
  phone?: string;
  /** Dealers show their number on their listings, so the demo's detail pages offer call and WhatsApp. */
  showPhone?: boolean;
  city?: string;
  bio?: string;
  language: 'en' | 'ar';
}

/** The documented demo accounts (README.md); passwords meet the spec's rules. */
const ACCOUNTS: readonly AccountSeed[] = [
  {
    key: 'admin',
    email: 'admin@souqna.example',
    password: 'Souqna#Admin2026',
    role: 'ADMIN',
    plan: 'free',
    name: 'Souqna Admin | إدارة سوقنا',
    username: 'admin',
    language: 'en',
  },
  {
    key: 'cars',
    email: 'cars@souqna.example',
    password: 'Souqna#Seller2026',
    role: 'USER',
    plan: 'premium',
    name: 'Sham Motors | شام موتورز',
    username: 'shammotors',
    phone: '+963 11 611 2040',
    showPhone: true,
    city: 'damascus',
    bio: 'معرض سيارات في دمشق منذ 1998: سيارات مستعملة مفحوصة، تقسيط وتبديل. Used-car dealer in Damascus since 1998: inspected cars, trade-ins welcome.',
    language: 'ar',
  },
  {
    key: 'homes',
    email: 'homes@souqna.example',
    password: 'Souqna#Seller2026',
    role: 'USER',
    plan: 'premium',
    name: 'Beit Al-Shahba Real Estate | عقارات بيت الشهباء',
    username: 'beitalshahba',
    phone: '+963 21 266 5310',
    showPhone: true,
    city: 'aleppo',
    bio: 'مكتب عقاري في حلب واللاذقية: بيع وشراء وإيجار الشقق والفلل والأراضي والمحلات. Real-estate office in Aleppo and Latakia: sales and rentals.',
    language: 'ar',
  },
  {
    key: 'user',
    email: 'user@souqna.example',
    password: 'Souqna#User2026',
    role: 'USER',
    plan: 'free',
    name: 'Rami Haddad',
    username: 'rami',
    city: 'homs',
    language: 'en',
  },
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNTS.map(
  ({ email, password, role, plan, name }) => ({
    email,
    password,
    role,
    plan,
    name,
  }),
);

/**
 * Creates the demo accounts that are missing (found by e-mail, case-insensitively) with their
 * settings rows; existing accounts are left exactly as they are. Returns ids by account key.
 */
export async function ensureDemoAccounts(db: Database, now: Date) {
  const emails = ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const known = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = ACCOUNTS.filter((account) => !known.has(account.email));
  const oneYear = new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000);

  for (const account of missing) {
    const passwordHash = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: account.email,
          username: account.username,
          passwordHash,
          name: account.name,
          role: account.role,
          status: 'active',
          emailVerifiedAt: now,
          phone: account.phone ?? null,
          city: account.city ?? null,
          bio: account.bio ?? null,
          premiumUntil: account.plan === 'premium' ? oneYear : null,
        })
        // Another instance seeding at the same moment may have won the race: keep its row.
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (row)
        await tx
          .insert(userSettings)
          .values({ userId: row.id, language: account.language, showPhone: account.showPhone ?? false })
          .onConflictDoNothing();
    });
  }

  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idByEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  const ids = Object.fromEntries(
    ACCOUNTS.map((account) => [account.key, idByEmail.get(account.email)]),
  ) as Record<AccountSeed['key'], string | undefined>;
  return { ids, created: missing.length };
}
