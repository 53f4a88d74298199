/**
 * What kind of device opened a shared link, from its browser's User-Agent: enough for a person to recognise their
 * GP's surgery PC or their own phone in the list of openings, and no more (no browser version, no address).
 */
export const DEVICE_FAMILIES = [
  'iphone',
  'ipad',
  'android-phone',
  'android-tablet',
  'chromebook',
  'windows',
  'mac',
  'linux',
  'other',
] as const;

export type DeviceFamily = (typeof DEVICE_FAMILIES)[number];

/** Checked in order: an iPad or Android names itself before the desktop system its signature also mentions. */
const RULES: readonly [RegExp, DeviceFamily][] = [
  [/\biPad\b/, 'ipad'],
  [/\b(iPhone|iPod)\b/, 'iphone'],
  [/\bAndroid\b.*\bMobile\b/, 'android-phone'],
  [/\bAndroid\b/, 'android-tablet'],
  [/\bCrOS\b/, 'chromebook'],
  [/\bWindows\b/, 'windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'mac'],
  [/\b(Linux|X11)\b/, 'linux'],
];

export function deviceFamily(userAgent: string | null | undefined): DeviceFamily {
  const agent = userAgent ?? '';
  return RULES.find(([pattern]) => pattern.test(agent))?.[1] ?? 'other';
}

export function isDeviceFamily(value: unknown): value is DeviceFamily {
  return (DEVICE_FAMILIES as readonly unknown[]).includes(value);
}
