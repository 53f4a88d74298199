import { useState } from 'react';
import { userKey } from '../../auth/user-storage';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

function storageKey(userId: string): string {
  return userKey(userId, 'dismissed-modals');
}

const seenKey = (userId: string) => userKey(userId, 'health-score-seen');

/**
 * Whether the person has seen an earlier calculation than this one; the first scores a person ever sees are
 * not an "update". Records this calculation as seen.
 */
function updatedSinceLastSeen(userId: string, calculatedAt: string): boolean {
  const seen = localStorage.getItem(seenKey(userId));
  if (seen === null || Date.parse(calculatedAt) > Date.parse(seen)) localStorage.setItem(seenKey(userId), calculatedAt);
  return seen !== null && Date.parse(calculatedAt) > Date.parse(seen);
}

function readDismissed(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The healthScoreUpdate dismissal modal (app.yaml dismissalModalKeys): after a recalculation the person has not seen, until dismissed. */
export function ScoreUpdateDialog({ userId, calculatedAt }: { userId: string; calculatedAt: string }) {
  const id = `healthScoreUpdate:${calculatedAt}`;
  const [open, setOpen] = useState(() => updatedSinceLastSeen(userId, calculatedAt) && !readDismissed(userId).includes(id));
  const dismiss = () => {
    localStorage.setItem(storageKey(userId), JSON.stringify([...readDismissed(userId), id]));
    setOpen(false);
  };
  return (
    <ModalDialog open={open} title={message('scores.update.heading')} onClose={dismiss}>
      <p>{message('scores.update.body')}</p>
      <div className="button-group">
        <Button data-autofocus onClick={dismiss}>
          {message('scores.update.ok')}
        </Button>
      </div>
    </ModalDialog>
  );
}
