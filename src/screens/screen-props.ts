/** What every screen receives from the route interpreter: its route id, screen key and the route's props from config. */
export interface ScreenProps {
  routeId: string;
  screen: string;
  props: Readonly<Record<string, unknown>>;
}
