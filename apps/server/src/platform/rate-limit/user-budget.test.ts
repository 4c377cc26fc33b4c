import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryUserBudget } from './user-budget.js';

afterEach(() => void vi.useRealTimers());

describe('a user budget in memory', () => {
  it('lets a burst through, then one per refill, each key on its own', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    const budget = new MemoryUserBudget({ burst: 20, refillMs: 1000 });
    for (let index = 0; index < 20; index++) expect(await budget.take('a')).toBe(0);
    expect(await budget.take('a')).toBe(1);
    expect(await budget.take('b')).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(await budget.take('a')).toBe(0);
    expect(await budget.take('a')).toBe(1);
    vi.advanceTimersByTime(60_000);
    for (let index = 0; index < 20; index++) expect(await budget.take('a')).toBe(0);
    expect(await budget.take('a')).toBeGreaterThan(0);
  });
});
