import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg font-extrabold tracking-tight text-brand-800 dark:text-brand-100">
        {t('brand.name')}
      </span>
    </span>
  );
}
