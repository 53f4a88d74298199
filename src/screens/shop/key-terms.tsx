import { message } from '../../ui/message';

/**
 * The key terms of a subscription, apart from everything else on the page (DMCC Act 2024: price, frequency,
 * renewal, how to cancel, cooling-off), so they are read before committing.
 */
export function KeyTerms({ price, frequency }: { price: string; frequency: string }) {
  return (
    <section className="key-terms" aria-labelledby="key-terms-heading">
      <h2 id="key-terms-heading">{message('shop.keyTerms.heading')}</h2>
      <ul>
        <li>{message('shop.keyTerms.price', { price })}</li>
        <li>{message('shop.keyTerms.frequency', { frequency })}</li>
        <li>{message('shop.keyTerms.cancel')}</li>
        <li>{message('shop.keyTerms.coolingOff')}</li>
      </ul>
    </section>
  );
}
