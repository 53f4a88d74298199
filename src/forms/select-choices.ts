import { formSources } from './form-sources';
import type { ViewChoice } from './views/choice';
import type { RowsContext } from './templates/rows-context';

/**
 * A choice select's options for the control with this id: a value chosen in another row of a `uniqueBy` field is
 * offered disabled, and a current value no longer among the options (a unit after the analyte changed) is not offered.
 */
export function selectChoices(
  context: RowsContext | undefined,
  id: string,
  value: unknown,
): { options: ViewChoice<string>[]; prompt: string; current: string; offered: boolean } {
  const place = context?.locate(id);
  const choices = context && place ? context.choicesFor(place.path, place.index) : [];
  const uniqueBy = place && place.index !== undefined ? context?.rows[place.field]?.uniqueBy : undefined;
  const taken = context && place?.index !== undefined && uniqueBy === place.part ? context.takenElsewhere(place.field, place.index) : [];
  const current = typeof value === 'string' ? value : '';
  const offered = current === '' || choices.some((choice) => choice.value === current);
  return {
    prompt: formSources().choosePrompt(),
    options: choices.map((choice) => ({ ...choice, disabled: taken.includes(choice.value) && choice.value !== current })),
    current,
    offered,
  };
}
