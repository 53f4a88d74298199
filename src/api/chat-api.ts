import type { ChatIdentity } from '../generated/entities.gen';
import { createResource } from './client';

/** The chat identity of this browser (id "web"): its hmac digest lets the chat widget trust the user. */
export async function createChatIdentity(deviceType: string): Promise<ChatIdentity | null> {
  return (await createResource<ChatIdentity>(
    '/v1/intercom_identities',
    'intercom_identities',
    { device_type: deviceType },
    { changesReads: false },
  )) as ChatIdentity | null;
}
