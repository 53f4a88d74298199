import { choosePrompt, formChoiceSources } from './form-choices';
import { provideFormSources } from './form-sources';
import { rowChecks, rowNotes } from './row-rules';

/**
 * Importing this module provides the form sources (see form-sources.ts): a page or process that shows or
 * validates a form naming choices or row rules imports it.
 */
provideFormSources({ choices: formChoiceSources, rowChecks, rowNotes, choosePrompt });
