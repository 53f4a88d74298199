import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UiSchema } from '@rjsf/utils';
import { loadOrReload } from '../screens/lazy-screen';
import { afterPaint } from '../ui/after-paint';
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
  const reader = useRef<(() => OutlineCarry) | null>(null);
  const [carry, setCarry] = useState<OutlineCarry | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  /**
   * The form takes the outline's place once rjsf is there; while an email, date or number box of the outline has
   * focus, at a pause (its caret and selection cannot be read, so cannot be carried), unless a choice was made or
   * an action is waiting. What the person has done is read and the form rendered with it in one task, so no key pressed
   * in between lands in the outline unread, and the form's first values are theirs (a value written after the form
   * is there would move the caret to the end).
   */
  const takeOver = useRef<(now: boolean) => void>(() => undefined);
  takeOver.current = (now: boolean) => {
    const loaded = rjsfModule;
    if (!loaded || module) return;
    const taken = reader.current?.() ?? null;
    if (taken?.focus?.selectionUnknown && !taken.pending && !now) return;
    flushSync(() => {
      setCarry(taken);
      setModule(loaded);
    });
  };
  useEffect(() => {
    if (module) return;
    let current = true;
    const cancel = afterPaint(
      () =>
        void loadRjsfForm().then(
          () => current && takeOver.current(false),
          (error: unknown) => current && setFailure({ error }),
        ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [module]);
  // After the event: focus leaving a control has moved on by then (to another control of the outline, or out of it).
  const onPause = (now: boolean) => setTimeout(() => takeOver.current(now), 0);

  // The form has taken the outline's place, with its values: the focus goes back where it was before it paints.
  useLayoutEffect(() => {
    if (!carry) return;
    formRef.current = document.getElementById(config.id)?.closest('form') ?? null;
    if (carry.focus && formRef.current) restoreFocus(formRef.current, carry.focus);
  }, [carry, config.id]);
  useEffect(() => {
    const form = formRef.current;
    const pending = carry?.pending;
    if (!form || !pending) return;
    if (pending.kind === 'submit') form.requestSubmit();
    else (form.elements[pending.index] as HTMLElement | undefined)?.click();
  }, [carry]);

  if (!module && plan) return <FormOutline {...props} plan={plan} reader={reader} onPause={onPause} />;
  if (!module) {
    use(loadRjsfForm());
    use(loadRareWidgets());
  }
  const Form = (module ?? rjsfModule)?.RjsfForm;
  if (!Form) return null;
  return <Form {...props} carried={carry && Object.keys(carry.data).length > 0 ? carry.data : undefined} />;
}
