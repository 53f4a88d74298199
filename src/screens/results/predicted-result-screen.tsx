import { Link, useParams } from 'react-router-dom';
import { analyteByCode, catalogueRanges } from '../../domain/analyte-catalogue';
import { directionFromNormal } from '../../domain/reference-range';
import { pathFor } from '../../app-router/app-routes';
import { DataTable } from '../../ui/data-table';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { outcomeOf, PredictionLevels, predictedValueText, predictionUnit } from './prediction-levels';
import { Loading, NotFoundContent } from './resource-states';
import { ResultStatusTag } from './result-status';
import { usePredictiveResults } from './use-predictive-results';
import './results.css';

/** /predicted-results/{analyte}: the lowest predicted level, and what each step of the plan predicts. */
export default function PredictedResultScreen() {
  const { analyte: code = '' } = useParams();
  const name = analyteByCode(code)?.name ?? code;
  const heading = message('predicted.detailHeading', { name });
  useDocumentTitle(heading);
  const query = usePredictiveResults();
  if (query.status !== 'success') return <Loading />;
  const prediction = query.data.find((candidate) => candidate.analyte_id === code);
  if (!prediction) return <NotFoundContent />;
  const { steps } = outcomeOf(prediction);
  const unit = predictionUnit(prediction);
  const bands = catalogueRanges(code);
  return (
    <article className="result-page" aria-labelledby="screen-heading">
      <p className="no-print">
        <Link to={pathFor('predicted-results')}>{message('predicted.back')}</Link>
      </p>
      <h1 id="screen-heading">{heading}</h1>
      <PredictionLevels prediction={prediction} />
      {steps.length > 0 ? (
        <DataTable
          caption={message('predicted.byStep')}
          firstColumnIsHeader
          rows={steps}
          rowKey={(step) => step.id}
          columns={[
            { key: 'step', header: message('predicted.step'), render: (step) => step.name },
            { key: 'value', header: message('predicted.value'), render: (step) => predictedValueText(step.value, unit) || '—' },
            {
              key: 'status',
              header: message('result.history.status'),
              render: (step) => <ResultStatusTag status={step.level} direction={directionFromNormal(step.value, bands)} />,
            },
          ]}
        />
      ) : null}
    </article>
  );
}
