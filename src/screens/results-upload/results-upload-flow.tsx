import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UploadedTest } from '../../api/results-upload-api';
import { missingUploadDetails } from '../../domain/upload-profile';
import { formActions } from '../../forms/form-actions';
import type { FormData } from '../../forms/form-definition';
import { YamlForm } from '../../forms/yaml-form';
import { flashState } from '../../layout/flash';
import { useCurrentUser } from '../../layout/use-current-user';
import { pathFor } from '../../routing/app-routes';
import { message } from '../../ui/message';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../ui/use-document-title';
import { personalDetails } from '../account/form-definitions';
import { DeleteUploadDialog } from './delete-upload-dialog';
import { resultsUpload } from './upload-definitions';
import { cardClassName } from '../../ui/card';

/** Returned instead of a saved test when the profile still lacks what an upload needs: the details step opens. */
const DETAILS_NEEDED = Symbol('details needed');

interface Props {
  initialData: FormData;
  /** The earlier upload being edited; undefined for a new one. */
  uploadId?: string;
}

/**
 * The upload form and, when the profile lacks a name, date of birth or sex, the personal-details step. The upload
 * form stays mounted (hidden) during that step, so nothing typed is lost, and the upload goes on once they are saved.
 */
export function ResultsUploadFlow({ initialData, uploadId }: Props) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [step, setStep] = useState<'upload' | 'details'>('upload');
  const [resume, setResume] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const uploadArea = useRef<HTMLDivElement>(null);
  const missing = missingUploadDetails(user ?? {});
  const missingRef = useRef(missing);
  missingRef.current = missing;
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

  const submitUpload = async (data: FormData): Promise<unknown> => {
    if (missingRef.current.length > 0) {
      setStep('details');
      return DETAILS_NEEDED;
    }
    return formActions['upload-results'](data, { uploadId });
  };

  const afterUpload = (result: unknown) => {
    if (result === DETAILS_NEEDED) return;
    const test = result as UploadedTest | null;
    const testCycle = test?.test_cycle_id ?? undefined;
    void navigate(testCycle ? pathFor('results', { testcycle: testCycle }) : pathFor('tests'));
  };

  return (
    <div className="results-upload">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {step === 'details' ? (
        <section className={cardClassName()} aria-labelledby="upload-details-intro">
          <p id="upload-details-intro">{message('upload.profileStep.intro')}</p>
          <YamlForm
            definition={personalDetails}
            initialData={{ first_name: user?.first_name ?? undefined, last_name: user?.last_name ?? undefined, dob: user?.dob ?? undefined, sex: user?.sex ?? undefined }}
            submitLabel={message('upload.profileStep.submit')}
            onSubmit={(data) => formActions['update-personal-details'](data, {})}
            onSuccess={() => {
              setStep('upload');
              setResume(true);
            }}
          />
        </section>
      ) : null}
      <div ref={uploadArea} hidden={step !== 'upload'}>
        <p>{message('upload.intro')}</p>
        <YamlForm
          definition={resultsUpload}
          initialData={initialData}
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
        <DeleteUploadDialog
          uploadId={uploadId}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(pathFor('results-upload-new'), { replace: true, state: flashState('upload.deleted') })}
        />
      ) : null}
    </div>
  );
}
