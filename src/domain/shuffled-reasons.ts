import { appConfig } from '../generated/app-config.gen';
import type { Constants } from '../generated/config-types.gen';

export type ReasonListName = keyof Constants['shuffledReasons'];
export type ReasonList = Constants['shuffledReasons'][ReasonListName];

/** A number in [0, 1), as Math.random gives; passed in so the order is reproducible in tests. */
export type Random = () => number;

/**
 * SPEC section 9: the options in a random order (Fisher-Yates), with the list's final option (Other) always last,
 * once, even when it is also listed among the options.
 */
export function shuffleWithLast(list: ReasonList, random: Random): string[] {
  const shuffled = list.options.filter((option) => option !== list.last);
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const swap = shuffled[i] as string;
    shuffled[i] = shuffled[j] as string;
    shuffled[j] = swap;
  }
  return [...shuffled, list.last];
}

/** The options of one of the reason lists of config/app.yaml, in the order to show them. */
export function reasonOptions(
  name: ReasonListName,
  random: Random,
  lists: Constants['shuffledReasons'] = appConfig.constants.shuffledReasons,
): string[] {
  return shuffleWithLast(lists[name], random);
}
