import { useId, useState } from 'react';
import { errorCopy, isApiError } from '../../api/api-error';
import { errorReporter } from '../../adapters/error-reporting';
import { lookupAddresses, type AddressSuggestion } from '../../api/account-api';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { InlineError } from '../../ui/inline-error';
import { message } from '../../ui/message';
import './address-lookup.css';

/** Finds addresses by postcode; choosing one fills the address form. */
export function AddressLookup({ onChoose }: { onChoose: (address: AddressSuggestion) => void }) {
  const inputId = useId();
  const [postcode, setPostcode] = useState('');
  const [results, setResults] = useState<AddressSuggestion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async () => {
    setError(null);
    setSearching(true);
    try {
      setResults(await lookupAddresses(postcode.trim()));
    } catch (caught) {
      setResults(null);
      // Only a 422 is about the postcode typed; a server or network failure gets the settings catalogue copy.
      if (isApiError(caught) && caught.status === 422) setError(errorCopy(caught, message('validation.postcode.invalid')));
      else {
        errorReporter.report(caught, { during: 'address lookup' });
        setError(message('error.update'));
      }
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="address-lookup">
      <label htmlFor={inputId}>{message('address.lookup.label')}</label>
      <div className="address-lookup__row">
        <input
          id={inputId}
          value={postcode}
          autoComplete="postal-code"
          onChange={(event) => setPostcode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button variant="secondary" busy={searching} onClick={() => search()} disabled={postcode.trim() === ''}>
          <Icon name="search" />
          {message('address.lookup.find')}
        </Button>
      </div>
      {error ? (
        <div role="alert">
          <InlineError id={`${inputId}-error`}>{error}</InlineError>
        </div>
      ) : null}
      {results ? (
        <ul className="address-lookup__results" aria-label={message('address.lookup.results')}>
          {results.map((result) => (
            <li key={result.id}>
              <button type="button" onClick={() => onChoose(result)}>
                {[result.line1, result.locality, result.postcode].filter(Boolean).join(', ')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
