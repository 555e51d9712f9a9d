import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type JobBoardPosting, type JobBoardsOfJob } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signIn } from '../../test/session';
import { JobBoardsCard } from './JobBoardsCard';

const posting = (board: 'seek' | 'idibu', patch: Partial<JobBoardPosting> = {}): JobBoardPosting => ({
  Board: board,
  BoardName: board === 'seek' ? 'SEEK' : 'idibu',
  Available: true,
  Configured: true,
  State: 'not_published',
  Action: null,
  ExternalId: null,
  Url: null,
  Error: null,
  SubCategoryId: null,
  PlaceId: null,
  CategoryCode: null,
  LocationText: null,
  UpdatedAt: null,
  ...patch,
});
const ofJob = (postings: JobBoardPosting[]): JobBoardsOfJob => ({ Postings: postings, DefaultSubCategoryId: 1806, DefaultPlaceId: 7281840, DefaultLocationText: 'Parramatta NSW, Australia' });

function open(postings: JobBoardPosting[], props: { canPublish?: boolean; canConfigure?: boolean } = {}, act = () => ok(posting('seek', { State: 'publishing', Action: 'publish' }), 202)) {
  signIn();
  const fetchMock = mockApi([
    { method: 'GET', path: '/api/Campaign/5/JobBoards', reply: ok(ofJob(postings)) },
    { method: 'POST', path: /^\/api\/Campaign\/5\/JobBoards\/\w+\/\w+$/, reply: act },
    { method: 'GET', path: '/api/SeekJob', reply: ok([{ catId: 18, name: 'Information & Communication Technology', sectionCode: 'ict', subCategories: {} }]) },
    { method: 'GET', path: '/api/SeekJob/GetJobCategory', reply: ok([{ JobSubCategoryId: 1806, JobSubCategoryName: 'Developers/Programmers', JobId: 18, JobBoardCode: '6287' }]) },
  ]);
  renderWithProviders(<JobBoardsCard campaignId={5} enterpriseId={9} canPublish={props.canPublish ?? true} canConfigure={props.canConfigure ?? true} />, '/campaign/edit?id=5');
  return fetchMock;
}
const card = () => screen.findByRole('region', { name: 'Job boards' });

describe('JobBoardsCard', () => {
  it('shows each board’s state, id and link, and publishes with the job’s category and place', async () => {
    const fetchMock = open([posting('seek', { State: 'live', ExternalId: 'seek-pp-1', Url: 'http://127.0.0.1:1/job/seek-pp-1' }), posting('idibu')]);
    const c = await card();
    const seek = await within(c).findByRole('listitem', { name: 'SEEK' });
    expect(within(seek).getByText('Live')).toBeTruthy();
    expect(within(seek).getByText('Board id seek-pp-1')).toBeTruthy();
    expect(within(seek).getByRole('link', { name: 'View on SEEK' }).getAttribute('href')).toBe('http://127.0.0.1:1/job/seek-pp-1');
    expect(within(seek).getByRole('button', { name: 'Close on SEEK' })).toBeTruthy();
    fireEvent.click(within(c).getByRole('button', { name: 'Publish to idibu' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/5/JobBoards/idibu/publish')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/api/Campaign/5/JobBoards/idibu/publish')[0];
    expect(JSON.parse(String(init.body))).toEqual({ SubCategoryId: 1806, PlaceId: 7281840 });
  });

  it('shows a failure in the board’s words, and the server’s reason when a request is refused', async () => {
    open([posting('seek', { State: 'failed', Error: 'SEEK: positionTitle is required' }), posting('idibu')], {}, () =>
      fail(400, MSG.jobBoardChooseCategory, { SubCategoryId: [MSG.jobBoardChooseCategory] }),
    );
    const c = await card();
    expect(await within(c).findByText('SEEK: positionTitle is required')).toBeTruthy();
    fireEvent.click(within(c).getByRole('button', { name: 'Publish to SEEK' }));
    expect(await screen.findByText(MSG.jobBoardChooseCategory)).toBeTruthy();
  });

  it('says what to configure, with a link for those who may, and offers Hiring Managers no buttons', async () => {
    open([posting('seek', { Configured: false }), posting('idibu', { Configured: false })]);
    const c = await card();
    expect(await within(c).findByText(MSG.jobBoardNoneSetUp, { exact: false })).toBeTruthy();
    expect(within(c).getByRole('link', { name: 'Set up job boards' }).getAttribute('href')).toBe('/company/job-boards');
    expect(within(c).queryByRole('button', { name: /Publish/ })).toBeNull();
  });

  it('offers a Hiring Manager the state only', async () => {
    open([posting('seek', { State: 'live', ExternalId: 'seek-pp-2' }), posting('idibu')], { canPublish: false, canConfigure: false });
    const c = await card();
    expect(await within(c).findByText('Live')).toBeTruthy();
    expect(within(c).queryAllByRole('button')).toHaveLength(0);
  });
});
