import type { MockDb, MockTest, MockUser } from './db/mock-db';
import type { MockResource } from './json-api-responses';

export function currentUser(db: MockDb): MockUser | undefined {
  return db.users.find((user) => user.id === db.sessionUserId && user.deletion_requested_at === null);
}

export function userResource(user: MockUser): { data: MockResource; included: MockResource[] } {
  const { password, roles, organization_id: organizationId, deletion_requested_at: _deleted, ...attributes } = user;
  const roleResources = roles.map((name) => ({ type: 'roles', id: `role-${name}`, attributes: { name } }));
  return {
    data: {
      type: 'users',
      id: user.id,
      attributes: { ...attributes, password_present: password !== null },
      relationships: {
        roles: { data: roleResources.map(({ type, id }) => ({ type, id })) },
        source_organisation: { data: organizationId ? { type: 'organizations', id: organizationId } : null },
      },
    },
    included: roleResources,
  };
}

export function organizationResource(db: MockDb, id: string): MockResource | undefined {
  const organization = db.organizations.find((candidate) => candidate.id === id);
  if (!organization) return undefined;
  const { id: _id, ...attributes } = organization;
  return { type: 'organizations', id, attributes };
}

export function testResources(db: MockDb, test: MockTest): { data: MockResource; included: MockResource[] } {
  const { id, panel, organization_id: organizationId, user_id: _user, ...attributes } = test;
  const profiles = panel.profiles.map((profile) => ({ type: 'profiles', id: profile.id, attributes: { name: profile.name } }));
  const panelResource: MockResource = {
    type: 'test_panels',
    id: panel.id,
    attributes: { name: panel.name },
    relationships: { profiles: { data: profiles.map(({ type, id: profileId }) => ({ type, id: profileId })) } },
  };
  const organization = organizationId ? organizationResource(db, organizationId) : undefined;
  const requestResource: MockResource | undefined = organization
    ? { type: 'requests', id: `request-${id}`, attributes: {}, relationships: { organization: { data: { type: organization.type, id: organization.id } } } }
    : undefined;
  return {
    data: {
      type: 'tests',
      id,
      attributes,
      relationships: {
        panel: { data: { type: panelResource.type, id: panelResource.id } },
        request: { data: requestResource ? { type: requestResource.type, id: requestResource.id } : null },
      },
    },
    included: [panelResource, ...profiles, ...(requestResource ? [requestResource] : []), ...(organization ? [organization] : [])],
  };
}
