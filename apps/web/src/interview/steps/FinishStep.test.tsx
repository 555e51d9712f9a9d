import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { FakeTusServer } from '../test/fakeTusServer';
import { buildQuestion, buildSession, uploadedAttempt } from '../test/fixtures';
import { MemoryChunkStore } from '../upload/chunkStore';
import { UploadManager } from '../upload/uploadManager';
import { FinishStep } from './FinishStep';
import { t } from '../i18n';

const REF = { campaignId: 5, enterpriseId: 7 };
const COMPLETE = '/api/interview/5/7/complete';
const managers: UploadManager[] = [];

function setup(server: FakeTusServer) {
  const manager = new UploadManager(new MemoryChunkStore(), REF, {
    token: 'tok',
    endpoint: 'http://localhost/api/uploads/answers',
    chunkSize: 64,
    retryDelays: [0, 5],
    restartDelayMs: 5,
    httpStack: server,
  });
  managers.push(manager);
  return manager;
}

afterEach(() => {
  for (const m of managers.splice(0)) m.stopAll();
});

const session = buildSession({
  consentAt: '2025-01-01T00:00:00Z',
  questions: [buildQuestion(1, { attempts: [uploadedAttempt()] }), buildQuestion(2)],
});

function renderFinish(manager: UploadManager, onCompleted: () => void = () => undefined, onRecord = (_i: number) => undefined) {
  return render(
    <FinishStep
      session={session}
      refIds={REF}
      token="tok"
      manager={manager}
      localAnswered={new Set([2])}
      attemptsLeft={() => 1}
      onCompleted={onCompleted}
      onRecord={onRecord}
    />,
  );
}

describe('finishing the interview', () => {
  it('waits for every upload before POST complete, and only then reports completion', async () => {
    const server = new FakeTusServer();
    let online = false;
    server.intercept = () => (online ? undefined : 'network');
    const manager = setup(server);
    const source = await manager.begin(2, 'video/webm');
    await source.append(new Uint8Array(300).buffer);
    await source.finish();
    const fetchMock = mockApi([{ method: 'POST', path: COMPLETE, reply: ok({ completedAt: '2025-01-01T00:10:00.000Z' }) }]);
    let completed = false;
    renderFinish(manager, () => {
      completed = true;
    });
    expect(await screen.findByText(t('savingOverall', { pct: 0 }))).toBeTruthy();
    // The upload has failed and waits to retry, and the step has rendered that state: an upload
    // that is not going on at this moment still holds the interview back.
    expect(await screen.findByText(t('answerWaiting'))).toBeTruthy();
    expect(server.log.length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, COMPLETE)).toHaveLength(0);
    expect(completed).toBe(false);

    online = true;
    manager.retryNow();
    await waitFor(() => expect(completed).toBe(true));
    expect(callsTo(fetchMock, COMPLETE)).toHaveLength(1);
    expect(server.bytesOf('1')).toHaveLength(300);
  });

  it('a 409 names the questions to record again', async () => {
    const manager = setup(new FakeTusServer());
    mockApi([{ method: 'POST', path: COMPLETE, reply: fail(409, 'Missing answers', { questions: ['2'] }) }]);
    const recorded: number[] = [];
    renderFinish(manager, undefined, (i) => {
      recorded.push(i);
    });
    const button = await screen.findByRole('button', { name: t('recordMissing', { n: 2 }) });
    expect(screen.getByText(t('finishMissing'))).toBeTruthy();
    button.click();
    expect(recorded).toEqual([1]);
  });
});
