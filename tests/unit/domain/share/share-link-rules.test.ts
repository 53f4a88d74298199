import { describe, expect, it } from 'vitest';
import { DEVICE_FAMILIES, deviceFamily, isDeviceFamily } from '../../../../src/domain/share/device-family';
import { isShareLinkKept, shareLinkEnd, shareLinkStatus } from '../../../../src/domain/share/share-link-status';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const HOUR = 3_600_000;
const at = (offsetHours: number): string => new Date(NOW + offsetHours * HOUR).toISOString();

describe('where a shared link stands', () => {
  it.each([
    ['open until tomorrow', { expires_at: at(24), revoked_at: null, locked_at: null }, 'active'],
    ['its end one millisecond away', { expires_at: new Date(NOW + 1).toISOString(), revoked_at: null, locked_at: null }, 'active'],
    ['its end this very moment', { expires_at: at(0), revoked_at: null, locked_at: null }, 'expired'],
    ['ended an hour ago', { expires_at: at(-1), revoked_at: null, locked_at: null }, 'expired'],
    ['locked before its end', { expires_at: at(24), revoked_at: null, locked_at: at(-1) }, 'locked'],
    ['locked and since expired', { expires_at: at(-1), revoked_at: null, locked_at: at(-2) }, 'locked'],
    ['revoked though open', { expires_at: at(24), revoked_at: at(-1), locked_at: null }, 'revoked'],
    ['revoked after being locked', { expires_at: at(24), revoked_at: at(-1), locked_at: at(-2) }, 'revoked'],
  ] as const)('%s: %s', (_, link, status) => {
    expect(shareLinkStatus(link, NOW)).toBe(status);
  });

  it.each([
    ['never revoked: its end', { expires_at: at(24), revoked_at: null }, NOW + 24 * HOUR],
    ['revoked before its end: the revocation', { expires_at: at(24), revoked_at: at(-1) }, NOW - HOUR],
    ['revoked after its end: still its end', { expires_at: at(-5), revoked_at: at(-1) }, NOW - 5 * HOUR],
  ] as const)('stops working when %s', (_, link, end) => {
    expect(shareLinkEnd(link)).toBe(end);
  });

  it.each([
    ['still open', at(24), null, true],
    ['ended 29 days ago', at(-29 * 24), null, true],
    ['ended exactly 30 days ago', at(-30 * 24), null, false],
    ['ended 31 days ago', at(-31 * 24), null, false],
    ['revoked 31 days ago though it would run on', at(24), at(-31 * 24), false],
    ['revoked a day ago', at(24), at(-24), true],
  ] as const)('a link %s is kept in the list for 30 days: %s', (_, expires, revoked, kept) => {
    expect(isShareLinkKept({ expires_at: expires, revoked_at: revoked }, NOW, 30)).toBe(kept);
  });
});

describe('the device that opened a link', () => {
  it.each([
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'ipad'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'iphone'],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 'iphone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 'android-phone'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'android-tablet'],
    ['Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 Chrome/119.0 Safari/537.36', 'chromebook'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'linux'],
    ['Mozilla/5.0 (X11; Ubuntu) Gecko/20100101', 'linux'],
    ['curl/8.4.0', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
    // Whole words only: a name inside another word is not that device.
    ['MyiPadApp/1.0', 'other'],
    ['NotWindowsReally/2', 'other'],
  ] as const)('%s is %s', (agent, family) => {
    expect(deviceFamily(agent)).toBe(family);
  });

  it('knows its own families and nothing else', () => {
    for (const family of DEVICE_FAMILIES) expect(isDeviceFamily(family)).toBe(true);
    for (const other of ['Windows', 'phone', '', null, 3]) expect(isDeviceFamily(other)).toBe(false);
  });
});
