import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FormAction } from '../../../codegen/form-actions';
import { currentUserQuery } from '../../api/auth-api';
import { formActions, type FormActionContext } from '../../forms/form-actions';
import type { FormDefinition } from '../../forms/form-definition';
import { YamlForm, type FormData } from '../../forms/yaml-form';

interface Props {
  definition: FormDefinition;
  initialData: FormData;
  context?: FormActionContext;
  patch?: FormData;
  children?: ReactNode;
}

/** One settings card: a YAML form whose success refreshes the signed-in person. */
export function FormSection({ definition, initialData, context = {}, patch, children }: Props) {
  const queryClient = useQueryClient();
  const headingId = `${definition.config.id}-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{definition.config.title}</h2>
      {children}
      <YamlForm
        definition={definition}
        initialData={initialData}
        patch={patch}
        onSubmit={(data) => formActions[definition.config.submit.action as FormAction](data, context)}
        onSuccess={() => void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey })}
      />
    </section>
  );
}
