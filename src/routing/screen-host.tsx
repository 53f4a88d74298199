import { useParams } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import type { ScreenKey } from '../../codegen/screen-keys';
import { screenRegistry } from '../screens/screen-registry';

/** Renders the screen a route names; a route with nothing to render (its redirects did not apply) is a 404. */
export function ScreenHost({ flat }: { flat: FlatRoute }) {
  const params = useParams();
  const key = (flat.route.screen ?? 'not-found') as ScreenKey;
  const Screen = screenRegistry[key];
  return <Screen key={`${flat.id}:${JSON.stringify(params)}`} routeId={flat.id} screen={key} props={flat.route.props ?? {}} />;
}
