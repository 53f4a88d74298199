import { pluralSyntaxProblem } from '../../src/domain/fill-message';
import { ErrorSink, type CheckContext } from './check-context';

/** A count's plural form in config/messages.yaml is checked here, so a typo fails the build rather than showing braces. */
export function checkMessages(context: CheckContext): ErrorSink[] {
  const source = context.sources.get('config/messages.yaml');
  if (!source) return [];
  const sink = new ErrorSink(source);
  for (const [key, text] of Object.entries(context.config.messages.messages)) {
    const problem = pluralSyntaxProblem(text);
    if (problem) sink.at(['messages', key], `message "${key}": ${problem}`);
  }
  return [sink];
}
