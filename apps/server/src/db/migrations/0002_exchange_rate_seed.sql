-- A starting USD→SYP rate so cross-currency price filters work on a fresh database; admins set newer ones.
INSERT INTO "exchange_rates" ("base", "quote", "rate", "effective_at") VALUES ('USD', 'SYP', 13000, '2026-01-01T00:00:00Z');
