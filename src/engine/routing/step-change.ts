/**
 * The query parameter a multi-step screen keeps its step in (the survey's question), so that each step is a
 * history entry the browser's Back and Forward move between.
 */
export const STEP_PARAM = 'question';

/** The query without the step, in a stable order: what a page is, whichever step of it is on screen. */
export function searchWithoutStep(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(STEP_PARAM);
  query.sort();
  return query.toString();
}

/**
 * Whether going from one URL to the next only moves a screen to another step: the same path and the same query
 * but for the step. The guards decided on the page already and no guard reads the step, so they need not run
 * again (guards reading the step would have to drop this rule: codegen rejects a condition on `query.question`).
 */
export function isStepChange(from: URL, to: URL): boolean {
  return (
    from.origin === to.origin &&
    from.pathname === to.pathname &&
    from.search !== to.search &&
    searchWithoutStep(from.search) === searchWithoutStep(to.search)
  );
}
