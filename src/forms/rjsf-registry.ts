// The app's build uses this module in place of @rjsf/core's getDefaultRegistry (vite.config.ts), which brings
// every field, template and widget rjsf has. Left out are only what config/forms cannot reach: the layout grid
// fields (a `ui:field` the form schema does not allow) and the rating widget (not among its `ui:widget` values);
// and rjsf's own versions of the parts YamlForm always replaces (field and input templates, array row templates,
// checkbox, radio and textarea widgets) are ours here too. Everything else is rjsf's, so any draft-07 schema still renders;
// the widgets no form of ours uses today come in a chunk of their own (rare-widget.tsx), as do the fields and templates
// no form reaches today (rare-field.tsx: a choice between shapes, a cyclic $ref, optional data, an unknown type).
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';
import ArrayField from '@rjsf/core/lib/components/fields/ArrayField.js';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/core/lib/components/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/core/lib/components/templates/DescriptionField.js';
import ErrorList from '@rjsf/core/lib/components/templates/ErrorList.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import GridTemplate from '@rjsf/core/lib/components/templates/GridTemplate.js';
import ObjectFieldTemplate from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
import TitleField from '@rjsf/core/lib/components/templates/TitleField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import WrapIfAdditionalTemplate from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { rareField } from './rare-field';
import { rareWidget } from './rare-widget';
import { BaseInputTemplate } from './templates/base-input-template';
import { CheckboxWidget } from './templates/checkbox-widget';
import { FieldTemplate } from './templates/field-template';
import { RadioWidget } from './templates/radio-widget';
import { RowsTemplate, RowTemplate } from './templates/rows-template';
import { TextareaWidget } from './templates/textarea-widget';

export default function formRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields: {
      AnyOfField: rareField('MultiSchemaField'),
      ArrayField,
      BooleanField,
      CyclicSchemaField: rareField('CyclicSchemaField'),
      FallbackField: rareField('FallbackField'),
      NumberField,
      ObjectField,
      OneOfField: rareField('MultiSchemaField'),
      OptionalDataControlsField: rareField('OptionalDataControlsField'),
      SchemaField,
      StringField,
      NullField,
    },
    templates: {
      ArrayFieldDescriptionTemplate,
      ArrayFieldItemTemplate: RowTemplate,
      ArrayFieldItemButtonsTemplate,
      ArrayFieldTemplate: RowsTemplate,
      ArrayFieldTitleTemplate,
      BaseInputTemplate,
      ButtonTemplates: ButtonTemplates(),
      CyclicSchemaExpandTemplate: rareField('CyclicSchemaExpandTemplate'),
      DescriptionFieldTemplate: DescriptionField,
      ErrorListTemplate: ErrorList,
      FallbackFieldTemplate: rareField('FallbackFieldTemplate'),
      FieldErrorTemplate,
      FieldHelpTemplate,
      FieldTemplate,
      GridTemplate,
      MultiSchemaFieldTemplate: rareField('MultiSchemaFieldTemplate'),
      ObjectFieldTemplate,
      OptionalDataControlsTemplate: rareField('OptionalDataControlsTemplate'),
      TitleFieldTemplate: TitleField,
      UnsupportedFieldTemplate: UnsupportedField,
      WrapIfAdditionalTemplate,
    },
    widgets: {
      AltDateWidget: rareWidget('AltDateWidget'),
      AltDateTimeWidget: rareWidget('AltDateTimeWidget'),
      CheckboxWidget,
      CheckboxesWidget: rareWidget('CheckboxesWidget'),
      ColorWidget: rareWidget('ColorWidget'),
      DateWidget,
      DateTimeWidget: rareWidget('DateTimeWidget'),
      EmailWidget,
      FileWidget: rareWidget('FileWidget'),
      HiddenWidget,
      PasswordWidget,
      RadioWidget,
      RangeWidget: rareWidget('RangeWidget'),
      SelectWidget: rareWidget('SelectWidget'),
      TextWidget,
      TextareaWidget,
      TimeWidget: rareWidget('TimeWidget'),
      UpDownWidget: rareWidget('UpDownWidget'),
      URLWidget,
    },
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
