import type { Organization, Partner } from '../generated/entities.gen';

/** Who is looking at a partner's welcome page. */
export type PartnerWelcomeAudience = 'signed-out' | 'member' | 'other-account';

/**
 * A partner's welcome is for the people that partner brought (their source organisation). Anyone else who is
 * signed in (another organisation's member, or a customer of their own) is told plainly that this health
 * check is not for their account, rather than greeted and then refused at confirm.
 */
export function partnerWelcomeAudience(
  user: { source_organisation?: Pick<Organization, 'id' | 'slug'> | null } | null,
  partner: Pick<Partner, 'id' | 'slug'>,
): PartnerWelcomeAudience {
  if (user === null) return 'signed-out';
  const organisation = user.source_organisation;
  if (!organisation) return 'other-account';
  // A partner always has a slug (it is fetched by it), so an organisation without one never matches on it.
  return organisation.id === partner.id || organisation.slug === partner.slug ? 'member' : 'other-account';
}
