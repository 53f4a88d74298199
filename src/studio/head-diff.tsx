import type { StudioPersona } from '../../codegen/studio/studio-api';
export function HeadDiff() { return <p>Soon</p>; }
