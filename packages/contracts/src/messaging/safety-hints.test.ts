import { describe, expect, it } from 'vitest';
import { safetyHintsOf } from './safety-hints.js';

describe('safety hints', () => {
  it.each([
    ['Please send the money first and I will ship the car', ['advancePayment']],
    ['I need a deposit first to hold it for you', ['advancePayment']],
    ['Pay via Western Union and the flat is yours', ['moneyTransfer']],
    ['Details here: https://cheap-cars.example/deal', ['externalLink']],
    ['Write me on WhatsApp +963 944 123 456', ['otherMessenger']],
    ['ادفع عربون قبل المعاينة وبحجزلك السيارة', ['advancePayment']],
    ['حوّل المبلغ مقدماً عن طريق حوالة', ['advancePayment', 'moneyTransfer']],
    ['ابعتلي ع الواتس ٠٩٤٤١٢٣٤٥٦', ['otherMessenger']],
    ['كلمني على تلغرام 0944 123 456', ['otherMessenger']],
    ['الدفع عن طريق شام كاش فقط', ['moneyTransfer']],
  ])('flags %j', (text, expected) => {
    expect(safetyHintsOf(text)).toEqual(expected);
  });

  it.each([
    'Hello, is the Toyota Corolla 2019 still available?',
    'Can I see the flat on Saturday at 5?',
    'I have WhatsApp too, but let us talk here',
    'مرحبا، هل السيارة ما زالت متوفرة؟',
    'ممكن أشوف الشقة يوم السبت؟ السعر ٤٥٠٠٠٠٠ قابل للتفاوض؟',
    'The price is 45,000 USD',
  ])('leaves %j alone', (text) => {
    expect(safetyHintsOf(text)).toEqual([]);
  });
});
