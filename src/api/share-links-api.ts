import { queryOptions } from '@tanstack/react-query';
import type { ShareLink, ShareLinkView } from '../generated/entities.gen';
import { ApiError } from './api-error';
import { createResource, getCollection, updateResource } from './client';
import { queryKeys } from './query-keys';

/** A link as the share page lists it, its openings resolved. */
export type ShareLinkItem = ShareLink & { openings?: ShareLinkView[] };

export interface NewShareLink {
  scope: 'latest' | 'all';
  expires_in: string;
  passcode: string | null;
}

const TYPE = 'share_links';

export const shareLinksQuery = queryOptions({
  queryKey: queryKeys.shareLinks,
  queryFn: async () => (await getCollection<ShareLink>('/v1/share_links')) as ShareLinkItem[],
  meta: { silent: true },
});

/** Makes a link; its answer is the only one that carries the token. */
export async function createShareLink(link: NewShareLink): Promise<ShareLinkItem> {
  const created = (await createResource<ShareLink>('/v1/share_links', TYPE, { ...link })) as ShareLinkItem | null;
  if (!created?.token) throw new ApiError(500, [], 'Expected the new link with its token');
  return created;
}

export async function revokeShareLink(id: string): Promise<ShareLinkItem | null> {
  return (await updateResource<ShareLink>(`/v1/share_links/${encodeURIComponent(id)}`, TYPE, id, {
    revoked: true,
  })) as ShareLinkItem | null;
}
