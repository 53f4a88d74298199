import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './card.css';

interface Props {
  heading?: ReactNode;
  /** The heading's level in the page outline (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Makes the whole card one link, named by its heading (the NHS.UK "card with a link" pattern). */
  to?: string;
  /** `feature` gives a card a coloured top edge; `sunken` sits on the page without a shadow. */
  tone?: CardTone;
  /** Element for the card's outer box; `section` when it titles a part of the page. */
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  children?: ReactNode;
}

type CardTone = 'default' | 'feature' | 'sunken';

/** The card's look for an element that must stay its own (a form, a focusable section): importing it brings the card's styles. */
export function cardClassName(tone: CardTone = 'default', extra?: string, clickable = false): string {
  return ['card', `card--${tone}`, clickable ? 'card--clickable' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** A white panel grouping one topic. */
export function Card({ heading, headingLevel = 2, to, tone = 'default', as: Element = 'div', className, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  const classes = cardClassName(tone, className, Boolean(to));
  return (
    <Element className={classes}>
      {heading ? (
        <Heading className="card__heading">
          {to ? (
            <Link className="card__link" to={to}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </Heading>
      ) : null}
      {children ? <div className="card__body">{children}</div> : null}
    </Element>
  );
}
