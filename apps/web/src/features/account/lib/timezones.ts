/** Zones most of Souqna's readers live in: Syria and its neighbours, the Gulf, the diaspora. */
export const COMMON_TIMEZONES = [
  'UTC',
  'Asia/Damascus',
  'Asia/Beirut',
  'Asia/Amman',
  'Asia/Baghdad',
  'Europe/Istanbul',
  'Africa/Cairo',
  'Asia/Riyadh',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Stockholm',
  'America/New_York',
  'America/Toronto',
  'America/Sao_Paulo',
  'Australia/Sydney',
] as const;

function offsetOf(zone: string, locale: string) {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** The zones to offer: the common ones, plus this device's and the stored one when they are not. */
export function timezoneOptions(current: string, locale: string) {
  let device: string | undefined;
  try {
    device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    device = undefined;
  }
  const zones = [...new Set<string>([...COMMON_TIMEZONES, device ?? 'UTC', current])];
  return zones.map((zone) => {
    const offset = offsetOf(zone, locale);
    const name = zone.replace(/_/g, ' ');
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
