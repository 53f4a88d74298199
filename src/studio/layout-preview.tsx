import type { StudioPersona } from '../../codegen/studio/studio-api';
export function LayoutPreview({ personas: _ }: { personas: readonly StudioPersona[] }) { return <p>Soon</p>; }
