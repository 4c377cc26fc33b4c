import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fail, ok, PUBLIC_PROFILE, signIn, signOutAndRestore, stubApi, USER } from '../test/account-fixtures';

afterEach(signOutAndRestore);

const PATH = `/users/public-profile/${PUBLIC_PROFILE.id}`;

describe('public profile', () => {
  it('shows what the answer carries, and nothing it does not', async () => {
    const api = stubApi({ [`GET ${PATH}`]: ok(PUBLIC_PROFILE) });
    await renderApp(`/users/${PUBLIC_PROFILE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sham Motors' })).toBeInTheDocument();
    expect(screen.getByText('@shammotors')).toBeInTheDocument();
    expect(screen.getByTestId('public-profile-bio')).toHaveTextContent('Used-car dealer in Damascus');
    expect(screen.getByTestId('public-profile-city')).toHaveTextContent('Damascus');
    expect(screen.getByText('May 2024')).toBeInTheDocument();
    expect(screen.getByTestId('public-profile-phone')).toHaveAttribute('href', 'tel:+963116112040');
    expect(screen.queryByTestId('public-profile-email')).not.toBeInTheDocument();
    expect(screen.queryByTestId('public-profile-private')).not.toBeInTheDocument();
    expect(document.title).toBe('Member profile · Souqna');
    // Public: no token goes with it for a visitor.
    expect(api.calls('GET', PATH)[0]!.headers.get('Authorization')).toBeNull();
  });

  it('shows only the name and picture of a private profile, and says it is private', async () => {
    stubApi({
      [`GET ${PATH}`]: ok({
        id: PUBLIC_PROFILE.id,
        name: 'Hidden Person',
        profilePicture: null,
        privateProfile: true,
      }),
    });
    await renderApp(`/profile/${PUBLIC_PROFILE.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hidden Person' })).toBeInTheDocument();
    expect(screen.getByTestId('public-profile-private')).toHaveTextContent('This profile is private');
    expect(screen.getByRole('img', { name: 'Profile picture of Hidden Person' })).toHaveTextContent('H');
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('public-profile-city')).not.toBeInTheDocument();
  });

  it('shows the email when its owner shows it', async () => {
    stubApi({ [`GET ${PATH}`]: ok({ ...PUBLIC_PROFILE, email: 'sales@shammotors.example' }) });
    await renderApp(`/users/${PUBLIC_PROFILE.id}`);
    expect(await screen.findByTestId('public-profile-email')).toHaveAttribute(
      'href',
      'mailto:sales@shammotors.example',
    );
  });

  it('says so when there is no such member', async () => {
    stubApi({ [`GET ${PATH}`]: fail(404, 'USER_NOT_FOUND') });
    await renderApp(`/users/${PUBLIC_PROFILE.id}`);
    expect(await screen.findByTestId('public-profile-not-found')).toHaveTextContent('Profile not found');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats an id that cannot be one as not found', async () => {
    stubApi({ 'GET /users/public-profile/not-a-uuid': fail(400, 'VALIDATION_ERROR') });
    await renderApp('/users/not-a-uuid');
    expect(await screen.findByTestId('public-profile-not-found')).toBeInTheDocument();
  });

  it('tells the owner this is how others see them', async () => {
    signIn(USER);
    stubApi({ [`GET ${PATH}`]: ok(PUBLIC_PROFILE) });
    await renderApp(`/users/${USER.id}`);
    expect(await screen.findByText('This is how other people see your profile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/profile');
  });
});
