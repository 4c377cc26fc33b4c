import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './seller-contact';

describe("the seller's phone links", () => {
  it('dial the number as written, plus kept, spaces and dashes dropped', () => {
    expect(telHref('+963 944-123 456')).toBe('tel:+963944123456');
    expect(telHref('0944123456')).toBe('tel:0944123456');
  });

  it('open WhatsApp on the international number, whichever way it was written', () => {
    for (const phone of ['+963944123456', '00963944123456', '0944123456', '963944123456']) {
      expect(whatsappHref(phone, 'Hi')).toBe('https://wa.me/963944123456?text=Hi');
    }
    expect(whatsappHref('+49 151 2345678', 'Kia Rio 2012 https://souqna.example/listings/1')).toBe(
      'https://wa.me/491512345678?text=Kia%20Rio%202012%20https%3A%2F%2Fsouqna.example%2Flistings%2F1',
    );
  });
});
