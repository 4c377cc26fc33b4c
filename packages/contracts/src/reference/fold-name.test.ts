import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name.js';

describe('foldName', () => {
  it.each([
    ['Citroën', 'citroen'],
    ['Land Rover', 'landrover'],
    ['Mercedes-Benz', 'mercedesbenz'],
    ['إيسوزو', 'ايسوزو'],
    ['أودي', 'اودي'],
    ['آي 10', 'اي10'],
    ['اللاذقية', 'اللاذقيه'],
    ['شيرى', 'شيري'],
    ['كيّا', 'كيا'],
    ['تـويـوتا', 'تويوتا'],
    ['ڤولڤو', 'فولفو'],
    ['سايپا', 'سايبا'],
    ['بيجو ٢٠٦', 'بيجو206'],
  ])('%s → %s', (input, expected) => {
    expect(foldName(input)).toBe(expected);
  });
});
