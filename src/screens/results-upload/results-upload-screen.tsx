import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { uploadedTestQuery, type EditableUpload } from '../../api/results-upload-api';
import type { FormData } from '../../forms/form-definition';
import { Button } from '../../ui/button';
import { message } from '../../ui/message';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ResultsUploadFlow } from './results-upload-flow';
import './results-upload.css';

/** A new upload starts with one empty row. */
const NEW_UPLOAD: FormData = { results: [{}] };

/** An earlier upload as the form shows it: values in the product unit they were stored in. */
function formDataOf({ test, results }: EditableUpload): FormData {
  return {
    test_date: test.test_date ?? undefined,
    profiles: (test.panel?.profiles ?? []).map((profile) => profile.id),
    results:
      results.length > 0
        ? results.map((result) => ({
            analyte: result.analyte_id ?? undefined,
            value: result.value === null || result.value === undefined ? undefined : String(result.value),
            unit: result.unit ?? undefined,
          }))
        : [{}],
  };
}

function NotFound() {
  useDocumentTitle(message('page.notFound.heading'));
  return (
    <section>
      <h1>{message('page.notFound.heading')}</h1>
      <p>{message('page.notFound.body')}</p>
    </section>
  );
}

function EditUpload({ testCycle }: { testCycle: string }) {
  const upload = useQuery({ ...uploadedTestQuery(testCycle), meta: { silent: true } });
  if (upload.status === 'pending') {
    return (
      <p role="status" className="results-upload__loading">
        {message('page.loading')}
      </p>
    );
  }
  if (upload.status === 'error') {
    // SPEC section 8: a test that does not exist is the not-found page; anything else can be retried.
    if (isApiError(upload.error) && upload.error.status === 404) return <NotFound />;
    return (
      <section>
        <h1>{message('upload.editTitle')}</h1>
        <p role="alert" className="form-error">
          {message('upload.loadError')}
        </p>
        <Button variant="secondary" onClick={() => upload.refetch()}>
          {message('upload.retry')}
        </Button>
      </section>
    );
  }
  // Only an upload can be edited here; a lab test's results are not the person's to change.
  if (!upload.data.test.uploaded_at) return <NotFound />;
  return <ResultsUploadFlow key={testCycle} initialData={formDataOf(upload.data)} uploadId={upload.data.test.id} />;
}

/** /results-upload/new and /results-upload/{testcycle} (SPEC sections 2, 5 and 7). */
export default function ResultsUploadScreen() {
  const { testcycle } = useParams();
  return testcycle ? <EditUpload testCycle={testcycle} /> : <ResultsUploadFlow initialData={NEW_UPLOAD} />;
}
