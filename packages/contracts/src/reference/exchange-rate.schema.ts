import { z } from 'zod';

/**
 * The USD→SYP rate in effect (DESIGN.md 4: dated rates set by admins), which price filters and
 * sorts use and clients show a price's other currency by: `rate` Syrian pounds to one dollar.
 */
export const exchangeRateSchema = z.object({
  base: z.literal('USD'),
  quote: z.literal('SYP'),
  rate: z.number().positive(),
  effectiveAt: z.iso.datetime({ offset: true }),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** `null` only on a database nobody ever gave a rate: clients then show each price alone. */
export const exchangeRateResponseSchema = exchangeRateSchema.nullable();
