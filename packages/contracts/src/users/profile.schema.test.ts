import { describe, expect, it } from 'vitest';
import { dateOfBirthSchema } from './profile.schema.js';

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const problem = (value: string) =>
  dateOfBirthSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('a date of birth', () => {
  it('says what is wrong with it, one problem at a time', () => {
    expect(problem('1990-02-30')).toEqual(['dateInvalid']);
    expect(problem(daysFromNow(2))).toEqual(['birthDateFuture']);
    expect(problem(daysFromNow(-5 * 365))).toEqual(['birthDateTooRecent']);
    expect(problem('1850-06-01')).toEqual(['birthDateTooEarly']);
  });

  it('takes a real one, in either digits, and a blank as clearing it', () => {
    expect(dateOfBirthSchema.parse('1990-04-01')).toBe('1990-04-01');
    expect(dateOfBirthSchema.parse('١٩٩٠-٠٤-٠١')).toBe('1990-04-01');
    expect(dateOfBirthSchema.parse('')).toBeNull();
  });
});
