import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_RULES,
  PASSWORD_STRENGTHS,
  passwordChecks,
  passwordStrength,
  type PasswordStrength,
} from '@souqna/contracts';

const BAR: Record<PasswordStrength, string> = {
  weak: 'bg-red-500',
  fair: 'bg-amber-500',
  good: 'bg-lime-500',
  strong: 'bg-emerald-500',
  excellent: 'bg-brand-600 dark:bg-brand-400',
};
const TEXT: Record<PasswordStrength, string> = {
  weak: 'text-red-700 dark:text-red-400',
  fair: 'text-amber-700 dark:text-amber-400',
  good: 'text-lime-700 dark:text-lime-400',
  strong: 'text-emerald-700 dark:text-emerald-400',
  excellent: 'text-brand-700 dark:text-brand-300',
};

/** The meter (weak to excellent) and the five rules of spec section 5, ticked as they are met. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const strength = passwordStrength(password);
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  const checks = passwordChecks(password);
  const label = t(`password.strength.${strength}`);
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="password-strength"
      data-strength={password ? strength : ''}
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-3 text-xs">
          <span className="font-medium text-slate-600 dark:text-slate-300">
            {t('password.strengthLabel')}
          </span>
          <span
            aria-live="polite"
            className={`font-semibold ${password ? TEXT[strength] : 'text-slate-400'}`}
          >
            {password ? label : '—'}
          </span>
        </div>
        <div
          role="meter"
          aria-label={t('password.strengthLabel')}
          aria-valuemin={0}
          aria-valuemax={PASSWORD_STRENGTHS.length}
          aria-valuenow={password ? level + 1 : 0}
          aria-valuetext={password ? label : undefined}
          className="grid grid-cols-5 gap-1"
        >
          {PASSWORD_STRENGTHS.map((step, index) => (
            <span
              key={step}
              className={`h-1.5 rounded-full transition-colors ${password && index <= level ? BAR[strength] : 'bg-slate-200 dark:bg-slate-700'}`}
            />
          ))}
        </div>
      </div>
      <div>
        <p className="mb-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('password.rulesTitle')}
        </p>
        <ul className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2" data-testid="password-rules">
          {PASSWORD_RULES.map((rule) => {
            const met = checks[rule];
            return (
              <li
                key={rule}
                data-rule={rule}
                data-met={met}
                className={`flex items-center gap-1.5 ${met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {met ? (
                  <Check aria-hidden className="h-3.5 w-3.5 shrink-0" />
                ) : (
                  <Circle aria-hidden className="h-3 w-3 shrink-0" />
                )}
                <span>{t(`password.rules.${rule}`)}</span>
                <span className="sr-only">({met ? t('password.ruleMet') : t('password.ruleMissing')})</span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
