import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUBCATEGORIES, type MainCategory } from '@souqna/contracts';

type CategoryChoice = 'all' | MainCategory;

/** Builds the search URL of spec section 2: category omitted for all, subcategory when chosen. */
export function searchUrl(query: string, category: CategoryChoice, subcategory: string) {
  const params = new URLSearchParams({ q: query.trim() });
  if (category !== 'all') {
    params.set('category', category);
    if (subcategory) params.set('subcategory', subcategory);
  }
  return `/search?${params.toString()}`;
}

const SELECT =
  'rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-700 dark:bg-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40';

export function SearchBar({ onSearch, layout = 'row' }: { onSearch?: () => void; layout?: 'row' | 'stack' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [subcategory, setSubcategory] = useState('');
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    void navigate(searchUrl(query, category, subcategory));
    onSearch?.();
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={layout === 'row' ? 'flex min-w-0 flex-1 items-center gap-2' : 'flex flex-col gap-2'}
    >
      <select
        aria-label={t('search.category')}
        data-testid="search-category"
        className={SELECT}
        value={category}
        onChange={(event) => {
          setCategory(event.target.value as CategoryChoice);
          setSubcategory('');
        }}
      >
        <option value="all">{t('categories.all')}</option>
        <option value="vehicles">{t('categories.vehicles')}</option>
        <option value="realEstate">{t('categories.realEstate')}</option>
      </select>
      <select
        aria-label={t('search.type')}
        data-testid="search-type"
        className={SELECT}
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
      </select>
      <div className="relative min-w-0 flex-1">
        <input
          type="search"
          aria-label={t('search.label')}
          data-testid="search-input"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={`${SELECT} w-full pe-10`}
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="absolute inset-y-0 end-0 flex items-center px-3 text-slate-500 hover:text-brand-700"
        >
          <Search aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </form>
  );
}
