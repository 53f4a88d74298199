import type { MockAnalyteResult, MockDb, MockShopSubscription, MockSubscription, MockTest, MockUser } from './db/mock-db';
import type { MockResource } from './json-api-responses';

export function currentUser(db: MockDb): MockUser | undefined {
  return db.users.find((user) => user.id === db.sessionUserId && user.deletion_requested_at === null);
}

/** The user with their roles (and what each role grants) in `included`, as GET /v1/user?include=roles answers. */
export function userResource(
  user: MockUser,
  rolePermissions: Readonly<Record<string, string[]>>,
): { data: MockResource; included: MockResource[] } {
  const {
    id: _id,
    password,
    roles,
    organization_id: organizationId,
    deletion_requested_at: _deleted,
    created_offset_hours: _offset,
    ...attributes
  } = user;
  const roleResources = roles.map((name) => ({
    type: 'roles',
    id: `role-${name}`,
    attributes: { name, permissions: rolePermissions[name] ?? [] },
  }));
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

/** A panel and its profiles as JSON:API resources. */
export function panelResources(panel: MockTest['panel']): { data: MockResource; included: MockResource[] } {
  const profiles = panel.profiles.map((profile) => ({ type: 'profiles', id: profile.id, attributes: { name: profile.name } }));
  return {
    data: {
      type: 'test_panels',
      id: panel.id,
      attributes: { name: panel.name },
      relationships: { profiles: { data: profiles.map(({ type, id }) => ({ type, id })) } },
    },
    included: profiles,
  };
}

export function testResources(db: MockDb, test: MockTest): { data: MockResource; included: MockResource[] } {
  const { id, panel, organization_id: organizationId, user_id: _user, subscription_id: subscriptionId, ...attributes } = test;
  const { data: panelResource, included: profiles } = panelResources(panel);
  const organization = organizationId ? organizationResource(db, organizationId) : undefined;
  const requestResource: MockResource | undefined = organization
    ? {
        type: 'requests',
        id: `request-${id}`,
        attributes: {},
        relationships: { organization: { data: { type: organization.type, id: organization.id } } },
      }
    : undefined;
  return {
    data: {
      type: 'tests',
      id,
      attributes,
      relationships: {
        panel: { data: { type: panelResource.type, id: panelResource.id } },
        request: { data: requestResource ? { type: requestResource.type, id: requestResource.id } : null },
        subscription: { data: subscriptionId ? { type: 'subscriptions', id: subscriptionId } : null },
      },
    },
    included: [panelResource, ...profiles, ...(requestResource ? [requestResource] : []), ...(organization ? [organization] : [])],
  };
}

export function analyteResultResource(db: MockDb, result: MockAnalyteResult): MockResource {
  const { id, user_id: _user, test_cycle_id: testCycleId, ...attributes } = result;
  const test = db.tests.find((candidate) => candidate.test_cycle_id === testCycleId);
  return { type: 'analyte_results', id, attributes, relationships: { test: { data: test ? { type: 'tests', id: test.id } : null } } };
}

/**
 * A subscription with what `include` asks for, of panel, panel.profiles, test and test.panel (SPEC section 7:
 * GET /v1/subscriptions?include=panel,test.panel,panel.profiles). Its test is the latest one it produced.
 */
export function subscriptionResources(
  db: MockDb,
  subscription: MockSubscription,
  include: ReadonlySet<string>,
): { data: MockResource; included: MockResource[] } {
  const { id, user_id: _user, panel, ...attributes } = subscription;
  const test = db.tests
    .filter((candidate) => candidate.subscription_id === id)
    .sort((a, b) => (b.test_date ?? '').localeCompare(a.test_date ?? ''))[0];
  const included: MockResource[] = [];
  const add = (resource: MockResource) => {
    if (!included.some((known) => known.type === resource.type && known.id === resource.id)) included.push(resource);
  };
  const subscriptionPanel = panelResources(panel);
  if (include.has('panel') || include.has('panel.profiles')) add(subscriptionPanel.data);
  if (include.has('panel.profiles')) subscriptionPanel.included.forEach(add);
  if (test && (include.has('test') || include.has('test.panel'))) {
    const { data: testData } = testResources(db, test);
    add(testData);
    if (include.has('test.panel')) {
      const testPanel = panelResources(test.panel);
      add(testPanel.data);
      testPanel.included.forEach(add);
    }
  }
  return {
    data: {
      type: 'subscriptions',
      id,
      attributes,
      relationships: {
        panel: { data: { type: 'test_panels', id: panel.id } },
        test: { data: test ? { type: 'tests', id: test.id } : null },
      },
    },
    included,
  };
}

export function shopSubscriptionResource(subscription: MockShopSubscription): MockResource {
  const { id, user_id: _user, ...attributes } = subscription;
  return { type: 'shop_subscriptions', id, attributes };
}
