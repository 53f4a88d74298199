import { useDocumentTitle } from '../../ui/use-document-title';
import { EmptyState } from '../../ui/empty-state';
import { message } from '../../ui/message';
import type { ScreenProps } from '../screen-props';

function screenName(key: string): string {
  const words = key.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Stands in for a screen that a later issue builds, so every route already resolves and names itself. */
export default function PlaceholderScreen({ screen }: ScreenProps) {
  const name = screenName(screen);
  useDocumentTitle(name);
  return (
    <section aria-labelledby="screen-heading">
      <h1 id="screen-heading">{name}</h1>
      <EmptyState heading={message('page.placeholder')} icon="calendar" />
    </section>
  );
}
