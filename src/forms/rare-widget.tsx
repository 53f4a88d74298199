import type { WidgetProps } from '@rjsf/utils';
import { use } from 'react';

type RareWidgets = typeof import('./rare-widgets');

let loading: Promise<RareWidgets> | undefined;

/** Loads rjsf's rarely used widgets once. YamlForm loads them, with rjsf, for a form its outline cannot draw. */
export function loadRareWidgets(): Promise<RareWidgets> {
  return (loading ??= import('./rare-widgets'));
}

/**
 * A registry entry for one of rjsf's rare widgets: the widget itself once its chunk is there. YamlForm loads the
 * chunk before such a form renders, so the wait (a suspense) happens only if a form reaches one some other way.
 */
export function rareWidget(name: keyof RareWidgets): (props: WidgetProps) => React.JSX.Element {
  function RareWidget(props: WidgetProps) {
    const Widget = use(loadRareWidgets())[name];
    return <Widget {...props} />;
  }
  RareWidget.displayName = name;
  return RareWidget;
}
