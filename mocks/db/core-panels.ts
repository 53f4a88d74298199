import { appConfig } from '../../src/generated/app-config.gen';
import type { MockSubscription } from './mock-db';

/**
 * SPEC 9's core panels (app.yaml constants.corePanels) are the one source of a blood-test package's name and
 * price, for the seeded subscriptions and for one a paid sign-up starts, so a package never shows another price.
 */
export function corePanel(id: string): { id: string; name: string; pricePence: number } {
  const panel = appConfig.constants.corePanels.find((candidate) => candidate.id === id);
  if (!panel) throw new Error(`no core panel "${id}" in config/app.yaml`);
  return panel;
}

const PROFILES: Record<string, MockSubscription['panel']['profiles']> = {
  essential: [
    { id: 'profile-lipids', name: 'Cholesterol' },
    { id: 'profile-iron', name: 'Iron' },
  ],
  baseline: [
    { id: 'profile-lipids', name: 'Cholesterol' },
    { id: 'profile-liver', name: 'Liver function' },
    { id: 'profile-vitd', name: 'Vitamin D' },
  ],
};

/** A blood-test package subscription on a core panel, priced from the panel. */
export function testSubscription(panelId: string, fields: Omit<MockSubscription, 'panel' | 'price_per_test'>): MockSubscription {
  const panel = corePanel(panelId);
  return {
    ...fields,
    price_per_test: panel.pricePence,
    panel: { id: `panel-${panel.id}`, name: panel.name, profiles: PROFILES[panel.id] ?? [] },
  };
}
