import type { ReactNode } from 'react';
import type { FormAction } from '../../../codegen/form-actions';
import { formActions, type FormActionContext } from '../../forms/form-actions';
import type { FormData, FormDefinition } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { cardClassName } from '../../ui/card';

interface Props {
  definition: FormDefinition;
  initialData: FormData;
  context?: FormActionContext;
  patch?: FormData;
  children?: ReactNode;
}

/** One settings card: a YAML form (what its success refreshes is in its submit.onSuccess). */
export function FormSection({ definition, initialData, context = {}, patch, children }: Props) {
  const headingId = `${definition.config.id}-heading`;
  return (
    <section className={cardClassName()} aria-labelledby={headingId}>
      <h2 id={headingId}>{definition.config.title}</h2>
      {children}
      <YamlForm
        definition={definition}
        initialData={initialData}
        patch={patch}
        onSubmit={(data) => formActions[definition.config.submit.action as FormAction](data, context)}
      />
    </section>
  );
}
