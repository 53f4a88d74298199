import { describe, expect, it } from 'vitest';
import { partnerWelcomeAudience, type PartnerWelcomeAudience } from '../../../src/domain/partner-membership';

const acme = { id: 'org-acme', slug: 'acme' };

describe('partnerWelcomeAudience: whose welcome page this is', () => {
  it.each<[string, Parameters<typeof partnerWelcomeAudience>[0], PartnerWelcomeAudience]>([
    ['signed out', null, 'signed-out'],
    ['a member of the partner', { source_organisation: { id: 'org-acme', slug: 'acme' } }, 'member'],
    ['a member, organisation known by id only', { source_organisation: { id: 'org-acme' } }, 'member'],
    ['a member, same slug under another id', { source_organisation: { id: 'org-7', slug: 'acme' } }, 'member'],
    ['another organisation', { source_organisation: { id: 'org-northwind', slug: 'northwind' } }, 'other-account'],
    ['another organisation known by id only', { source_organisation: { id: 'org-northwind' } }, 'other-account'],
    ['a customer with no organisation', { source_organisation: null }, 'other-account'],
    ['a customer whose organisation was not loaded', {}, 'other-account'],
  ])('%s -> %s', (_, user, expected) => expect(partnerWelcomeAudience(user, acme)).toBe(expected));
});
