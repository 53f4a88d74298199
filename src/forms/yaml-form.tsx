import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { loadOrReload } from '../screens/lazy-screen';
import { afterPaint } from './after-paint';
import { loadRareWidgets } from './rare-widget';
import { formSourcesLoaded, loadFormSources, namesFormSources } from './form-sources';
import { FormOutline } from './form-outline';
import { restoreFocus, type OutlineCarry } from './outline-carry';
import { outlinePlan } from './outline-plan';
import { uiWithRows } from './rows-ui';
import type { YamlFormProps } from './yaml-form-props';

type RjsfModule = typeof import('./rjsf-form');

let rjsfModule: RjsfModule | undefined;
let rjsfLoading: Promise<RjsfModule> | undefined;

/**
 * Loads the rjsf form once (about 40 kB); a form drawn after it has loaded is rjsf's from the start. A chunk gone
 * after a deployment reloads the page once, as a screen's does; another failure is tried again by the next form.
 */
export function loadRjsfForm(): Promise<RjsfModule> {
  rjsfLoading ??= loadOrReload(() => import('./rjsf-form')).then(
    (module) => (rjsfModule = module),
    (error: unknown) => {
      rjsfLoading = undefined;
      throw error;
    },
  );
  return rjsfLoading;
}

const NO_UI: UiSchema = {};

/**
 * A form of config/forms. Until rjsf has loaded, its outline (form-outline.tsx) stands in, in the same markup, and
 * rjsf is fetched only after the page has painted: a page with a form paints without waiting for rjsf. A form the
 * outline cannot draw exactly waits for rjsf, and for rjsf's rarely used widgets, one of which it may name.
 */
export function YamlForm(props: YamlFormProps) {
  const { definition } = props;
  const { config } = definition;
  // A form naming choices or row rules waits for them (its page normally brings them along: no wait at all).
  if (namesFormSources(config) && !formSourcesLoaded()) use(loadFormSources());
  const [module, setModule] = useState(rjsfModule);
  // A failed load shows as the screen's error (its boundary's message, with a way to try again).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const uiSchema = useMemo(() => uiWithRows(config, (config.ui as UiSchema | undefined) ?? NO_UI), [config]);
  const plan = useMemo(() => outlinePlan(config, definition.schema as Readonly<Record<string, unknown>>, uiSchema as Readonly<Record<string, unknown>>), [config, definition.schema, uiSchema]);
  const left = useRef<OutlineCarry | null>(null);
  const [carry, setCarry] = useState<OutlineCarry | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (module) return;
    let current = true;
    const cancel = afterPaint(
      () =>
        void loadRjsfForm().then(
          (loaded) => current && setModule(loaded),
          (error: unknown) => current && setFailure({ error }),
        ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [module]);

  // The outline's cleanup (earlier in this commit) has read what the person did: the form takes it now, before it
  // paints, so the values and the focus never blink.
  useLayoutEffect(() => {
    if (!module || !left.current) return;
    const taken = left.current;
    left.current = null;
    formRef.current = document.getElementById(config.id)?.closest('form') ?? null;
    setCarry(taken);
  }, [module, config.id]);
  useLayoutEffect(() => {
    if (carry?.focus && formRef.current) return restoreFocus(formRef.current, carry.focus);
  }, [carry]);
  useEffect(() => {
    const form = formRef.current;
    const pending = carry?.pending;
    if (!form || !pending) return;
    if (pending.kind === 'submit') form.requestSubmit();
    else (form.elements[pending.index] as HTMLElement | undefined)?.click();
  }, [carry]);

  if (!module) {
    if (!plan) {
      use(loadRjsfForm());
      use(loadRareWidgets());
    }
    else return <FormOutline {...props} plan={plan} onLeave={(taken) => (left.current = taken)} />;
  }
  const Form = (module ?? rjsfModule)?.RjsfForm;
  if (!Form) return null;
  return <Form {...props} carried={carry && Object.keys(carry.data).length > 0 ? carry.data : undefined} />;
}
