import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOM_MODEL, OTHER_MAKE, type ListingAction } from '@souqna/contracts';
import { i18n } from '../../../../shared/lib/i18n';
import { defaultDetails } from './detail-defaults';
import { DetailFields, type DetailFieldsProps } from './detail-fields';

beforeAll(() => i18n.loadNamespaces(['listing-fields', 'listing-detail']));
afterEach(() => i18n.changeLanguage('en'));

const query = (name: string) =>
  document.querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${name}"]`);

type Setup = Partial<Pick<DetailFieldsProps, 'mainCategory' | 'subCategory' | 'errors'>> & {
  listingAction?: ListingAction;
  values?: Record<string, unknown>;
};

/** The wizard's side of the contract: values held above, each change applied to the latest. */
function renderFields({
  mainCategory = 'vehicles',
  subCategory = 'CAR',
  listingAction = 'SALE',
  values,
  errors = {},
}: Setup = {}) {
  const onChange = vi.fn();
  let current: Record<string, unknown> = {};
  function Harness(props: { subCategory: string; listingAction: ListingAction }) {
    const [state, setState] = useState(values ?? defaultDetails(mainCategory, subCategory));
    current = state;
    return (
      <DetailFields
        mainCategory={mainCategory}
        subCategory={props.subCategory}
        listingAction={props.listingAction}
        values={state}
        errors={errors}
        onChange={(field, value) => {
          onChange(field, value);
          setState((previous) => ({ ...previous, [field]: value }));
        }}
      />
    );
  }
  const tree = (type: string, action: ListingAction) => (
    <Suspense fallback="loading">
      <Harness subCategory={type} listingAction={action} />
    </Suspense>
  );
  const view = render(tree(subCategory, listingAction));
  return {
    onChange,
    values: () => current,
    rerender: (type: string, action: ListingAction = listingAction) => view.rerender(tree(type, action)),
    /** Whether a control named `name` is drawn. */
    has: (name: string) => query(name) !== null,
    control: (name: string) => {
      const found = query(name);
      if (!found) throw new Error(`No control named ${name}`);
      return found;
    },
  };
}

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

describe('DetailFields', () => {
  it('shows each vehicle type its own extras, and drops them on a change of type', () => {
    const form = renderFields();
    expect(form.has('fuelEfficiency')).toBe(true);
    expect(form.has('wheelType')).toBe(true);
    expect(form.has('loadCapacity')).toBe(false);

    form.rerender('TRUCK');
    expect(form.has('loadCapacity')).toBe(true);
    expect(form.has('cabType')).toBe(true);
    expect(form.has('fuelEfficiency')).toBe(false);

    form.rerender('MOTORCYCLE');
    expect(form.has('engineDisplacement')).toBe(true);
    expect(form.has('doors')).toBe(false);
    expect(form.has('sunroof')).toBe(false);
    expect(form.has('abs')).toBe(true);
  });

  it('asks the required fields first, in an open section, the rest grouped and closed', () => {
    renderFields();
    const essentials = screen.getByTestId('detail-section-essentials');
    for (const name of ['make', 'model', 'year', 'mileage', 'fuelType', 'registrationStatus'])
      expect(essentials.querySelector(`[name="${name}"]`), name).toBeInTheDocument();
    const engine = screen.getByTestId('detail-section-engine');
    expect(engine.tagName).toBe('DETAILS');
    expect(engine).not.toHaveAttribute('open');
    expect(within(engine).getByText('Engine and drive')).toBeInTheDocument();
    expect(engine.querySelector('[name="horsepower"]')).toBeInTheDocument();
    expect(within(screen.getByTestId('detail-section-safety')).getByLabelText('ABS')).toHaveAttribute(
      'type',
      'checkbox',
    );
  });

  it('lists the models of the chosen make and type, and clears the model with a new make', async () => {
    const form = renderFields();
    expect(form.control('model')).toBeDisabled();
    await userEvent.selectOptions(form.control('make'), 'toyota');
    expect(form.onChange).toHaveBeenCalledWith('make', 'toyota');
    const models = optionTexts(form.control('model'));
    expect(models).toContain('Corolla');
    // The Hilux is a Toyota truck, not a car.
    expect(models).not.toContain('Hilux');
    expect(models.at(-1)).toBe('Other model (type it in)');

    await userEvent.selectOptions(form.control('model'), 'corolla');
    await userEvent.selectOptions(form.control('make'), 'honda');
    expect(form.values()).toMatchObject({ make: 'honda', model: '' });
    expect(optionTexts(form.control('model'))).toContain('Civic');
    expect(optionTexts(form.control('model'))).not.toContain('Corolla');

    form.rerender('TRUCK');
    await userEvent.selectOptions(form.control('make'), 'toyota');
    expect(optionTexts(form.control('model'))).toContain('Hilux');
  });

  it('puts the usual makes of the type first', () => {
    const form = renderFields({ subCategory: 'MOTORCYCLE' });
    const usual = form.control('make').querySelector('optgroup[label="Usual makes for this type"]')!;
    expect(within(usual as HTMLElement).getByText('Yamaha')).toBeInTheDocument();
    expect(within(usual as HTMLElement).queryByText('Toyota')).not.toBeInTheDocument();
  });

  it('opens a box for the make and model when "other" is chosen', async () => {
    const form = renderFields();
    expect(form.has('customMake')).toBe(false);
    await userEvent.selectOptions(form.control('make'), OTHER_MAKE);
    expect(form.values()).toMatchObject({ make: OTHER_MAKE, model: CUSTOM_MODEL });
    await userEvent.type(screen.getByLabelText('Make name'), 'Zastava');
    await userEvent.type(screen.getByLabelText('Model name'), 'Yugo');
    expect(form.values()).toMatchObject({ customMake: 'Zastava', customModel: 'Yugo' });
    expect(form.onChange).toHaveBeenLastCalledWith('customModel', 'Yugo');
  });

  it('hands each change on as the API takes it: numbers, enum values, booleans, lists', async () => {
    const form = renderFields();
    const year = form.control('year');
    await userEvent.clear(year);
    await userEvent.type(year, '٢٠١٥');
    expect(form.values().year).toBe(2015);
    // What was typed stays as typed.
    expect(year).toHaveValue('٢٠١٥');
    expect(year).toHaveAttribute('inputmode', 'numeric');

    await userEvent.selectOptions(form.control('fuelType'), 'Diesel');
    expect(form.onChange).toHaveBeenCalledWith('fuelType', 'diesel');
    await userEvent.click(form.control('abs'));
    expect(form.onChange).toHaveBeenCalledWith('abs', true);
    await userEvent.selectOptions(form.control('accidentFree'), 'Yes');
    expect(form.values().accidentFree).toBe(true);
    // A warranty is had or not, and may go unsaid; never a text to make up.
    const warranty = form.control('warranty');
    expect(warranty.tagName).toBe('SELECT');
    expect(warranty).not.toBeRequired();
    expect(optionTexts(warranty)).toEqual(['Not stated', 'Yes', 'No']);
    await userEvent.selectOptions(warranty, 'No');
    expect(form.values().warranty).toBe(false);
    await userEvent.selectOptions(form.control('registrationGovernorate'), 'Aleppo');
    expect(form.values().registrationGovernorate).toBe('aleppo');

    const features = form.control('features');
    await userEvent.type(features, 'Tinted windows{Enter}Roof rack,');
    expect(form.values().features).toEqual(['Tinted windows', 'Roof rack']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Tinted windows' }));
    expect(form.values().features).toEqual(['Roof rack']);
  });

  it('keeps a warranty another client gave in words, until the seller answers yes or no', async () => {
    const form = renderFields({
      values: { ...defaultDetails('vehicles', 'CAR'), warranty: 'Dealer, 12 months' },
    });
    const warranty = form.control('warranty');
    expect(warranty).toHaveValue('Dealer, 12 months');
    expect(optionTexts(warranty)).toEqual(['Not stated', 'Dealer, 12 months', 'Yes', 'No']);
    await userEvent.selectOptions(warranty, 'Yes');
    expect(form.values().warranty).toBe(true);
  });

  it('offers the colours by name as a radio group, stored as the hex the spec keeps', async () => {
    const form = renderFields();
    const colour = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(screen.getByRole('radiogroup', { name: 'Interior colour' })).toBeInTheDocument();
    // Spec section 9's default, black, is the one chosen; no hex code is shown.
    expect(within(colour).getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(colour.textContent).not.toMatch(/#|[0-9a-f]{6}/i);

    await userEvent.click(within(colour).getByRole('radio', { name: 'Red' }));
    expect(form.values().color).toBe('#c02028');
    expect(within(colour).getByRole('radio', { name: 'Red' })).toBeChecked();
    // Arrows move along the group, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    expect(form.values().color).toBe('#6e1428');

    await userEvent.click(within(colour).getByRole('radio', { name: 'Another colour' }));
    const picker = within(colour).getByLabelText('Colour: choose the colour');
    expect(picker).toHaveValue('#6e1428');
    fireEvent.input(picker, { target: { value: '#3a7d44' } });
    expect(form.values().color).toBe('#3a7d44');
    expect(within(colour).getByRole('radio', { name: 'Another colour' })).toBeChecked();
  });

  it('names the colours in Arabic and shows a stored shade off the palette as another colour', async () => {
    await i18n.changeLanguage('ar');
    renderFields({
      values: { ...defaultDetails('vehicles', 'CAR'), color: '#3a7d44', interiorColor: '#ffffff' },
    });
    const colour = screen.getByRole('radiogroup', { name: 'اللون' });
    expect(within(colour).getByRole('radio', { name: 'لون آخر' })).toBeChecked();
    expect(within(colour).getByLabelText('اللون: اختر اللون')).toHaveValue('#3a7d44');
    const interior = screen.getByRole('radiogroup', { name: 'اللون الداخلي' });
    expect(within(interior).getByRole('radio', { name: 'أبيض' })).toBeChecked();
    expect(interior.textContent).not.toContain('ffffff');
  });

  it('shows the unit beside a measured field', () => {
    const form = renderFields();
    const mileage = form.control('mileage');
    const described = mileage.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('km');
  });

  it('shows each error under its field and opens the section that holds it', () => {
    const form = renderFields({ errors: { make: 'Make is required', horsepower: 'Must be at most 100000' } });
    const make = form.control('make');
    expect(make).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(make.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Make is required',
    );
    expect(screen.getByTestId('detail-section-engine')).toHaveAttribute('open');
    expect(form.control('horsepower')).toHaveAccessibleDescription(
      expect.stringContaining('Must be at most 100000'),
    );
    expect(form.control('year')).toHaveAttribute('aria-invalid', 'false');
  });

  it('gives land its own fields, and the rent period only to a rental', () => {
    const form = renderFields({ mainCategory: 'realEstate', subCategory: 'LAND' });
    expect(form.has('size')).toBe(true);
    expect(form.has('isBuildable')).toBe(true);
    expect(form.has('topography')).toBe(true);
    expect(form.has('bedrooms')).toBe(false);
    expect(form.has('rentPeriod')).toBe(false);

    form.rerender('APARTMENT', 'RENT');
    expect(form.has('bedrooms')).toBe(true);
    expect(form.has('floor')).toBe(true);
    expect(form.has('isBuildable')).toBe(false);
    expect(optionTexts(form.control('rentPeriod'))).toContain('Six months up front');
    expect(optionTexts(form.control('titleDeedType'))).toContain('Green title deed (tabu)');
  });

  it('speaks the reader language, make names included', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('listing-fields');
    const form = renderFields();
    expect(optionTexts(form.control('make'))).toContain('تويوتا');
    expect(optionTexts(form.control('fuelType'))).toContain('مازوت');
    expect(screen.getByTestId('detail-fields').textContent).not.toMatch(
      /\b(fields|values|groups|picker|units)\.\w/,
    );
  });

  it('offers Syrian-market choices in Syrian Arabic', async () => {
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('listing-fields');
    const form = renderFields({ mainCategory: 'realEstate', subCategory: 'HOUSE', listingAction: 'RENT' });
    expect(optionTexts(form.control('electricitySupply'))).toContain('اشتراك أمبيرات');
    expect(optionTexts(form.control('paymentTerms'))).toEqual(expect.arrayContaining(['كاش', 'تقسيط']));
    expect(optionTexts(form.control('titleDeedType'))).toContain('طابو أخضر');
    expect(screen.getByTestId('detail-fields').textContent).not.toMatch(
      /\b(fields|values|groups|picker|units)\.\w/,
    );
  });
});
