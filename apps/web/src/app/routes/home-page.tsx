import { Building2, Car } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CITIES,
  localizedName,
  PROPERTY_TYPES,
  SUBCATEGORIES,
  VEHICLE_TYPES,
  type Language,
  type MainCategory,
} from '@souqna/contracts';
import { Button } from '../../shared/ui/button';
import { SelectInput, TextInput } from '../../shared/ui/field';

function HeroSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<'all' | MainCategory>('all');
  const [subcategory, setSubcategory] = useState('');
  const [city, setCity] = useState('');
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (category !== 'all') params.set('category', category);
    if (category !== 'all' && subcategory) params.set('subcategory', subcategory);
    if (city) params.set('location', city);
    void navigate(`/search?${params.toString()}`);
  };

  return (
    <form
      onSubmit={submit}
      data-testid="hero-search"
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-xl sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end dark:bg-slate-900"
    >
      <SelectInput
        label={t('search.category')}
        value={category}
        onChange={(event) => {
          setCategory(event.target.value as 'all' | MainCategory);
          setSubcategory('');
        }}
      >
        <option value="all">{t('categories.all')}</option>
        <option value="vehicles">{t('categories.vehicles')}</option>
        <option value="realEstate">{t('categories.realEstate')}</option>
      </SelectInput>
      <SelectInput
        label={t('search.type')}
        value={subcategory}
        disabled={category === 'all'}
        onChange={(event) => setSubcategory(event.target.value)}
      >
        <option value="">{t('search.anyType')}</option>
        {category !== 'all' &&
          SUBCATEGORIES[category].map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
      </SelectInput>
      <SelectInput label={t('search.city')} value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="">{t('search.anyCity')}</option>
        {CITIES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {localizedName(entry.name, i18n.language as Language)}
          </option>
        ))}
      </SelectInput>
      <TextInput
        label={t('search.label')}
        type="search"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" className="h-[38px]">
        {t('search.submit')}
      </Button>
    </form>
  );
}

function CategoryTile({ category }: { category: MainCategory }) {
  const { t } = useTranslation();
  const Icon = category === 'vehicles' ? Car : Building2;
  const types = category === 'vehicles' ? VEHICLE_TYPES : PROPERTY_TYPES;
  const base = category === 'vehicles' ? '/vehicles' : '/realestate';
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <Link to={base} className="flex items-center gap-3 text-xl font-bold hover:text-brand-700">
        <span className="rounded-xl bg-brand-50 p-3 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        {t(`categories.${category}`)}
      </Link>
      <ul className="flex flex-wrap gap-2">
        {types.map((type) => (
          <li key={type}>
            <Link
              to={`${base}?subCategory=${type}`}
              className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm hover:border-brand-600 hover:text-brand-700 dark:border-slate-700"
            >
              {t(`types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-4 pb-16 pt-12 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6">
          <h1 className="max-w-2xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('home.title')}</h1>
          <p className="max-w-2xl text-lg text-brand-50">{t('home.subtitle')}</p>
          <div className="text-slate-900 dark:text-slate-100">
            <HeroSearch />
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        <CategoryTile category="vehicles" />
        <CategoryTile category="realEstate" />
      </div>
    </>
  );
}
