import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LISTING_ACTIONS, localizedName } from '@souqna/contracts';
import { QUERY_MAX_LENGTH } from '../../../features/suggestions';
import { isLanguage } from '../../../shared/lib/i18n';
import { Button } from '../../../shared/ui/button';
import { SelectInput, TextInput } from '../../../shared/ui/field';
import { CategoryOptions, searchUrl, TypeOptions, type CategoryChoice } from '../../layouts/search-options';
import { useCityList } from './use-city-list';

/** Category, type, sale or rent, city and words: the questions a buyer asks first. */
export function HeroSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [subcategory, setSubcategory] = useState('');
  const [listingAction, setListingAction] = useState('');
  const [city, setCity] = useState('');
  const [query, setQuery] = useState('');
  const cities = [...useCityList()].sort((a, b) =>
    localizedName(a.name, language).localeCompare(localizedName(b.name, language), language),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchUrl({ query, category, subcategory, listingAction, city }));
  };

  return (
    <form
      role="search"
      aria-label={t('home.searchLabel')}
      onSubmit={submit}
      data-testid="hero-search"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 text-slate-900 shadow-2xl shadow-brand-950/30 ring-1 ring-black/5 sm:p-5 md:grid-cols-4 xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] xl:items-end dark:bg-slate-900 dark:text-slate-100 dark:ring-white/10"
    >
      <TextInput
        label={t('search.label')}
        type="search"
        enterKeyHint="search"
        data-testid="hero-search-input"
        placeholder={t('search.placeholder')}
        maxLength={QUERY_MAX_LENGTH}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="col-span-2 md:col-span-4 xl:col-span-1"
      />
      <SelectInput
        label={t('search.category')}
        data-testid="hero-search-category"
        value={category}
        onChange={(event) => {
          setCategory(event.target.value as CategoryChoice);
          setSubcategory('');
        }}
      >
        <CategoryOptions />
      </SelectInput>
      <SelectInput
        label={t('search.type')}
        data-testid="hero-search-type"
        value={subcategory}
        disabled={category === 'all'}
        onChange={(event) => setSubcategory(event.target.value)}
      >
        <TypeOptions category={category} />
      </SelectInput>
      <SelectInput
        label={t('search.action')}
        data-testid="hero-search-action"
        value={listingAction}
        onChange={(event) => setListingAction(event.target.value)}
      >
        <option value="">{t('search.anyAction')}</option>
        {LISTING_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`search.actions.${action}`)}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        label={t('search.city')}
        data-testid="hero-search-city"
        value={city}
        onChange={(event) => setCity(event.target.value)}
      >
        <option value="">{t('search.anyCity')}</option>
        {cities.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {localizedName(entry.name, language)}
          </option>
        ))}
      </SelectInput>
      <Button
        type="submit"
        data-testid="hero-search-submit"
        className="col-span-2 md:col-span-4 xl:col-span-1"
      >
        <Search aria-hidden className="h-4 w-4" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
