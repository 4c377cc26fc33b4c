import { useTranslation } from 'react-i18next';
import { MAIN_CATEGORIES, SUBCATEGORIES, type MainCategory } from '@souqna/contracts';

/** What the top bar and the home hero share: the category choice, its options and the URL. */
export type CategoryChoice = 'all' | MainCategory;

export const isCategory = (value: string | null): value is MainCategory =>
  (MAIN_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The search URL of spec section 2: the query, the category unless all, the type when it belongs
 * to the category, sale or rent and the city when chosen; what is left empty stays out.
 */
export function searchUrl(choice: {
  query: string;
  category: CategoryChoice;
  subcategory: string;
  city?: string;
  listingAction?: string;
}) {
  const params = new URLSearchParams();
  if (choice.query.trim()) params.set('q', choice.query.trim());
  if (choice.category !== 'all') {
    params.set('category', choice.category);
    if ((SUBCATEGORIES[choice.category] as readonly string[]).includes(choice.subcategory))
      params.set('subcategory', choice.subcategory);
  }
  if (choice.listingAction) params.set('listingAction', choice.listingAction);
  if (choice.city) params.set('city', choice.city);
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

export function CategoryOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="all">{t('categories.all')}</option>
      {MAIN_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {t(`categories.${category}`)}
        </option>
      ))}
    </>
  );
}

export function TypeOptions({ category }: { category: CategoryChoice }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('search.anyType')}</option>
      {category !== 'all' &&
        SUBCATEGORIES[category].map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
    </>
  );
}
