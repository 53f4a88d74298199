import type { StudioPersona } from '../../codegen/studio/studio-api';
export function FormGallery() { return <p>Soon</p>; }
