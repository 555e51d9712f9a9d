import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG, type InterviewBuild } from '@candid/shared';
import { fail, mockApi, ok, type MockReply } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { JobCreatedDialog } from './JobCreatedDialog';
import { buildChipLook } from './BuildStatusChip';

const build = (overrides: Partial<InterviewBuild> = {}): InterviewBuild => ({
  state: 'running',
  audioSource: 'provider',
  questionsTotal: 5,
  questionsDone: 2,
  updatedAt: '2025-03-01T00:00:00Z',
  ...overrides,
});

function renderDialog(reply: MockReply | (() => MockReply)) {
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/Campaign/42/InterviewBuild', reply: typeof reply === 'function' ? () => reply() : reply },
  ]);
  const onInvite = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(<JobCreatedDialog open campaignId={42} onClose={onClose} onInvite={onInvite} />);
  return { fetchMock, onInvite, onClose, dialog: screen.getByRole('dialog', { name: 'Job Created' }) };
}

describe('Job Created dialog', () => {
  it('shows the build progress, polls every 2 s, then offers Invite candidates when ready', async () => {
    let calls = 0;
    const { dialog, onInvite, onClose } = renderDialog(() => {
      calls += 1;
      return ok(calls === 1 ? build() : build({ state: 'ready', questionsDone: 5 }));
    });
    expect(await within(dialog).findByText('Preparing question audio: 2 of 5')).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Interview build progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(dialog).getByText(MSG.interviewBuilding)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Invite candidates' })).toBeNull();

    expect(await within(dialog).findByText(MSG.interviewReady)).toBeTruthy();
    expect(calls).toBe(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite candidates' }));
    expect(onInvite).toHaveBeenCalledWith(42);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says the candidate's browser reads the questions when the audio source is the browser", async () => {
    const { dialog } = renderDialog(ok(build({ state: 'ready', audioSource: 'browser', questionsDone: 0, questionsTotal: 0 })));
    expect(await within(dialog).findByText(MSG.interviewBrowserVoice)).toBeTruthy();
    expect(within(dialog).getByText(MSG.interviewReady)).toBeTruthy();
  });

  it('explains a failed build: candidates hear the browser voice', async () => {
    const { dialog } = renderDialog(ok(build({ state: 'failed' })));
    expect(await within(dialog).findByText(MSG.interviewBuildFailed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Invite candidates' })).toBeTruthy();
  });

  it('falls back to the spec wording when the build state cannot be read', async () => {
    const { dialog } = renderDialog(fail(500));
    expect(await within(dialog).findByText(/will be ready in about 5 minutes/)).toBeTruthy();
  });

  it('the job-screen chip names each state', () => {
    expect(buildChipLook(build()).label).toBe('Building interview 2/5');
    expect(buildChipLook(build({ state: 'ready' })).label).toBe('Interview ready');
    expect(buildChipLook(build({ state: 'ready', audioSource: 'browser' })).hint).toBe(MSG.interviewBrowserVoice);
    expect(buildChipLook(build({ state: 'failed' })).label).toBe('Audio failed');
    expect(buildChipLook(build({ state: 'none' })).label).toBe('Interview not built');
  });
});
