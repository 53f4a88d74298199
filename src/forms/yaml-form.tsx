import { startTransition, use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadOrReload } from '../screens/lazy-screen';
import { afterPaint } from '../ui/after-paint';
import { finishPress } from './carried-press';
import { loadRareWidgets } from './rare-widget';
import { formSourcesLoaded, loadFormSources, namesFormSources } from './form-sources';
import { FormOutline } from './form-outline';
import { OutlineHandover } from './outline-handover';
import { restoreFocus, type OutlineCarry } from './outline-carry';
import { outlinePlan } from './outline-plan';
import { formUiSchema } from './rows-ui';
import type { FormData } from './form-definition';
import type { DrawnFormProps, YamlFormProps } from './yaml-form-props';
import { initialValues } from './form-binding';
import { formView } from './form-view';

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

/**
 * A form of config/forms. Until rjsf has loaded, its outline (form-outline.tsx) stands in, in the same markup, and
 * rjsf is fetched only after the page has painted: a page with a form paints without waiting for rjsf. A form the
 * outline cannot draw exactly waits for rjsf, and for rjsf's rarely used widgets, one of which it may name.
 */
export function YamlForm(given: YamlFormProps) {
  const { definition: whole, page, record, params, initialData, onSubmit, ...rest } = given;
  const definition = formView(whole, page);
  const first = useMemo(
    () => initialData ?? (record ? initialValues(definition.config, record) : undefined),
    [initialData, record, definition],
  );
  // A bound form with no onSubmit sends its binding's request; that code loads when it is sent, as actions' do.
  const send = (data: FormData) => import('./form-request').then(({ sendForm }) => sendForm(definition.config, data, { record, params }));
  const props: DrawnFormProps = { ...rest, definition, initialData: first, onSubmit: onSubmit ?? send };
  const { config } = definition;
  // A form naming choices or row rules waits for them (its page normally brings them along: no wait at all).
  if (namesFormSources(config) && !formSourcesLoaded()) use(loadFormSources());
  const [module, setModule] = useState(rjsfModule);
  // A failed load shows as the screen's error (its boundary's message, with a way to try again).
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  const uiSchema = formUiSchema(config);
  const plan = useMemo(
    () => outlinePlan(config, definition.schema as Readonly<Record<string, unknown>>, uiSchema as Readonly<Record<string, unknown>>),
    [config, definition.schema, uiSchema],
  );
  const reader = useRef<(() => OutlineCarry) | null>(null);
  const [carry, setCarry] = useState<OutlineCarry | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  /**
   * The form takes the outline's place once rjsf is there; while an email, date or number box of the outline has
   * focus, at a pause (its caret and selection cannot be read, so cannot be carried), unless a choice was made or
   * an action is waiting. The form is rendered in slices (a transition: a long form in one task would hold a slow
   * phone's main thread), with what the person had done when it started; what they do in the outline meanwhile
   * is read again just before the swap (OutlineHandover), so the form's first painted values are theirs.
   */
  const takingOver = useRef(false);
  const takeOver = useRef<(now: boolean) => void>(() => undefined);
  takeOver.current = (now: boolean) => {
    const loaded = rjsfModule;
    if (!loaded || module || takingOver.current) return;
    const taken = reader.current?.() ?? null;
    if (taken?.focus?.selectionUnknown && !taken.pending && !now) return;
    takingOver.current = true;
    startTransition(() => {
      setCarry(taken);
      setModule(loaded);
    });
  };
  // The outline as it was at the swap, when it differs from what the form was rendered with: the form is drawn
  // again from it, before the browser paints (rare: only when the person acted while the form rendered). Drawn
  // anew rather than given new values, as rjsf takes the first values given after its mount for its own defaults.
  const [redrawn, setRedrawn] = useState(false);
  // The carry a redraw replaces: its pending action is left to the redrawn form (it runs before the redraw).
  const superseded = useRef<OutlineCarry | null>(null);
  const replaced = (latest: OutlineCarry | null) => {
    if (!latest || JSON.stringify(latest) === JSON.stringify(carry)) return;
    superseded.current = carry;
    setCarry(latest);
    setRedrawn(true);
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
  // A control held down in the outline when it was replaced is clicked in the form if released over it. In a layout
  // effect: the release may be the very next event, before a passive effect would have run.
  useLayoutEffect(() => {
    const form = formRef.current;
    const pressing = carry?.pressing ?? null;
    if (!form || pressing === null) return;
    return finishPress(form, pressing);
  }, [carry]);
  // A submit or a row's button pressed in the outline is pressed again in the form, once.
  const acted = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    const pending = carry?.pending;
    if (!form || !pending || acted.current || carry === superseded.current) return;
    acted.current = true;
    if (pending.kind === 'submit') form.requestSubmit();
    else (form.elements[pending.index] as HTMLElement | undefined)?.click();
  }, [carry]);

  const carried = carry && Object.keys(carry.data).length > 0 ? carry.data : undefined;
  if (plan)
    return (
      <OutlineHandover swapped={module !== undefined} read={() => reader.current?.() ?? null} onReplaced={replaced}>
        {module ? (
          <module.RjsfForm key={redrawn ? 'redrawn' : 'first'} {...props} carried={carried} />
        ) : (
          <FormOutline {...props} plan={plan} reader={reader} onPause={onPause} />
        )}
      </OutlineHandover>
    );
  if (!module) {
    use(loadRjsfForm());
    use(loadRareWidgets());
  }
  const Form = (module ?? rjsfModule)?.RjsfForm;
  if (!Form) return null;
  return <Form {...props} carried={carried} />;
}
