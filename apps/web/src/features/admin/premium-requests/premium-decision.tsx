import type { PremiumRequest } from '@souqna/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIET_DANGER_BUTTON } from '../../../shared/dialog/delete-dialog-footer';
import { Button } from '../../../shared/ui/button';
import { SelectInput, TextArea } from '../../../shared/ui/field';
import { approvePremiumRequest, declinePremiumRequest } from '../api/admin-desk-api';
import { FormAction } from '../shell/form-action';

/** The periods an admin grants most; a running premium is extended from its end. */
export const PREMIUM_PERIODS = [30, 90, 180, 365] as const;
const NOTE_MAX = 1000;

/** How long a grant runs, from the periods above. */
export function PremiumPeriodSelect({
  testId,
  value,
  onChange,
}: {
  testId: string;
  value: number;
  onChange: (days: number) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SelectInput
      label={t('premium.approve.period')}
      data-testid={testId}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {PREMIUM_PERIODS.map((period) => (
        <option key={period} value={period}>
          {t('premium.days', { count: period })}
        </option>
      ))}
    </SelectInput>
  );
}

/** An open request's two answers: premium for a chosen period, or no with a note the requester reads. */
export function PremiumDecision({ request }: { request: PremiumRequest }) {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number>(PREMIUM_PERIODS[0]);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const name = request.user.name;
  return (
    <div className="flex flex-wrap gap-1">
      <FormAction
        testId="premium-approve"
        trigger={
          <Button size="sm" data-testid="premium-approve-open">
            {t('premium.approve.action')}
          </Button>
        }
        title={t('premium.approve.title', { name })}
        description={t('premium.approve.description')}
        submitLabel={t('premium.approve.action')}
        done={t('premium.approve.done', { name })}
        run={() => approvePremiumRequest(request.id, days)}
        onClosed={() => setDays(PREMIUM_PERIODS[0])}
      >
        <PremiumPeriodSelect testId="premium-period" value={days} onChange={setDays} />
      </FormAction>
      <FormAction
        testId="premium-decline"
        trigger={
          <button type="button" data-testid="premium-decline-open" className={QUIET_DANGER_BUTTON}>
            {t('premium.decline.action')}
          </button>
        }
        title={t('premium.decline.title', { name })}
        description={t('premium.decline.description')}
        submitLabel={t('premium.decline.action')}
        done={t('premium.decline.done', { name })}
        run={() => {
          if (!note.trim()) {
            setNoteError(t('premium.decline.noteRequired'));
            return false;
          }
          return declinePremiumRequest(request.id, note.trim());
        }}
        onClosed={() => {
          setNote('');
          setNoteError(undefined);
        }}
      >
        <TextArea
          label={t('premium.decline.note')}
          rows={4}
          maxLength={NOTE_MAX}
          required
          error={noteError}
          data-testid="premium-decline-note"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(undefined);
          }}
        />
      </FormAction>
    </div>
  );
}
