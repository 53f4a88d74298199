import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { UploadedTest } from '../../api/results-upload-api';
import { analyteByCode } from '../../domain/analyte-catalogue';
import { formatNumber } from '../../domain/result-value';
import { missingUploadDetails } from '../../domain/upload-profile';
import type { UploadResult } from '../../domain/upload-rows';
import { analytesConfig } from '../../generated/analytes-config.gen';
import type { FormData } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { flashState } from '../../app-frame/flash';
import { useCurrentUser } from '../../app-frame/use-current-user';
import { pathFor } from '../../app-router/app-routes';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { resultsUpload } from './upload-definitions';
import { cardClassName } from '../../ui/card';

/** Returned instead of a saved test when the profile still lacks what an upload needs: the details step opens. */
const DETAILS_NEEDED = Symbol('details needed');

/** A saved upload, as its success notice tells it: the test cycle, the rows sent and the test date in words. */
interface Uploaded {
  testCycle: string | undefined;
  saved: UploadResult[];
  date: string;
}

interface Props {
  initialData: FormData;
  /** The earlier upload being edited; undefined for a new one. */
  uploadId?: string;
}

/**
 * The upload form and, when the profile lacks a name, date of birth or sex, the personal-details step. The upload
 * form stays mounted (hidden) during that step, so nothing typed is lost, and the upload goes on once they are saved.
 */
const loadDetailsForm = () => import('./upload-details-form');
// Only a profile without a name, date of birth or sex needs it: loaded for them alone, as soon as that is known.
const UploadDetailsForm = lazy(loadDetailsForm);
// Only an earlier upload can be deleted, and only once Delete is pressed: not part of a new upload's page.
const DeleteUploadDialog = lazy(() => import('./delete-upload-dialog').then((module) => ({ default: module.DeleteUploadDialog })));

export function ResultsUploadFlow({ initialData, uploadId }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'upload' | 'details'>('upload');
  const [resume, setResume] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const uploadArea = useRef<HTMLDivElement>(null);
  const missing = missingUploadDetails(user ?? {});
  const missingRef = useRef(missing);
  missingRef.current = missing;
  useEffect(() => {
    if (missing.length > 0) void loadDetailsForm();
  }, [missing.length]);
  const title = step === 'details' ? message('upload.profileStep.title') : message(uploadId ? 'upload.editTitle' : 'upload.title');
  useDocumentTitle(title);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!resume || step !== 'upload' || missing.length > 0) return;
    setResume(false);
    uploadArea.current?.querySelector('form')?.requestSubmit();
  }, [resume, step, missing.length]);

  const submitUpload = async (data: FormData): Promise<Uploaded | typeof DETAILS_NEEDED> => {
    if (missingRef.current.length > 0) {
      setStep('details');
      return DETAILS_NEEDED;
    }
    // What the success notice needs is fetched beside the upload (the button stays busy), not with the page. Were
    // it to fail, the upload still stands: the person lands on the test's results, without the notice.
    const notice = Promise.all([import('../../domain/dates'), import('../../domain/upload-rows')]).catch(() => null);
    // The actions' module is loaded when the upload is sent, as each action loads its own API module.
    const { formActions } = await import('../../forms/form-actions');
    const test = (await formActions['upload-results'](data, { uploadId })) as UploadedTest | null;
    const testCycle = test?.test_cycle_id ?? undefined;
    const entered = test?.test_date ?? String(data.test_date ?? '');
    const loaded = await notice;
    if (!loaded) return { testCycle, saved: [], date: entered };
    const [{ formatDate }, { rowsOf, rowsToSend }] = loaded;
    return { testCycle, saved: rowsToSend(rowsOf(data.results), analytesConfig.analytes), date: formatDate(entered) ?? entered };
  };

  /**
   * Lands on the first saved result, in the app, with a success notice naming the test date and every value saved
   * (in our units, as they now stand in the history), so the person sees at once what was kept and how it reads.
   */
  const afterUpload = (result: unknown) => {
    if (result === DETAILS_NEEDED) return;
    const { testCycle, saved, date } = result as Uploaded;
    void queryClient.invalidateQueries({ queryKey: ['results'] });
    const first = saved[0];
    if (!testCycle || !first) {
      void navigate(testCycle ? pathFor('results', { testcycle: testCycle }) : pathFor('tests'));
      return;
    }
    const list = saved
      .map(
        (row) =>
          `${analyteByCode(row.analyte_id)?.name ?? row.analyte_id} ${formatNumber(row.value)}${row.unit === 'ratio' ? '' : ` ${row.unit}`}`,
      )
      .join(', ');
    void navigate(pathFor('result-analyte', { testcycle: testCycle, analyte: first.analyte_id }), {
      state: flashState(uploadId ? 'upload.updated' : 'upload.saved', { date, list }, 'success'),
    });
  };

  return (
    <div className="results-upload">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {step === 'details' ? (
        <section className={cardClassName()} aria-labelledby="upload-details-intro">
          <p id="upload-details-intro">{message('upload.profileStep.intro')}</p>
          <Suspense fallback={<p role="status">{message('page.loading')}</p>}>
            <UploadDetailsForm
              user={user}
              page={uploadId ? 'results-upload-edit' : 'results-upload-new'}
              onSaved={() => {
                setStep('upload');
                setResume(true);
              }}
            />
          </Suspense>
        </section>
      ) : null}
      <div ref={uploadArea} hidden={step !== 'upload'}>
        <p>{message('upload.intro')}</p>
        <YamlForm
          definition={resultsUpload}
          initialData={initialData}
          checkFacts={{ dateOfBirth: user?.dob }}
          submitLabel={uploadId ? message('upload.update') : undefined}
          submittingLabel={message('upload.submitting')}
          onSubmit={submitUpload}
          onSuccess={afterUpload}
        />
        {uploadId ? (
          <div className="results-upload__delete">
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              {message('upload.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      {deleting && uploadId ? (
        <Suspense fallback={null}>
          <DeleteUploadDialog
            uploadId={uploadId}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(pathFor('results-upload-new'), { replace: true, state: flashState('upload.deleted') })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
