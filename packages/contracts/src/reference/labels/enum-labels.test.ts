import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../enums/user.js';
import { LABELLED_ENUMS, loadEnumLabels } from './enum-labels.js';

describe('enum labels', () => {
  it.each([...LANGUAGES])(
    '%s labels every value of every labelled enum, and nothing else',
    async (language) => {
      const labels = await loadEnumLabels(language);
      expect(Object.keys(labels).sort()).toEqual(Object.keys(LABELLED_ENUMS).sort());
      for (const [group, values] of Object.entries(LABELLED_ENUMS)) {
        const groupLabels = labels[group as keyof typeof LABELLED_ENUMS];
        expect(Object.keys(groupLabels).sort(), `${language} ${group}`).toEqual([...values].sort());
        for (const [value, label] of Object.entries(groupLabels)) {
          expect(label.trim(), `${language} ${group}.${value}`).not.toBe('');
        }
      }
    },
  );

  it('translates rather than copies English into Arabic', async () => {
    const [english, arabic] = await Promise.all([loadEnumLabels('en'), loadEnumLabels('ar')]);
    expect(arabic.fuelType.gasoline).not.toBe(english.fuelType.gasoline);
    expect(arabic.mainCategory.vehicles).toMatch(/[\u0600-\u06FF]/);
  });
});
