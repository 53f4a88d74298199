import { Link } from 'react-router-dom';
import { analyteByCode } from '../../domain/analyte-catalogue';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { Loading } from './resource-states';
import { PredictionLevels } from './prediction-levels';
import { usePredictiveResults } from './use-predictive-results';
import './results.css';

/** /predicted-results: each analyte's level now and the lowest level its plan predicts. */
export default function PredictedResultsScreen() {
  const heading = message('predicted.heading');
  useDocumentTitle(heading);
  const query = usePredictiveResults();
  if (query.status !== 'success') return <Loading />;
  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <h1 id="screen-heading">{heading}</h1>
      {query.data.length === 0 ? (
        <p>{message('predicted.empty')}</p>
      ) : (
        <>
          <p>{message('predicted.intro')}</p>
          <ul className="prediction-list">
            {query.data.map((prediction) => {
              const code = prediction.analyte_id ?? '';
              const name = analyteByCode(code)?.name ?? code;
              return (
                <li key={prediction.id} className="prediction-card">
                  <h2>{name}</h2>
                  <PredictionLevels prediction={prediction} />
                  <p>
                    <Link to={pathFor('predicted-result', { analyte: code })}>{message('predicted.details', { name })}</Link>
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </article>
  );
}
