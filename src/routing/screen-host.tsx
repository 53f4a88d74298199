import { useLoaderData, useParams } from 'react-router-dom';
import type { FlatRoute } from '../engine/routing/flat-routes';
import { screenKeyOf, screenRegistry } from '../screens/screen-registry';

/** Renders the screen a route names. */
export function ScreenHost({ flat }: { flat: FlatRoute }) {
  useLoaderData();
  const params = useParams();
  const key = screenKeyOf(flat);
  const Screen = screenRegistry[key];
  return <Screen key={`${flat.id}:${JSON.stringify(params)}`} routeId={flat.id} screen={key} props={flat.route.props ?? {}} />;
}
