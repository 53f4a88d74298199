declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Tells React whether this test wraps its updates in act() (true), or lets React's own scheduler run them (false),
 * as a test of what renders inside a call, and what only later, must.
 */
export function setReactActEnvironment(on: boolean): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = on;
}
