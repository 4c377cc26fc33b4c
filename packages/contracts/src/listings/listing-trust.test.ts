import { describe, expect, it } from 'vitest';
import { findContactDetails } from './listing-contact.js';
import { findBlockedWords } from './listing-words.js';

describe('findContactDetails', () => {
  it.each([
    'Call 0944123456',
    'اتصل على 0944 123 456',
    'رقمي ٠٩٤٤١٢٣٤٥٦',
    'رقمي ۰۹۴۴-۱۲۳-۴۵۶',
    'Phone: +963 944 123 456',
    '+963-944-123-456 any time',
    '00963944123456',
    'واتس 963944123456',
    'call 0 9 4 4 1 2 3 4 5 6',
    '0944.123.456',
    '(011) 2233445 Damascus office',
    'Toyota 2019 0933 12 34 56',
    'Kia 3 0944123456',
    'mobile 944123456',
    '+49 151 23456789',
    'whatsapp 0944123456 2019',
  ])('finds a phone number in %j', (text) => {
    expect(findContactDetails(text)).toContain('phone');
  });

  it.each([
    'Price 12,500 USD',
    'Kia Rio 2019',
    'Mileage 150000 km',
    'Mileage 150,000 km, 2019 model',
    'Price 150.000.000 SYP',
    'السعر ١٥٠٠٠٠٠٠٠ ل.س',
    'Price 950 000 000 SYP',
    'Models 2015-2019 fit',
    'Built 2010, 120 m2, 3 bedrooms, floor 4 of 7',
    'Engine 1.6L, 4 cylinders, 2019 model, 95000 km',
    'موديل ٢٠١٩ ممشى ١٥٠٠٠٠ كم',
    'Dimensions 200 x 180 cm, 12.5 kg',
    'Delivered 01.05.2020',
    'VIN JTDBR32E720123456 clean title',
    'iPhone 13 Pro 256GB',
    'e.g. No.1 in Syria',
    'Mr.Smith sells it',
  ])('finds nothing in %j', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it.each([
    ['see www.example.com', 'url'],
    ['https://souq.example/item', 'url'],
    ['visit cars.sy today', 'url'],
    ['mycars.com', 'url'],
    ['زوروا موقعنا shop.sy', 'url'],
    ['chat wa.me/963944123456', 'url'],
    ['example [dot] com', 'url'],
    ['write to seller@mail.com', 'email'],
    ['بريدي ahmad.k@gmail.com', 'email'],
  ] as const)('finds a link or address in %j', (text, kind) => {
    expect(findContactDetails(text)).toContain(kind);
  });
});

describe('findBlockedWords', () => {
  it.each([
    ['Selling captagon cheap', 'captagon'],
    ['f u c k this', 'fuck'],
    ['F.U.C.K', 'fuck'],
    ['bitches', 'bitch'],
    ['حشيش للبيع', 'حشيش'],
    ['ح ش ي ش', 'حشيش'],
    ['حـشـيـش', 'حشيش'],
    ['حَشِيش', 'حشيش'],
    ['والحشيش موجود', 'حشيش'],
    ['كبتاغون', 'كبتاغون'],
    ['يا شرموطه', 'شرموطة'],
    ['Crystal  Meth', 'crystal meth'],
  ])('finds a blocked word in %j', (text, word) => {
    expect(findBlockedWords(text)).toContain(word);
  });

  it.each([
    'Toyota Corolla 2019, clean',
    'بكس تويوتا هايلكس للبيع',
    'شقة للبيع في دمشق',
    'Hashtag sale, classic kit',
    'Shitake mushrooms',
    'كسوة للمنزل',
    'قنبلة الموسم: سيارة بحالة ممتازة',
  ])('finds nothing in %j', (text) => {
    expect(findBlockedWords(text)).toEqual([]);
  });
});
