import { afterEach, describe, expect, it } from 'vitest';
import { screen, within, fireEvent } from '@testing-library/react';
import { ok } from '../../test/api';
import { openInvitePage } from './inviteTestSupport';
import { buildEmployer } from '../../test/organisation';

/** A client employer as GetEmployerByEnterpirseID lists it (the poster reads its brand). */
const globex = buildEmployer({
  pk_Employer_ID: 3,
  fk_Enterprise_ID: 7,
  Employer_Name: 'Globex Coffee',
  Employer_Slug: 'globex-coffee',
  Employer_Initials: 'GC',
  Employer_Colour: '#FFFFFF',
  Employer_BackgroundColour: '#00897B',
  Employer_AvatarEnable: true,
  Employer_ImageLink: '/api/Image/7/employer-3-0123456789abcdef.png',
});

async function openPoster() {
  fireEvent.click(screen.getByRole('button', { name: /^QR poster/ }));
  return screen.findByRole('dialog', { name: "We're hiring" });
}

describe('QR poster brand', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the enterprise's initials badge and name when the job has no client employer", async () => {
    await openInvitePage();
    const poster = await openPoster();
    const brand = await within(poster).findByTestId('poster-brand');
    expect(within(brand).getByText('Acme Recruiting')).toBeTruthy();
    expect(within(brand).getByText('AR')).toBeTruthy();
  });

  it("shows the chosen client employer's logo and name (Campaign_Tolerance > 0)", async () => {
    await openInvitePage({
      campaign: { Campaign_Tolerance: 3 },
      routes: [{ method: 'GET', path: '/api/Employer/GetEmployerByEnterpirseID', reply: ok([globex]) }],
    });
    const poster = await openPoster();
    const brand = await within(poster).findByTestId('poster-brand');
    expect(within(brand).getByText('Globex Coffee')).toBeTruthy();
    expect(brand.querySelector('img')?.getAttribute('src')).toBe(globex.Employer_ImageLink);
    expect(within(poster).getByText(/Globex Coffee is looking for a Barista/)).toBeTruthy();
    expect(within(poster).queryByText('Acme Recruiting')).toBeNull();
  });
});
