import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react';
import type { CandidateLocale } from '@candid/shared/locales';
import { INTERVIEW_DIALOG_DEFAULTS } from '@candid/shared/constants';
import { AnswerSaver } from './answers';
import { useAttempts } from './attempts';
import { answerUploadEndpoint, interviewApi, InterviewApiError } from './api';
import { AnnounceContext, EmployerHeader, ProgressBar } from './components/ui';
import { initialInterviewState, interviewReducer, type InterviewAction } from './flow';
import { answersBeingSaved, savedPercent, useCamera, useOnline, useUploads } from './hooks';
import { adoptLink, chosenLanguage, clearToken, parseInviteRef, readProgress, rememberLanguage, saveProgress, saveToken, takeToken } from './storage';
import { AnswerStep, ScreeningEndStep, ScreeningGateStep } from './steps/AnswerStep';
import { useScreeningGate } from './screeningGate';
import { ClosedStep, LandingStep, NotYetOpenStep } from './steps/LandingStep';
import { InvalidLinkStep, LoadFailedStep, loadProblemOf } from './steps/LoadProblemStep';
import { ConsentStep } from './steps/ConsentStep';
import { DeviceStep } from './steps/DeviceStep';
import { DoneStep, FinishStep } from './steps/FinishStep';
import { PracticeStep } from './steps/PracticeStep';
import { QuestionStep } from './steps/QuestionStep';
import { ResumeStep } from './steps/ResumeStep';
import { FormStep } from './steps/FormStep';
import type { ChunkStore } from './upload/chunkStore';
import { openChunkStore } from './upload/openStore';
import { UploadManager } from './upload/uploadManager';
import { isRecorded, type InterviewRef, type InterviewSession } from './types';
import { dialogText, hasLanguage, switchLanguage, t } from './i18n';

export interface InterviewAppProps {
  /** Where the page is (tests pass their own). */
  location?: Location;
  /** The chunk store (tests pass a memory store). */
  openStore?: () => Promise<{ store: ChunkStore; persistent: boolean }>;
}

const noSubscribe = () => () => undefined;
const zero = () => 0;

/** The candidate app at /invite/{campaignId}/{enterpriseId} (docs/api-interview.md). */
export function InterviewApp({ location = window.location, openStore = openChunkStore }: InterviewAppProps) {
  const refIds = useMemo(() => parseInviteRef(location.pathname, location.search), [location]);
  const [state, dispatch] = useReducer(interviewReducer, refIds, (ref) =>
    initialInterviewState(ref ? takeToken(ref, location) : null, ref ? readProgress(ref) : {}),
  );
  const { load, token, session, step, manager, interrupted, notice, announcement, loadCount } = state;
  // The camera only when something is answered on video: an interview of audio answers asks for the microphone alone.
  const camera = useCamera(!session || session.questions.some((q) => q.kind === 'video'));
  const online = useOnline();
  const uploads = useUploads(manager);
  const managerRef = useRef<{ token: string; manager: Promise<UploadManager> } | null>(null);

  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((message: string) => {
    // Clearing first makes a repeated message announced again.
    dispatch({ type: 'announced', message: '' });
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => dispatch({ type: 'announced', message }), 50);
  }, []);
  // A message still pending when the app goes away is dropped, not dispatched into nothing.
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  // Written, chosen, number, date and file answers (issue 29): one saver per candidate token,
  // made as the token arrives so that the session's first step knows the answers it holds.
  const saverRef = useRef<{ token: string; saver: AnswerSaver } | null>(null);
  const saverFor = useCallback((ref: InterviewRef, candidateToken: string) => {
    if (saverRef.current?.token !== candidateToken) {
      saverRef.current?.saver.dispose();
      saverRef.current = {
        token: candidateToken,
        saver: new AnswerSaver(ref, candidateToken, {
          saved: (reply) => dispatch({ type: 'answerSaved', reply }),
          ended: () => dispatch({ type: 'screeningEnded' }),
        }),
      };
    }
    return saverRef.current.saver;
  }, []);
  useEffect(() => () => saverRef.current?.saver.dispose(), []);
  const saver = refIds && token ? saverFor(refIds, token) : null;
  const answersVersion = useSyncExternalStore(saver?.subscribe ?? noSubscribe, saver?.getVersion ?? zero);

  const localAnswered = useMemo(
    () =>
      new Set([
        ...uploads.answers
          .filter((a) => a.state !== 'failed' && (a.recordedBytes > 0 || a.state === 'done'))
          .map((a) => a.questionId),
        ...(saver?.answered() ?? []),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- answersVersion changes with every answer the saver holds
    [uploads.answers, saver, answersVersion],
  );

  /** Dispatches a step's action and stores the progress it leads to, so a reload skips those steps. */
  const act = (action: InterviewAction) => {
    const next = interviewReducer(state, action);
    if (refIds && next.progress !== state.progress) saveProgress(refIds, next.progress);
    dispatch(action);
  };

  /** One upload manager per token, created once the store is open. */
  const managerFor = useCallback(
    (ref: InterviewRef, candidateToken: string) => {
      if (managerRef.current?.token !== candidateToken) {
        const created = openStore().then(
          ({ store }) =>
            new UploadManager(store, ref, {
              token: candidateToken,
              endpoint: answerUploadEndpoint(window.location.origin),
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
          dispatch({ type: 'tokenRejected' });
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
      const answeredHere = new Set([
        ...uploadManager
          .snapshot()
          .answers.filter((a) => a.state !== 'failed')
          .map((a) => a.questionId),
        ...saverFor(ref, candidateToken).answered(),
      ]);
      dispatch({
        type: 'sessionLoaded',
        session: current,
        manager: uploadManager,
        interrupted: cut,
        localAnswered: answeredHere,
        justStarted,
      });
    },
    [managerFor, saverFor],
  );

  useEffect(() => {
    if (!refIds) {
      dispatch({ type: 'loadFailed', problem: { kind: 'invalid' } });
      return;
    }
    let cancelled = false;
    (async () => {
      try {
        const landing = await interviewApi.landing(refIds, token);
        // The job's language, unless the candidate chose another on this device (issue 32).
        await switchLanguage(chosenLanguage() ?? landing.language);
        if (cancelled) return;
        if (landing.link && !refIds.link) adoptLink(refIds, landing.link, location);
        dispatch({ type: 'landingLoaded', landing });
        if (token) await loadSession(refIds, token, false);
      } catch (err) {
        // No job to take the language from: the candidate's choice, else their browser's.
        if (!hasLanguage()) await switchLanguage(chosenLanguage() ?? navigator.language).catch(() => undefined);
        if (cancelled) return;
        const status = err instanceof InterviewApiError ? err.status : 0;
        if (status === 410) {
          dispatch({ type: 'closed', reason: (err as InterviewApiError).sent });
          return;
        }
        dispatch({ type: 'loadFailed', problem: loadProblemOf(err) });
      }
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per page and again on "Try again" (loadCount); a new token arrives through onToken
  }, [refIds, loadCount]);

  // The connection is back: uploads waiting to retry go now.
  useEffect(() => {
    if (!online) return;
    manager?.retryNow();
    saver?.retryNow();
  }, [online, manager, saver]);

  // Leaving with unacknowledged bytes (or mid-recording) asks first.
  const recordingOrUploading = uploads.pending || Boolean(saver?.pending);
  useEffect(() => {
    if (!recordingOrUploading) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('leaveWarning');
      return t('leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [recordingOrUploading]);

  const onToken = useCallback(
    (newToken: string) => {
      if (!refIds) return;
      saveToken(refIds, newToken);
      dispatch({ type: 'tokenReceived', token: newToken });
      void loadSession(refIds, newToken, true).catch((err: unknown) => dispatch({ type: 'loadFailed', problem: loadProblemOf(err) }));
    },
    [refIds, loadSession],
  );

  // The candidate's own choice of language: kept on this device, and the page redrawn in it.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const onLanguage = useCallback((locale: CandidateLocale) => {
    rememberLanguage(locale);
    void switchLanguage(locale).then(redraw, () => undefined);
  }, []);

  const releaseCamera = camera.release;
  // Stable: FinishStep's completion effect depends on it.
  const onCompleted = useCallback(() => {
    dispatch({ type: 'completed', at: new Date().toISOString() });
    releaseCamera();
  }, [releaseCamera]);

  const attempts = useAttempts(session);
  const onScreeningSettled = useCallback((screening: InterviewSession['screening']) => dispatch({ type: 'screeningSettled', screening }), []);
  const gate = useScreeningGate({ refIds, token, session, step, saver, onSettled: onScreeningSettled });

  const landing = load.state === 'ready' ? load.landing : null;
  // The question on screen shows its own answer's saving; the banner is for the ones before it.
  const onScreen = step?.name === 'question' ? (session?.questions[step.index]?.questionId ?? null) : null;
  const saving = answersBeingSaved(uploads, onScreen);
  const savingPct = savedPercent(saving);

  const body = (() => {
    if (load.state === 'loading' || (landing && !step)) {
      // Before its language has loaded, the page waits without words.
      return (
        <p className="loading" role="status" aria-busy="true">
          {hasLanguage() ? t('loading') : null}
        </p>
      );
    }
    if (load.state === 'failed') {
      if (load.problem.kind === 'invalid') return <InvalidLinkStep />;
      return (
        <LoadFailedStep
          message={load.problem.message}
          onRetry={() => dispatch({ type: 'retryLoad' })}
        />
      );
    }
    if (load.state === 'closed') return <ClosedStep reason={load.reason} />;
    if (!landing || !step || !refIds) return null;
    // An interview ended on screening is complete too: its own page, with the recruiter's message.
    if (session?.screening.ended) return <ScreeningEndStep message={session.screening.message} />;
    if (step.name === 'done' || session?.completedAt) {
      return (
        <DoneStep
          closingText={dialogText(landing.closingText || INTERVIEW_DIALOG_DEFAULTS.closing, 'closing')}
          rating={refIds && token ? { refIds, token, given: Boolean(session?.experience) } : null}
        />
      );
    }
    if (!landing.open && landing.opensOn) return <NotYetOpenStep landing={landing} opensOn={landing.opensOn} />;
    if (!landing.open) return <ClosedStep reason={landing.closedReason} />;
    // Past the screening questions only once the server has had its say (issue 29).
    if (gate.state !== 'open') return <ScreeningGateStep gate={gate} />;
    if (step.name === 'landing' || !session || !token || !manager) {
      return (
        <LandingStep
          landing={landing}
          refIds={refIds}
          token={token && session ? token : null}
          notice={notice}
          onToken={onToken}
          onStart={() => act({ type: 'started', localAnswered })}
          onLanguage={onLanguage}
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
            onDone={(next) => act({ type: 'consented', session: next, localAnswered })}
          />
        );
      case 'form':
        return <FormStep refIds={refIds} token={token} onDone={(submittedAt) => act({ type: 'formSubmitted', submittedAt, localAnswered })} />;
      case 'resume':
        return (
          <ResumeStep
            refIds={refIds}
            token={token}
            resume={session.resume}
            onDone={(resume) => act({ type: 'resumeDone', resume, localAnswered })}
          />
        );
      case 'device':
        return (
          <DeviceStep
            camera={camera}
            onContinue={() => act({ type: 'deviceChecked', localAnswered })}
          />
        );
      case 'practice':
        return (
          <PracticeStep
            camera={camera}
            limitSeconds={landing.settings.untimed ? null : landing.settings.answerTimeLimitSeconds}
            onDone={() => act({ type: 'practiceDone', localAnswered })}
          />
        );
      case 'question': {
        const question = session.questions[step.index];
        if (!question) return null;
        const questionId = question.questionId;
        if (!isRecorded(question) && saver) {
          return (
            <AnswerStep
              key={`q-${step.index}`}
              question={question}
              index={step.index}
              total={session.questions.length}
              saver={saver}
              onNext={() => act({ type: 'questionDone', index: step.index, localAnswered })}
            />
          );
        }
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
            onSeenInterrupted={() => act({ type: 'interruptedSeen', questionId })}
            onNext={() => {
              // The answer just recorded counts even if its first bytes are still on the way.
              const answered = new Set(localAnswered);
              if (manager.answersOf(questionId).some((a) => a.state !== 'failed')) answered.add(questionId);
              act({ type: 'questionDone', index: step.index, localAnswered: answered });
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
            onRecord={(index) => dispatch({ type: 'recordQuestion', index })}
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
            {t('offline')}
          </div>
        ) : null}
        {saving.length > 0 && step?.name !== 'finish' ? (
          <div className="banner banner--upload">
            <span role="status">
              {t('savingAnswers')} <span aria-hidden="true">{savingPct}%</span>
            </span>
            <ProgressBar label={t('overallUpload')} value={savingPct} />
          </div>
        ) : null}
        <main className="main" key={step ? `${step.name}-${step.name === 'question' ? step.index : ''}` : 'none'}>
          {body}
        </main>
        {hasLanguage() ? (
          <footer className="footer">
            <a href="/accessibility" target="_blank" rel="noopener">
              {t('accessibilityStatement')}
            </a>
          </footer>
        ) : null}
        <div className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </div>
    </AnnounceContext.Provider>
  );
}
