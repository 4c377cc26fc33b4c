import { ChevronDown, Search } from 'lucide-react';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QUERY_MAX_LENGTH, Suggestions, useSuggestionBox } from '../../features/suggestions';
import { Button } from '../../shared/ui/button';
import { SelectInput, TextInput } from '../../shared/ui/field';
import { CategoryOptions, isCategory, searchUrl, TypeOptions, type CategoryChoice } from './search-options';

/** The box's state, starting from the current search when the page is the results page. */
function useSearchState() {
  const location = useLocation();
  const [initial] = useState(() => {
    const params = new URLSearchParams(location.pathname === '/search' ? location.search : '');
    const category = params.get('category');
    return {
      query: params.get('q') ?? '',
      category: isCategory(category) ? category : ('all' as CategoryChoice),
      subcategory: params.get('subcategory') ?? '',
    };
  });
  const [query, setQuery] = useState(initial.query);
  const [category, setCategoryState] = useState<CategoryChoice>(initial.category);
  const [subcategory, setSubcategory] = useState(initial.subcategory);
  // A type belongs to one category: changing the category clears it.
  const setCategory = (value: CategoryChoice) => {
    setCategoryState(value);
    setSubcategory('');
  };
  return { query, setQuery, category, setCategory, subcategory, setSubcategory };
}

const GROUP_SELECT =
  'h-full cursor-pointer appearance-none bg-transparent ps-3 pe-8 text-sm font-medium text-slate-700 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-400 dark:text-slate-200 dark:disabled:text-slate-500';

/**
 * The top bar's search: category, type (following the category) and the query. A non-empty query
 * goes to `/search`; `row` is the joined desktop control, `stack` the labelled mobile form.
 */
export function SearchBar({ onSearch, layout = 'row' }: { onSearch?: () => void; layout?: 'row' | 'stack' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useSearchState();
  const { query, category, subcategory } = state;

  const box = useSuggestionBox(query, (href) => {
    void navigate(href);
    onSearch?.();
  });
  const scope = useMemo(
    () => (category === 'all' ? {} : { mainCategory: category, subCategory: subcategory || undefined }),
    [category, subcategory],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    box.close();
    void navigate(searchUrl({ query, category, subcategory }));
    onSearch?.();
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    state.setQuery(value);
    box.onType();
    // Spec section 2: clearing the box is an empty search, so every listing shows again.
    if (!value && query) void navigate(searchUrl({ query: '', category, subcategory }));
  };

  if (layout === 'stack') {
    return (
      <form role="search" aria-label={t('search.label')} onSubmit={submit} className="flex flex-col gap-3">
        <div className="relative">
          <TextInput
            label={t('search.label')}
            type="search"
            enterKeyHint="search"
            data-testid="search-input"
            placeholder={t('search.placeholder')}
            maxLength={QUERY_MAX_LENGTH}
            value={query}
            onChange={type}
            {...box.inputProps}
          />
          <Suggestions box={box} scope={scope} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <SelectInput
            label={t('search.category')}
            data-testid="search-category"
            value={category}
            onChange={(event) => state.setCategory(event.target.value as CategoryChoice)}
          >
            <CategoryOptions />
          </SelectInput>
          <SelectInput
            label={t('search.type')}
            data-testid="search-type"
            value={subcategory}
            disabled={category === 'all'}
            onChange={(event) => state.setSubcategory(event.target.value)}
          >
            <TypeOptions category={category} />
          </SelectInput>
        </div>
        <Button type="submit" className="w-full">
          <Search aria-hidden className="h-4 w-4" />
          {t('search.submit')}
        </Button>
      </form>
    );
  }

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      className="relative flex h-11 w-full min-w-0 items-stretch rounded-xl border border-slate-300 bg-white shadow-sm transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/25 dark:border-slate-600 dark:bg-slate-900"
    >
      <span className="relative shrink-0">
        <select
          aria-label={t('search.category')}
          data-testid="search-category"
          className={`${GROUP_SELECT} rounded-s-xl`}
          value={category}
          onChange={(event) => state.setCategory(event.target.value as CategoryChoice)}
        >
          <CategoryOptions />
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
      </span>
      <span aria-hidden className="my-2 w-px bg-slate-200 dark:bg-slate-700" />
      <span className="relative shrink-0">
        <select
          aria-label={t('search.type')}
          data-testid="search-type"
          className={`${GROUP_SELECT} max-w-40`}
          value={subcategory}
          disabled={category === 'all'}
          onChange={(event) => state.setSubcategory(event.target.value)}
        >
          <TypeOptions category={category} />
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
        />
      </span>
      <span aria-hidden className="my-2 w-px bg-slate-200 dark:bg-slate-700" />
      <input
        type="search"
        enterKeyHint="search"
        aria-label={t('search.label')}
        data-testid="search-input"
        placeholder={t('search.placeholder')}
        maxLength={QUERY_MAX_LENGTH}
        value={query}
        onChange={type}
        {...box.inputProps}
        className="min-w-0 flex-1 bg-transparent px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        data-testid="search-submit"
        className="m-1 flex items-center rounded-lg bg-brand-700 px-3 text-white transition-colors hover:bg-brand-800"
      >
        <Search aria-hidden className="h-4 w-4" />
      </button>
      <Suggestions box={box} scope={scope} />
    </form>
  );
}
