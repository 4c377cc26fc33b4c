import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fail, ok, signIn, signOutAndRestore, stubApi, TOAST_WAIT, USER } from '../test/account-fixtures';

beforeEach(() => signIn());
afterEach(signOutAndRestore);

const png = (bytes = 64, name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

async function openForm() {
  await renderApp('/profile');
  await userEvent.click(await screen.findByTestId('profile-edit'));
  return screen.getByTestId('profile-form');
}

async function replace(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe('profile page', () => {
  it('shows the user, with the city by name and the member-since month', async () => {
    stubApi({});
    await renderApp('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Rami Haddad');
    expect(screen.getByTestId('profile-detail-email')).toHaveTextContent('rami@example.com');
    expect(screen.getByTestId('profile-detail-city')).toHaveTextContent('Homs');
    expect(screen.getByTestId('profile-detail-phone')).toHaveTextContent('Not added');
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.queryByTestId('premium-badge')).not.toBeInTheDocument();
    const nav = within(screen.getByTestId('account-nav'));
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'My Listings' })).toHaveAttribute('href', '/profile/listings');
    expect(nav.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/profile/password');
    expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(document.title).toBe('My profile · Souqna');
  });

  it('shows the premium badge to a premium member', async () => {
    stubApi({});
    await signOutAndRestore();
    signIn({ ...USER, isPremium: true, premiumUntil: '2027-01-01T00:00:00.000Z' });
    stubApi({});
    await renderApp('/profile');
    expect(screen.getByTestId('premium-badge')).toHaveTextContent('Premium');
  });

  it('sends the text fields and the picture as multipart, then shows the saved profile', async () => {
    const saved = { ...USER, name: 'Rami H.', phone: '+963944123456', city: 'damascus', bio: 'Hello' };
    const api = stubApi({ 'PUT /users/profile': ok(saved) });
    await openForm();
    await replace('Full name', 'Rami H.');
    await replace('Phone', '+963 944 123 456');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'damascus');
    await replace('About you', 'Hello');
    await userEvent.upload(screen.getByTestId('avatar-input'), png());
    expect(screen.getByText('New picture: it is saved with your changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('profile-save'));

    expect(await screen.findByText('Profile updated', {}, TOAST_WAIT)).toBeInTheDocument();
    const [call] = api.calls('PUT', '/users/profile');
    const form = call!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Rami H.',
      username: 'rami',
      phone: '+963 944 123 456',
      bio: 'Hello',
      dateOfBirth: '',
      street: '',
      city: 'damascus',
    });
    const picture = form.get('profilePicture');
    expect(picture).toBeInstanceOf(File);
    expect((picture as File).name).toBe('me.png');
    expect(form.has('removeProfilePicture')).toBe(false);
    // Signed in by the session cookies; no token travels where page scripts could read it.
    expect(call!.credentials).toBe('include');
    expect(call!.headers.get('Authorization')).toBeNull();
    // Back to the summary, which shows what the server answered (and the session now holds).
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Rami H.');
    expect(screen.getByTestId('profile-detail-city')).toHaveTextContent('Damascus');
  });

  it('asks to remove the picture with removeProfilePicture=true', async () => {
    await signOutAndRestore();
    signIn({ ...USER, profilePicture: '/media/avatars/a.webp' });
    const api = stubApi({ 'PUT /users/profile': ok({ ...USER, profilePicture: null }) });
    await openForm();
    await userEvent.click(screen.getByTestId('avatar-remove'));
    expect(screen.getByText('The picture will be removed when you save.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('profile-save'));
    await screen.findByText('Profile updated', {}, TOAST_WAIT);
    const form = api.calls('PUT', '/users/profile')[0]!.body as FormData;
    expect(form.get('removeProfilePicture')).toBe('true');
    expect(form.has('profilePicture')).toBe(false);
  });

  it('refuses a picture of the wrong type or over 5 MB before sending anything', async () => {
    const api = stubApi({ 'PUT /users/profile': ok(USER) });
    await openForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('avatar-input'), png(10, 'anim.gif', 'image/gif'));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent('Choose a JPEG, PNG, WebP or AVIF picture.');
    await user.upload(screen.getByTestId('avatar-input'), png(5 * 1024 * 1024 + 1, 'huge.png'));
    expect(screen.getByTestId('avatar-error')).toHaveTextContent(
      'This picture is too large: the limit is 5 MB.',
    );
    await user.click(screen.getByTestId('profile-save'));
    await screen.findByText('Profile updated', {}, TOAST_WAIT);
    expect((api.calls('PUT', '/users/profile')[0]!.body as FormData).has('profilePicture')).toBe(false);
  });

  it('puts a taken username on the username field', async () => {
    stubApi({ 'PUT /users/profile': fail(409, 'USERNAME_EXISTS') });
    await openForm();
    await replace('Username', 'taken');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Username already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('profile-form')).toBeInTheDocument();
  });

  it('shows the server’s field errors by their key, and a picture it refuses', async () => {
    let answer = fail(400, 'VALIDATION_ERROR', {
      fields: [{ path: 'phone', key: 'invalidPhone', message: 'Invalid phone' }],
    });
    stubApi({ 'PUT /users/profile': () => answer });
    await openForm();
    await replace('Phone', '+963 944 123 456');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');

    answer = fail(415, 'IMAGE_INVALID_TYPE');
    await userEvent.upload(screen.getByTestId('avatar-input'), png());
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(
      'Choose a JPEG, PNG, WebP or AVIF picture.',
    );
  });

  it('checks the fields with the contracts’ rules before sending', async () => {
    const api = stubApi({ 'PUT /users/profile': ok(USER) });
    await openForm();
    await replace('Full name', '');
    await replace('Username', 'No Spaces');
    await userEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(
      screen.getByText('Use 3 to 30 lowercase letters, numbers, dots, dashes or underscores'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/users/profile')).toHaveLength(0);
  });
});
