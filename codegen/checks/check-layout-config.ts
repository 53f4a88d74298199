import { didYouMean } from '../load/suggest';
import type { NavItem } from '../../src/generated/config-types.gen';
import { ErrorSink, type CheckContext } from './check-context';
import { checkCondition, type KnownRoots } from './check-condition';
import { collectRoutes } from './check-routes';

function targets(context: CheckContext): { routeIds: string[]; destinations: string[]; known: KnownRoots } {
  const { app, routes } = context.config;
  return {
    routeIds: collectRoutes(routes.routes).map(({ route }) => route.id),
    destinations: Object.keys(app.externalDestinations),
    known: { flags: app.flags, constants: app.constants },
  };
}

export function checkNavigation(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/navigation.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { routeIds, destinations, known } = targets(context);
  for (const [menu, items] of Object.entries(context.config.navigation) as [string, NavItem[]][]) {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const at = [menu, index];
      if (seen.has(item.id)) sink.at([...at, 'id'], `duplicate item id "${item.id}" in ${menu}`);
      seen.add(item.id);
      if (item.route !== undefined) sink.reference([...at, 'route'], 'route', item.route, routeIds);
      if (item.external !== undefined) sink.reference([...at, 'external'], 'external destination', item.external, destinations);
      checkCondition(sink, [...at, 'when'], item.when, 'app', known);
    });
  }
  return [sink];
}

export function checkBanners(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/banners.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { routeIds, destinations, known } = targets(context);
  const messageKeys = Object.keys(context.config.messages.messages);
  context.config.banners.banners.forEach((banner, index) => {
    const at = ['banners', index];
    sink.reference([...at, 'message'], 'message key', banner.message, messageKeys);
    if (banner.cta?.route !== undefined) sink.reference([...at, 'cta', 'route'], 'route', banner.cta.route, routeIds);
    if (banner.cta?.external !== undefined)
      sink.reference([...at, 'cta', 'external'], 'external destination', banner.cta.external, destinations);
    checkCondition(sink, [...at, 'when'], banner.when, 'app', known);
  });
  return [sink];
}

export function checkApp(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/app.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { app, surveys } = context.config;
  const destinations = Object.keys(app.externalDestinations);
  sink.reference(['footer', 'helpCentreDestination'], 'external destination', app.footer.helpCentreDestination, destinations);
  const panelIds = app.constants.corePanels.map((panel) => panel.id);
  app.constants.defaultPackagePanels.forEach((id, index) => {
    sink.reference(['constants', 'defaultPackagePanels', index], 'core panel', id, panelIds);
  });
  const versions = Object.keys(surveys);
  if (!versions.includes(app.constants.survey.version)) {
    sink.at(
      ['constants', 'survey', 'version'],
      `no survey file config/surveys/${app.constants.survey.version}.yaml${didYouMean(app.constants.survey.version, versions)}`,
    );
  }
  return [sink];
}
