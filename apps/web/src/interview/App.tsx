import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INTERVIEW_DIALOG_DEFAULTS, INTERVIEW_LIMITS } from '@candid/shared/constants';
import { INTERVIEW_MSG } from '@candid/shared/messages';
import { useAttempts } from './attempts';
import { interviewApi, InterviewApiError } from './api';
import { AnnounceContext, EmployerHeader, ProgressBar } from './components/ui';
import { continueStep, initialStep, stepAfterQuestion, type FlowState, type Step } from './flow';
import { answersBeingSaved, savedPercent, useCamera, useOnline, useUploads } from './hooks';
import { adoptLink, clearToken, parseInviteRef, readProgress, saveProgress, saveToken, takeToken, type LocalProgress } from './storage';
import { ClosedStep, LandingStep, NotYetOpenStep } from './steps/LandingStep';
import { InvalidLinkStep, LoadFailedStep, loadProblemOf, type LoadProblem } from './steps/LoadProblemStep';
import { ConsentStep } from './steps/ConsentStep';
import { DeviceStep } from './steps/DeviceStep';
import { DoneStep, FinishStep } from './steps/FinishStep';
import { PracticeStep } from './steps/PracticeStep';
import { QuestionStep } from './steps/QuestionStep';
import { ResumeStep } from './steps/ResumeStep';
import type { ChunkStore } from './upload/chunkStore';
import { openChunkStore } from './upload/openStore';
import { UploadManager } from './upload/uploadManager';
import type { InterviewLanding, InterviewRef, InterviewSession } from './types';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; problem: LoadProblem }
  /** The public link of a job that takes no interviews (410): only the reason. */
  | { state: 'closed'; reason: string }
  | { state: 'ready'; landing: InterviewLanding };

export interface InterviewAppProps {
  /** Where the page is (tests pass their own). */
  location?: Location;
  /** The chunk store (tests pass a memory store). */
  openStore?: () => Promise<{ store: ChunkStore; persistent: boolean }>;
}

/** The candidate app at /invite/{campaignId}/{enterpriseId} (docs/api-interview.md). */
export function InterviewApp({ location = window.location, openStore = openChunkStore }: InterviewAppProps) {
  const refIds = useMemo(() => parseInviteRef(location.pathname, location.search), [location]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [token, setToken] = useState<string | null>(() => (refIds ? takeToken(refIds, location) : null));
  const [session, setSession] = useState<InterviewSession | null>(null);
  const [progress, setProgress] = useState<LocalProgress>(() => (refIds ? readProgress(refIds) : {}));
  const [step, setStep] = useState<Step | null>(null);
  const [manager, setManager] = useState<UploadManager | null>(null);
  const [interrupted, setInterrupted] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [loadCount, setLoadCount] = useState(0);
  const camera = useCamera();
  const online = useOnline();
  const uploads = useUploads(manager);
  const managerRef = useRef<{ token: string; manager: Promise<UploadManager> } | null>(null);

  const announce = useCallback((message: string) => {
    // Clearing first makes a repeated message announced again.
    setAnnouncement('');
    setTimeout(() => setAnnouncement(message), 50);
  }, []);

  const localAnswered = useMemo(
    () =>
      new Set(
        uploads.answers
          .filter((a) => a.state !== 'failed' && (a.recordedBytes > 0 || a.state === 'done'))
          .map((a) => a.questionId),
      ),
    [uploads.answers],
  );

  const flow = useCallback(
    (over: Partial<FlowState> = {}): FlowState => ({
      session: session as InterviewSession,
      progress,
      localAnswered,
      interrupted,
      ...over,
    }),
    [session, progress, localAnswered, interrupted],
  );

  const updateProgress = useCallback(
    (patch: Partial<LocalProgress>) => {
      const next = { ...progress, ...patch };
      setProgress(next);
      if (refIds) saveProgress(refIds, next);
      return next;
    },
    [progress, refIds],
  );

  /** One upload manager per token, created once the store is open. */
  const managerFor = useCallback(
    (ref: InterviewRef, candidateToken: string) => {
      if (managerRef.current?.token !== candidateToken) {
        const created = openStore().then(
          ({ store }) =>
            new UploadManager(store, ref, {
              token: candidateToken,
              endpoint: new URL(INTERVIEW_LIMITS.uploadPath, window.location.origin).toString(),
            }),
        );
        managerRef.current = { token: candidateToken, manager: created };
      }
      return managerRef.current.manager;
    },
    [openStore],
  );

  /** Loads the candidate's session and the answers an earlier page left, then picks the step. */
  const loadSession = useCallback(
    async (ref: InterviewRef, candidateToken: string, justStarted: boolean) => {
      let current: InterviewSession;
      try {
        current = await interviewApi.session(ref, candidateToken);
      } catch (err) {
        if (err instanceof InterviewApiError && (err.status === 401 || err.status === 403 || err.status === 404)) {
          clearToken(ref);
          setToken(null);
          setProgress({});
          setNotice(INTERVIEW_MSG.invalidLink);
          setStep({ name: 'landing' });
          return;
        }
        throw err;
      }
      const uploadManager = await managerFor(ref, candidateToken);
      const restored = await uploadManager.restore();
      const seen = new Set(readProgress(ref).seenInterrupted ?? []);
      const cut = restored
        .filter((r) => r.interrupted && (r.recordedBytes > 0 || r.uploadUrl) && !seen.has(r.questionId))
        .map((r) => r.questionId);
      setManager(uploadManager);
      setInterrupted(cut);
      setSession(current);
      const answeredHere = new Set(
        uploadManager
          .snapshot()
          .answers.filter((a) => a.state !== 'failed')
          .map((a) => a.questionId),
      );
      const state: FlowState = {
        session: current,
        progress: readProgress(ref),
        localAnswered: answeredHere,
        interrupted: cut,
      };
      setStep(justStarted ? continueStep(state) : initialStep(state));
    },
    [managerFor],
  );

  useEffect(() => {
    if (!refIds) {
      setLoad({ state: 'failed', problem: { kind: 'invalid' } });
      return;
    }
    let cancelled = false;
    (async () => {
      try {
        const landing = await interviewApi.landing(refIds, token);
        if (cancelled) return;
        if (landing.link && !refIds.link) adoptLink(refIds, landing.link, location);
        setLoad({ state: 'ready', landing });
        if (token) await loadSession(refIds, token, false);
        else setStep({ name: 'landing' });
      } catch (err) {
        if (cancelled) return;
        const status = err instanceof InterviewApiError ? err.status : 0;
        if (status === 410) {
          setLoad({ state: 'closed', reason: (err as Error).message });
          return;
        }
        setLoad({ state: 'failed', problem: loadProblemOf(err) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // Loaded once per page (and again on "Try again"); a new token arrives through onToken.
  }, [refIds, loadCount]);

  // The connection is back: uploads waiting to retry go now.
  useEffect(() => {
    if (online) manager?.retryNow();
  }, [online, manager]);

  // Leaving with unacknowledged bytes (or mid-recording) asks first.
  const recordingOrUploading = uploads.pending;
  useEffect(() => {
    if (!recordingOrUploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = INTERVIEW_MSG.leaveWarning;
      return INTERVIEW_MSG.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [recordingOrUploading]);

  const onToken = useCallback(
    (newToken: string) => {
      if (!refIds) return;
      saveToken(refIds, newToken);
      setToken(newToken);
      setNotice(null);
      void loadSession(refIds, newToken, true).catch((err: unknown) => setLoad({ state: 'failed', problem: loadProblemOf(err) }));
    },
    [refIds, loadSession],
  );

  const releaseCamera = camera.release;
  // Stable: FinishStep's completion effect depends on it.
  const onCompleted = useCallback(() => {
    setSession((s) => (s ? { ...s, completedAt: new Date().toISOString() } : s));
    setStep({ name: 'done' });
    releaseCamera();
  }, [releaseCamera]);

  const attempts = useAttempts(session);

  const landing = load.state === 'ready' ? load.landing : null;
  // The question on screen shows its own answer's saving; the banner is for the ones before it.
  const onScreen = step?.name === 'question' ? (session?.questions[step.index]?.questionId ?? null) : null;
  const saving = answersBeingSaved(uploads, onScreen);
  const savingPct = savedPercent(saving);

  const body = (() => {
    if (load.state === 'loading' || (landing && !step)) {
      return (
        <p className="loading" role="status">
          {INTERVIEW_MSG.loading}
        </p>
      );
    }
    if (load.state === 'failed') {
      if (load.problem.kind === 'invalid') return <InvalidLinkStep />;
      return (
        <LoadFailedStep
          message={load.problem.message}
          onRetry={() => {
            setLoad({ state: 'loading' });
            setLoadCount((n) => n + 1);
          }}
        />
      );
    }
    if (load.state === 'closed') return <ClosedStep reason={load.reason} />;
    if (!landing || !step || !refIds) return null;
    if (step.name === 'done' || session?.completedAt) {
      return <DoneStep closingText={landing.closingText || INTERVIEW_DIALOG_DEFAULTS.closing} />;
    }
    if (!landing.open && landing.opensOn) return <NotYetOpenStep landing={landing} opensOn={landing.opensOn} />;
    if (!landing.open) return <ClosedStep reason={landing.closedReason} />;
    if (step.name === 'landing' || !session || !token || !manager) {
      return (
        <LandingStep
          landing={landing}
          refIds={refIds}
          hasToken={Boolean(token && session)}
          notice={notice}
          onToken={onToken}
          onStart={() => setStep(continueStep(flow()))}
        />
      );
    }
    switch (step.name) {
      case 'consent':
        return (
          <ConsentStep
            landing={landing}
            session={session}
            refIds={refIds}
            token={token}
            onDone={(next) => {
              setSession(next);
              setStep(continueStep(flow({ session: next })));
            }}
          />
        );
      case 'resume':
        return (
          <ResumeStep
            refIds={refIds}
            token={token}
            resume={session.resume}
            onDone={(resume) => {
              const next = { ...session, resume };
              setSession(next);
              setStep(continueStep(flow({ session: next, progress: updateProgress({ resumeStepDone: true }) })));
            }}
          />
        );
      case 'device':
        return (
          <DeviceStep
            camera={camera}
            onContinue={() => setStep(continueStep(flow({ progress: updateProgress({ deviceChecked: true }) })))}
          />
        );
      case 'practice':
        return (
          <PracticeStep
            camera={camera}
            limitSeconds={landing.settings.untimed ? null : landing.settings.answerTimeLimitSeconds}
            onDone={() => setStep(continueStep(flow({ progress: updateProgress({ practiceDone: true }) })))}
          />
        );
      case 'question': {
        const question = session.questions[step.index];
        if (!question) return null;
        const questionId = question.questionId;
        return (
          <QuestionStep
            key={`q-${step.index}`}
            landing={landing}
            question={question}
            index={step.index}
            total={session.questions.length}
            token={token}
            manager={manager}
            camera={camera}
            attemptsLeft={attempts.left(questionId)}
            interrupted={interrupted.includes(questionId)}
            onAttemptStarted={() => attempts.started(questionId)}
            onAttemptDropped={() => attempts.dropped(questionId)}
            onSeenInterrupted={() => {
              if (!interrupted.includes(questionId)) return;
              setInterrupted((ids) => ids.filter((id) => id !== questionId));
              updateProgress({ seenInterrupted: [...(progress.seenInterrupted ?? []), questionId] });
            }}
            onNext={() => {
              // The answer just recorded counts even if its first bytes are still on the way.
              const answered = new Set(localAnswered);
              if (manager.answersOf(questionId).some((a) => a.state !== 'failed')) answered.add(questionId);
              const rest = interrupted.filter((id) => id !== questionId);
              setStep(stepAfterQuestion(flow({ localAnswered: answered, interrupted: rest }), step.index));
            }}
          />
        );
      }
      case 'finish':
        return (
          <FinishStep
            session={session}
            refIds={refIds}
            token={token}
            manager={manager}
            localAnswered={localAnswered}
            attemptsLeft={attempts.left}
            onCompleted={onCompleted}
            onRecord={(index) => setStep({ name: 'question', index })}
          />
        );
      default:
        return null;
    }
  })();

  return (
    <AnnounceContext.Provider value={announce}>
      <div className="shell">
        {landing ? <EmployerHeader landing={landing} /> : null}
        {!online ? (
          <div className="banner banner--offline" role="status">
            {INTERVIEW_MSG.offline}
          </div>
        ) : null}
        {saving.length > 0 && step?.name !== 'finish' ? (
          <div className="banner banner--upload">
            <span role="status">
              {INTERVIEW_MSG.savingAnswers} <span aria-hidden="true">{savingPct}%</span>
            </span>
            <ProgressBar label={INTERVIEW_MSG.overallUpload} value={savingPct} />
          </div>
        ) : null}
        <main className="main" key={step ? `${step.name}-${step.name === 'question' ? step.index : ''}` : 'none'}>
          {body}
        </main>
        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </div>
    </AnnounceContext.Provider>
  );
}
