/** Syria's calling code: a number written the local way (0944 …) is 963 944 … from abroad. */
const SYRIA = '963';

/** The digits to dial, with a leading plus if written with one. */
const dialDigits = (phone: string) => phone.replace(/[^\d+]/g, '');

export const telHref = (phone: string) => `tel:${dialDigits(phone)}`;

/**
 * A chat with the seller on WhatsApp, opened with a first line about the listing. wa.me wants the
 * number in international form without plus or leading zeros.
 */
export function whatsappHref(phone: string, text: string) {
  const digits = dialDigits(phone).replace(/^\+/, '');
  const international = digits.startsWith('00')
    ? digits.slice(2)
    : digits.startsWith('0')
      ? SYRIA + digits.slice(1)
      : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}
