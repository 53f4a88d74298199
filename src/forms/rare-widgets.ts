// rjsf's widgets that config/forms allows but no form of ours uses today (see rjsf-registry.ts): a chunk of their
// own, loaded with rjsf by a form that names one, so the forms that do not pay for them.
export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as CheckboxesWidget } from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
export { default as ColorWidget } from '@rjsf/core/lib/components/widgets/ColorWidget.js';
export { default as DateTimeWidget } from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
export { default as SelectWidget } from '@rjsf/core/lib/components/widgets/SelectWidget.js';
export { default as TimeWidget } from '@rjsf/core/lib/components/widgets/TimeWidget.js';
export { default as UpDownWidget } from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
