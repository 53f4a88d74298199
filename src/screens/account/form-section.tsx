import type { ReactNode } from 'react';
import type { EntityRecord } from '../../forms/form-binding';
import type { FormData, FormDefinition } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { cardClassName } from '../../ui/card';

interface Props {
  definition: FormDefinition;
  /** The record the bound form shows and saves (the person, their preferences); none for a form that shows nothing saved. */
  record?: EntityRecord;
  patch?: FormData;
  children?: ReactNode;
}

/** One settings card: a bound YAML form (what it reads, sends and refreshes is in its YAML). */
export function FormSection({ definition, record, patch, children }: Props) {
  const headingId = `${definition.config.id}-heading`;
  return (
    <section className={cardClassName()} aria-labelledby={headingId}>
      <h2 id={headingId}>{definition.config.title}</h2>
      {children}
      <YamlForm definition={definition} page="settings" record={record} patch={patch} />
    </section>
  );
}
