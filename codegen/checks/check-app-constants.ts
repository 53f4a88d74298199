import { didYouMean } from '../load/suggest';
import { ErrorSink, type CheckContext } from './check-context';

/** SPEC section 9: cookies carry a prefix derived from the product's name; this is that derivation. */
export function cookiePrefixFor(productName: string): string {
  return productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Constants of app.yaml that restate something another file (or another key) already decides must agree with it. */
export function checkAppConstants(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/app.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  const { app, surveys } = context.config;
  const { survey } = app.constants;
  const surveyFile = surveys[survey.version];
  if (surveyFile && surveyFile.startNode !== survey.startQuestion) {
    sink.at(
      ['constants', 'survey', 'startQuestion'],
      `start question "${survey.startQuestion}" differs from startNode "${surveyFile.startNode}" of config/surveys/${survey.version}.yaml`,
    );
  }
  const expectedPrefix = cookiePrefixFor(app.productName);
  if (app.constants.cookiePrefix !== expectedPrefix) {
    sink.at(
      ['constants', 'cookiePrefix'],
      `cookie prefix "${app.constants.cookiePrefix}" is not derived from productName "${app.productName}"; expected "${expectedPrefix}"`,
    );
  }
  const flagNames = Object.keys(app.flags);
  for (const flag of Object.keys(app.constants.featureFlagNames)) {
    if (!flagNames.includes(flag))
      sink.at(['constants', 'featureFlagNames', flag], `unknown feature flag "${flag}"${didYouMean(flag, flagNames)}`, true);
  }
  return [sink];
}
