// rjsf's fields (and their templates) that no form of ours reaches today (see rjsf-registry.ts): a choice between
// shapes (anyOf/oneOf that is not a list of constants), a cyclic $ref, optional data controls and the stand-in for a
// field of no known type. A chunk of their own, loaded with rjsf by a form whose schema could reach one.
export { default as CyclicSchemaField } from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
export { default as OptionalDataControlsField } from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
export { default as CyclicSchemaExpandTemplate } from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
export { default as FallbackFieldTemplate } from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
export { default as MultiSchemaFieldTemplate } from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
export { default as OptionalDataControlsTemplate } from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
