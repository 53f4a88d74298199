import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createPlanWeekReview, healthPlanQuery, planWeekReviewQuery, type PlanWeekWithTasks } from '../../api/health-plan-api';
import type { PlanWeekReview } from '../../generated/entities.gen';
import type { MessageKey } from '../../generated/messages.gen';
import { streakMessage } from '../../domain/health-plan/streak';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { cardClassName } from '../../ui/card';

type Feeling = NonNullable<PlanWeekReview['feeling']>;
const FEELINGS: { value: Feeling; label: MessageKey }[] = [
  { value: 'easy', label: 'healthPlan.review.feelingEasy' },
  { value: 'about-right', label: 'healthPlan.review.feelingAboutRight' },
  { value: 'hard', label: 'healthPlan.review.feelingHard' },
];
const NOTE_MAX = 500;

const feelingLabel = (feeling: Feeling | undefined) =>
  message(FEELINGS.find((entry) => entry.value === feeling)?.label ?? 'healthPlan.review.feelingAboutRight');

/** Week complete: the streak message of the week and the week review (plan_week_reviews), asked once and then shown. */
export function WeekReview({ planId, week }: { planId: string; week: PlanWeekWithTasks }) {
  const queryClient = useQueryClient();
  const reviewId = week.plan_week_review_id ?? '';
  const saved = useQuery({ ...planWeekReviewQuery(reviewId), enabled: reviewId !== '' });
  const [feeling, setFeeling] = useState<Feeling | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ feeling?: string; note?: string }>({});
  const create = useMutation({
    mutationFn: () => createPlanWeekReview(week.id, feeling as Feeling, note),
    onSuccess: (review) => {
      queryClient.setQueryData(planWeekReviewQuery(review.id).queryKey, review);
      void queryClient.invalidateQueries({ queryKey: healthPlanQuery(planId).queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const next = {
      ...(feeling === '' ? { feeling: message('healthPlan.review.required') } : {}),
      ...(note.length > NOTE_MAX ? { note: message('healthPlan.review.tooLong', { max: NOTE_MAX }) } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) create.mutate();
  };

  const review = create.data ?? saved.data;
  const streakText = streakMessage(week.week);
  return (
    <section className={cardClassName('default', 'week-review')} id="review" aria-labelledby="review-heading">
      <h2 id="review-heading">{message('healthPlan.review.heading', { week: week.week })}</h2>
      {streakText ? <p className="week-review__streak">{streakText}</p> : null}
      {review ? (
        <p role="status">{message('healthPlan.review.yourAnswer', { feeling: feelingLabel(review.feeling) })}</p>
      ) : reviewId !== '' && saved.status === 'pending' ? (
        <p role="status">{message('page.loading')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="radio-group" aria-describedby={errors.feeling ? 'feeling-error' : undefined}>
            <legend>{message('healthPlan.review.question')}</legend>
            {errors.feeling ? (
              <p id="feeling-error" className="field-error">
                {errors.feeling}
              </p>
            ) : null}
            {FEELINGS.map((entry) => (
              <label key={entry.value} className="radio">
                <input
                  type="radio"
                  name="feeling"
                  value={entry.value}
                  checked={feeling === entry.value}
                  onChange={() => setFeeling(entry.value)}
                />
                {message(entry.label)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="review-note">{message('healthPlan.review.note')}</label>
            {errors.note ? (
              <p id="note-error" className="field-error">
                {errors.note}
              </p>
            ) : null}
            <textarea
              id="review-note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'note-error' : undefined}
            />
          </div>
          {create.isError ? (
            <p role="alert" className="form-error">
              {message('error.generic')}
            </p>
          ) : null}
          <Button type="submit" busy={create.isPending}>
            {message('healthPlan.review.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
