import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { focusFirstError } from './focus-first-error';
import { useIssueMessages, type FieldErrors } from './use-issue-messages';
import { stepIssues, stepOfPath, type StepNumber } from './wizard-rules';
import type { WizardValues } from './wizard-values';

export interface WizardOptions {
  values: WizardValues;
  step?: StepNumber;
  /** Sends the listing; a rejection carries the API's error. */
  submit: (values: WizardValues) => Promise<void>;
  /**
   * An edit's stored details: a value left as stored is not checked again, as the server keeps it
   * unchecked (docs/listings-api.md), so an older listing's odd value never blocks the form.
   */
  storedDetails?: Record<string, unknown>;
  /** Every change the seller makes, for a draft. */
  onChange?: (state: { values: WizardValues; step: StepNumber }, photosChanged: boolean) => void;
}

/**
 * The wizard's state: values, the step, the messages shown and where focus goes. Moving on checks
 * the step; publishing checks them all and sends, and whatever the server refuses lands back on
 * its field and step.
 */
export function useWizard({
  values: initialValues,
  step: initialStep = 1,
  submit,
  onChange,
  storedDetails,
}: WizardOptions) {
  const { t } = useTranslation(['listing-form', 'errors']);
  const { messages, fromApiError } = useIssueMessages();
  const [values, setValues] = useState(initialValues);
  const [step, setStep] = useState<StepNumber>(initialStep);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // What focus should do after the next render: the first error, or the new step's heading.
  const [focusRequest, setFocusRequest] = useState<{ kind: 'error' | 'step'; tick: number } | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const changed = useRef<{ photos: boolean } | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'error' && focusFirstError(stepRef.current, Object.keys(errors))) return;
    headingRef.current?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per request

  useEffect(() => {
    if (!changed.current) return;
    onChange?.({ values, step }, changed.current.photos);
    changed.current = null;
  }, [values, step, onChange]);

  const update = useCallback((change: (previous: WizardValues) => WizardValues, fields: string[]) => {
    changed.current = { photos: changed.current?.photos || fields.includes('images') };
    setValues(change);
    setErrors((previous) => {
      if (!fields.some((field) => previous[field])) return previous;
      const next = { ...previous };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const goTo = (next: StepNumber, kind: 'error' | 'step' = 'step') => {
    changed.current ??= { photos: false };
    setStep(next);
    setFocusRequest({ kind, tick: Date.now() });
  };

  /** Shows messages on their fields and takes the seller to the first one. */
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found).map(stepOfPath).sort()[0] ?? step;
    goTo(first, 'error');
  };

  const next = () => {
    const issues = stepIssues(step, values, storedDetails);
    if (issues.length > 0) return showErrors(messages(issues));
    setErrors({});
    goTo(Math.min(step + 1, 3) as StepNumber);
  };

  const back = () => goTo(Math.max(step - 1, 1) as StepNumber);

  const publish = async () => {
    setAlert(null);
    const issues = stepIssues(3, values, storedDetails);
    if (issues.length > 0) return showErrors(messages(issues));
    setSubmitting(true);
    try {
      await submit(values);
    } catch (error) {
      const found = fromApiError(error);
      if (found) showErrors(found);
      else setAlert(translateApiError(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, step, errors, alert, submitting, update, goTo, next, back, publish, stepRef, headingRef };
}
