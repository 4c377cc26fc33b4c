import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { BasicStep } from './basic-step';
import { DetailsStep } from './details-step';
import { Notice } from './notice';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { useWizard, type WizardOptions } from './use-wizard';
import { STEPS } from './wizard-rules';

/**
 * The three-step listing form of spec section 2 (basic details, advanced details, review), for a
 * new listing and for an edit alike.
 */
export function ListingWizard({
  mode,
  notice,
  ...options
}: WizardOptions & { mode: 'create' | 'edit'; notice?: ReactNode }) {
  const { t } = useTranslation('listing-form');
  const { step, values, errors, alert, submitting, update, goTo, next, back, publish, stepRef, headingRef } =
    useWizard({ ...options, storedDetails: mode === 'edit' ? options.values.details : undefined });
  const stepName = STEPS[step - 1]?.name ?? 'basic';
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="flex flex-col gap-6" data-testid="listing-wizard">
      <StepIndicator current={step} />
      {notice}
      <div ref={stepRef} data-testid={`wizard-step-${step}`} className="flex flex-col gap-6">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 outline-none dark:text-white"
        >
          {t(`steps.${stepName}`)}
        </h2>
        {hasErrors && (
          <Notice tone="error" testId="wizard-errors">
            {t('submit.fixErrors')}
          </Notice>
        )}
        {step === 1 && (
          <BasicStep values={values} onValues={update} errors={errors} editing={mode === 'edit'} />
        )}
        {step === 2 && <DetailsStep values={values} onValues={update} errors={errors} />}
        {step === 3 && <ReviewStep values={values} onEdit={(target) => goTo(target)} />}
      </div>
      {alert && (
        <Notice tone="error" testId="wizard-alert">
          {alert}
        </Notice>
      )}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:backdrop-blur-none dark:border-slate-800 dark:bg-slate-950/95 md:dark:bg-transparent">
        {step > 1 ? (
          <Button variant="secondary" data-testid="wizard-back" onClick={back}>
            {t('nav.back')}
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <Button data-testid="wizard-next" onClick={next}>
            {t('nav.next')}
          </Button>
        ) : (
          <Button
            data-testid="wizard-submit"
            disabled={submitting}
            aria-busy={submitting}
            onClick={() => void publish()}
          >
            {submitting
              ? t(mode === 'edit' ? 'nav.saving' : 'nav.publishing')
              : t(mode === 'edit' ? 'nav.save' : 'nav.publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
