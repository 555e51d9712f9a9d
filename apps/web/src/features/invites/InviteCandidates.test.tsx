import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { MSG } from '@candid/shared';
import { callsTo, fail, mockApi, ok, okPage } from '../../test/api';
import { renderApp } from '../../test/render';
import { baseRoutes, buildCampaign, buildJob, signIn } from '../../test/session';
import { JOB_LINK, mockClipboard, openInvitePage } from './inviteTestSupport';

describe('Instant invite screen', () => {
  it('shows the job, the intro text, a Back link and five keyboard-reachable methods', async () => {
    await openInvitePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Barista' })).toBeTruthy();
    expect(screen.getByText(MSG.inviteMethodsIntro)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/campaign');
    const methods = within(screen.getByRole('list', { name: 'Ways to invite candidates' }));
    for (const name of ['Upload a CSV', 'Email Invite', 'Text message', 'Copy Link', 'QR poster']) {
      const button = methods.getByRole('button', { name: new RegExp(`^${name}`) });
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect((screen.getByLabelText('Job link') as HTMLInputElement).value).toBe(JOB_LINK);
    expect((screen.getByLabelText('Job link') as HTMLInputElement).readOnly).toBe(true);
  });

  it('without a job id it points to the job list', async () => {
    signIn();
    mockApi(baseRoutes());
    renderApp('/campaign/instant/invite');
    expect(await screen.findByRole('heading', { name: 'Invite candidates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to jobs' }).getAttribute('href')).toBe('/campaign');
  });

  it('an unknown job shows the error with a way back', async () => {
    signIn();
    mockApi([...baseRoutes(), { method: 'GET', path: '/api/Campaign/42', reply: fail(404, 'Not found') }]);
    renderApp('/campaign/instant/invite?id=42');
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText('Not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe('/campaign');
  });

  it("is reached from the job list row's Invite candidates action", async () => {
    signIn();
    mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Campaign', reply: okPage([buildCampaign({ Campaign_Job_Video_Link: JOB_LINK })]) },
      { method: 'GET', path: '/api/Campaign/42', reply: ok(buildJob({ Campaign_Job_Video_Link: JOB_LINK })) },
    ]);
    renderApp('/campaign');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Barista' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Invite candidates' }));
    expect(await screen.findByText(MSG.inviteMethodsIntro)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/campaign/instant/invite');
  });

  it('Copy Link copies the stored link and says so; a refused clipboard says it failed', async () => {
    const writeText = mockClipboard();
    await openInvitePage();
    fireEvent.click(screen.getByRole('button', { name: /^Copy Link/ }));
    expect(await screen.findByText(MSG.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(JOB_LINK);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy job link' }));
    expect(await screen.findByText(MSG.copyFailed)).toBeTruthy();
  });

  it('a job without a stored link stores it first, then copies it', async () => {
    const writeText = mockClipboard();
    const fetchMock = await openInvitePage({
      campaign: { Campaign_Job_Video_Link: null },
      routes: [
        {
          method: 'POST',
          path: '/api/Campaign/SaveInterviewCampaignLink',
          reply: ok(buildJob({ Campaign_Job_Video_Link: 'https://public.test/invite/42/7' })),
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: /^Copy Link/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://public.test/invite/42/7'));
    const calls = callsTo(fetchMock, '/api/Campaign/SaveInterviewCampaignLink');
    expect(calls).toHaveLength(1);
    expect(calls[0][0].searchParams.get('pk_Campaign_ID')).toBe('42');
    await waitFor(() =>
      expect((screen.getByLabelText('Job link') as HTMLInputElement).value).toBe('https://public.test/invite/42/7'),
    );
  });

  it('the QR poster shows the fixed texts, a welcome and a QR code of the job link; Print prints', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await openInvitePage();
    fireEvent.click(screen.getByRole('button', { name: /^QR poster/ }));
    const poster = await screen.findByRole('dialog', { name: "We're hiring" });
    expect(within(poster).getByText('apply via QRCode')).toBeTruthy();
    await waitFor(() => expect(within(poster).getByText(/Acme Recruiting is looking for a Barista/)).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/campaign/instant/invite');

    const qr = within(poster).getByTestId('poster-qr');
    expect(qr.getAttribute('aria-label')).toBe(`QR code for the job link ${JOB_LINK}`);
    // The same modules as a reference QR code of the link, at level M.
    const { container } = render(<QRCodeSVG value={JOB_LINK} level="M" size={512} marginSize={2} />);
    const paths = (svg: Element) => Array.from(svg.querySelectorAll('path')).map((p) => p.getAttribute('d'));
    expect(paths(qr)).toEqual(paths(container.querySelector('svg')!));

    fireEvent.click(within(poster).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(poster).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "We're hiring" })).toBeNull());
    expect(screen.getByText(MSG.inviteMethodsIntro)).toBeTruthy();
  });

  it('the poster can be opened directly (view=poster) and Cancel returns to the methods', async () => {
    await openInvitePage({ path: '/campaign/instant/invite?id=42&view=poster' });
    const poster = await screen.findByRole('dialog', { name: "We're hiring" });
    fireEvent.click(within(poster).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "We're hiring" })).toBeNull());
  });

  it('an ended job cannot be invited to by email, text message or CSV', async () => {
    await openInvitePage({ campaign: { Campaign_EndDate: '2020/01/01' } });
    expect(screen.getByText(/This job has ended/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Email Invite/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Text message/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Upload a CSV/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Copy Link/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a job that opens later can be invited to, and the screen says when it opens', async () => {
    await openInvitePage({ campaign: { Campaign_StartDate: '2099/03/10', Campaign_EndDate: '2099/04/10' } });
    expect(await screen.findByText(MSG.jobOpensLater('10th Mar, 2099'))).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Email Invite/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a job without questions is a draft: the screen asks for questions before inviting', async () => {
    await openInvitePage({ routes: [{ method: 'GET', path: '/api/QuestionGetPerCampaign/Getquestions/42', reply: ok([]) }] });
    expect(await screen.findByText(MSG.jobHasNoQuestions)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add questions' }).getAttribute('href')).toBe('/campaign/edit?id=42');
    expect((screen.getByRole('button', { name: /^Email Invite/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^Upload a CSV/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
