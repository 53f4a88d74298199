import type { FormChoiceSource } from '../../codegen/form-actions';
import { analyteByCode } from '../domain/analyte-catalogue';
import { isUploadable } from '../domain/upload-rows';
import { analytesConfig } from '../generated/analytes-config.gen';
import { message } from '../ui/message';

export interface Choice {
  value: string;
  label: string;
}

/** Options of a select or checkbox group named by a form's `choices` (config/forms); a row's options may depend on the row. */
export type ChoiceSource = (row: Readonly<Record<string, unknown>>) => Choice[];

const uploadable = analytesConfig.analytes.filter(isUploadable);

/** Each source the codegen list names, over the analyte catalogue (config/analytes.yaml). */
export const formChoiceSources: Record<FormChoiceSource, ChoiceSource> = {
  analytes: () => uploadable.map((analyte) => ({ value: analyte.code, label: analyte.name })),
  // The units a row's analyte accepts, its product unit first as the catalogue lists them; none until an analyte is chosen.
  'analyte-units': (row) => {
    const analyte = typeof row.analyte === 'string' ? analyteByCode(row.analyte) : undefined;
    return analyte && isUploadable(analyte) ? analyte.units.map((conversion) => ({ value: conversion.unit, label: conversion.unit })) : [];
  },
  'analyte-groups': () =>
    analytesConfig.groups
      .filter((group) => uploadable.some((analyte) => analyte.group === group.id))
      .map((group) => ({ value: group.id, label: group.name })),
};

// Here, with the sources, so the copy it names loads only on pages whose forms have a choice select.
export const choosePrompt = (): string => message('upload.row.choose');
