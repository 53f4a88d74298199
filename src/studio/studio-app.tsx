import { useMemo } from 'react';
import { Skeleton } from '../ui/skeleton';
import { Tabs } from '../ui/tabs';
import { ConfigErrors, StudioUnavailable } from './config-errors';
import { FormGallery } from './form-gallery';
import { HeadDiff } from './head-diff';
import { LayoutPreview } from './layout-preview';
import { RouteInspector } from './route-inspector';
import { SurveyPlayer } from './survey-player';
import { LinesContext } from './studio-lines';
import { useConfigState, usePersonas } from './studio-data';
import { useStudioParam } from './studio-params';
import { lineLookup } from './yaml-lines';

/**
 * The staff studio: see, walk and compare what a YAML change does to a person, before it ships. Only the open
 * tab is rendered: the gallery submits its forms and the diff asks the dev server for a comparison on arrival.
 */
export function StudioApp() {
  const config = useConfigState();
  const personas = usePersonas();
  const [tab, setTab] = useStudioParam('tab', 'survey');
  const lines = useMemo(() => lineLookup(config.status === 'ready' ? config.data : undefined), [config]);
  const list = personas.status === 'ready' ? personas.data : [];
  return (
    <LinesContext.Provider value={lines}>
      <header className="studio-header">
        <p className="studio-kicker">Dev only · reloads on every config save</p>
        <h1>Staff studio</h1>
      </header>
      <main className="studio-main">
        {config.status === 'ready' ? <ConfigErrors state={config.data} /> : null}
        {config.status === 'failed' ? <StudioUnavailable reason={config.reason} /> : null}
        {personas.status === 'loading' ? (
          <Skeleton block lines={4} />
        ) : (
          <Tabs
            label="Studio tools"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'survey', label: 'Survey player', panel: <SurveyPlayer personas={list} /> },
              { id: 'routes', label: 'Route inspector', panel: <RouteInspector personas={list} /> },
              { id: 'forms', label: 'Form gallery', panel: <FormGallery /> },
              { id: 'layout', label: 'Banners and navigation', panel: <LayoutPreview personas={list} /> },
              { id: 'diff', label: 'Changes since HEAD', panel: <HeadDiff /> },
            ].map((item) => ({ ...item, panel: item.id === tab ? item.panel : null }))}
          />
        )}
      </main>
    </LinesContext.Provider>
  );
}
