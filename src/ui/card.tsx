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
  tone?: 'default' | 'feature' | 'sunken';
  /** Element for the card's outer box; `section` when it titles a part of the page. */
  as?: 'div' | 'section' | 'article' | 'li';
  className?: string;
  children?: ReactNode;
}

/** A white panel grouping one topic. */
export function Card({ heading, headingLevel = 2, to, tone = 'default', as: Element = 'div', className, children }: Props) {
  const Heading = `h${headingLevel}` as const;
  const classes = ['card', `card--${tone}`, to ? 'card--clickable' : '', className ?? ''].filter(Boolean).join(' ');
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
