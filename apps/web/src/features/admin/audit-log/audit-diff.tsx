import { useTranslation } from 'react-i18next';

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };
const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** What an action changed: each field of `before` and `after`, the changed ones marked. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const old = record(before);
  const now = record(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  if (keys.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('auditLog.noChange')}</p>;
  return (
    <table data-testid="audit-diff" dir="ltr" className="w-full text-start font-mono text-xs">
      <thead className="text-slate-500 dark:text-slate-400">
        <tr>
          <th className="p-1 text-start">{t('auditLog.field')}</th>
          <th className="p-1 text-start">{t('auditLog.before')}</th>
          <th className="p-1 text-start">{t('auditLog.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const changed = show(old[key]) !== show(now[key]);
          return (
            <tr
              key={key}
              data-changed={changed}
              className={changed ? 'bg-amber-50 dark:bg-amber-950/40' : ''}
            >
              <td className="p-1 font-semibold">{key}</td>
              <td className="p-1 break-all text-red-800 dark:text-red-300">{show(old[key])}</td>
              <td className="p-1 break-all text-emerald-800 dark:text-emerald-300">{show(now[key])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
