import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/lib/field-errors';
import { formatNumber } from '../../../shared/lib/format';
import { notify } from '../../../shared/lib/toast';
import { Button } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/ui/field';
import { setExchangeRate, useExchangeRates, type ExchangeRateHistory } from '../api/admin-api';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DataTable, type Column } from '../table/data-table';
import { formatInstant } from '../table/format-instant';

type Rate = ExchangeRateHistory['items'][number];

/** `/admin/exchange-rate`: today's USD→SYP rate, and every rate set before it. */
export default function ExchangeRatePage() {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  const history = useExchangeRates();
  const queryClient = useQueryClient();
  const [rate, setRate] = useState('');
  const save = useMutation({
    mutationFn: () => setExchangeRate(Number(rate)),
    onSuccess: () => {
      setRate('');
      notify('success', t('admin:exchangeRate.saved'));
      // The public prices convert with it too.
      void queryClient.invalidateQueries({ queryKey: ['exchange-rate'] });
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  const valid = Number(rate) > 0 && Number.isFinite(Number(rate));
  const columns: Column<Rate>[] = [
    {
      key: 'rate',
      header: t('admin:exchangeRate.rate'),
      cell: (row) => formatNumber(i18n.language, row.rate),
    },
    {
      key: 'at',
      header: t('admin:exchangeRate.effectiveAt'),
      cell: (row) => formatInstant(i18n.language, row.effectiveAt, true),
    },
    { key: 'by', header: t('admin:exchangeRate.setBy'), cell: (row) => row.setBy?.name ?? '—' },
  ];
  return (
    <>
      <AdminPageHeader title={t('admin:nav.exchangeRate')} />
      <form
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) save.mutate();
        }}
      >
        <TextInput
          label={t('admin:exchangeRate.newRate')}
          hint={t('admin:exchangeRate.hint')}
          error={save.error ? translateApiError(t, save.error) : undefined}
          data-testid="exchange-rate-input"
          inputMode="decimal"
          dir="ltr"
          value={rate}
          onChange={(event) => setRate(event.target.value.replace(',', '.'))}
          className="w-64"
        />
        <Button type="submit" data-testid="exchange-rate-save" disabled={!valid || save.isPending}>
          {t('admin:exchangeRate.save')}
        </Button>
      </form>
      <DataTable testId="exchange-rates" rows={history.data?.items} columns={columns} />
    </>
  );
}
