import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Alert from '@mui/material/Alert';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { MSG, TIMINGS_MS, can, type Campaign, type User } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { useCampaign, useSaveJob } from '../../api/campaigns';
import { useEnterprise } from '../../api/enterprises';
import { useEnterpriseEmployers, useEnterpriseTeam } from '../../api/employers';
import { generateJobDescription } from '../../api/generation';
import { useCampaignQuestions } from '../../api/questions';
import { useJobCategories, useSubCategories } from '../../api/reference';
import { useCurrentUser } from '../../api/users';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import {
  useBackGoesToCampaignList,
  useQuestionGeneration,
  useQuestionList,
  useSections,
  type JobScreenMode,
} from './jobScreenHooks';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { notify } from '../../components/notify';
import { copyText } from '../../lib/clipboard';
import { CollapsibleSection } from './CollapsibleSection';
import { CommentsSection, postComment, type PendingComment } from '../comments/CommentsSection';
import { employerOption, ownCompanyOption, type CompanyOption } from './CompanyDialog';
import { DescriptionSection } from './DescriptionSection';
import { JobCreatedDialog } from './JobCreatedDialog';
import { JobDetailSection } from './JobDetailSection';
import { JobScreenHeader } from './JobScreenHeader';
import { InterviewSettingsSection } from './InterviewSettingsSection';
import { JobBoardsCard } from './JobBoardsCard';
import { GenerateQuestionsMenu, QuestionsSection } from './QuestionsSection';
import {
  appendQuestions,
  jobFormFrom,
  jobFormResolver,
  questionsFromServer,
  startsLater,
  type JobForm,
  type JobSaveBody,
} from './jobDraft';

export type { JobScreenMode } from './jobScreenHooks';

/** What other screens may hand over in the navigation state. */
export interface JobScreenState {
  campaign?: Partial<Campaign>;
  modalActive?: boolean;
  /** Questions generated on /campaign/generate. */
  questions?: string[];
}

/** The create-job screen (SPEC §2) in create or edit mode, standard or instant. */
export function JobScreen({ mode = 'standard' }: { mode?: JobScreenMode }) {
  const user = useCurrentUser().data;
  if (!user) return <FullPageSpinner />;
  return <JobScreenLoader mode={mode} user={user} />;
}

function JobScreenLoader({ mode, user }: { mode: JobScreenMode; user: User }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as JobScreenState;
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : state.campaign?.pk_Campaign_ID || undefined;
  const campaign = useCampaign(id, state.campaign?.pk_Campaign_ID === id ? (state.campaign as Campaign) : undefined);
  const questions = useCampaignQuestions(id);

  if (id && (campaign.isPending || questions.isPending)) return <FullPageSpinner label="Loading the job" />;
  if (id && campaign.isError) {
    return (
      <Alert severity="error" action={<Button color="inherit" component={RouterLink} to="/campaign">Jobs</Button>}>
        {errorMessage(campaign.error)}
      </Alert>
    );
  }
  return (
    <JobEditor
      key={id ?? 'new'}
      mode={mode}
      user={user}
      campaign={id ? campaign.data : state.campaign}
      serverQuestions={id ? (questions.data ?? []) : undefined}
      handedQuestions={state.questions}
      modalActive={Boolean(state.modalActive)}
    />
  );
}

interface JobEditorProps {
  mode: JobScreenMode;
  user: User;
  campaign?: Partial<Campaign>;
  serverQuestions?: { pk_Question_ID: number; Question_Text: string; ChatGTP_Question_Text: string | null }[];
  handedQuestions?: string[];
  modalActive: boolean;
}

function JobEditor({ mode, user, campaign, serverQuestions, handedQuestions, modalActive }: JobEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const enterpriseId = user.fk_Enterprise_ID;
  const enterprise = useEnterprise(enterpriseId);
  const employers = useEnterpriseEmployers(enterpriseId);
  const team = useEnterpriseTeam(enterpriseId);
  const categories = useJobCategories();

  const [initialForm] = useState(() =>
    jobFormFrom(
      user.pk_User_ID,
      campaign,
      serverQuestions ? questionsFromServer(serverQuestions) : appendQuestions([], handedQuestions ?? []),
    ),
  );
  const form = useForm<JobForm, unknown, JobSaveBody>({
    resolver: jobFormResolver,
    defaultValues: initialForm,
    // A failed Save toasts its message (SPEC §8), as before; it does not move the focus.
    shouldFocusError: false,
  });
  const { control, getValues, setValue, handleSubmit } = form;
  const [id, title, employerId, categoryId, descriptionText, startDate, endDate, questions] = useWatch({
    control,
    name: ['id', 'title', 'employerId', 'categoryId', 'descriptionText', 'startDate', 'endDate', 'questions'],
  });
  const { setQuestions, addQuestionText, editQuestion, reorderQuestion, deleteQuestion } = useQuestionList(form, id);
  const subCategories = useSubCategories(categoryId);

  const [describing, setDescribing] = useState(false);
  const [pendingComments, setPendingComments] = useState<PendingComment[]>([]);
  const [createdOpen, setCreatedOpen] = useState(modalActive);
  // Closed before the move to the edit route: the edit screen must not open it again.
  const createdDismissed = useRef(false);
  const [limitOpen, setLimitOpen] = useState(false);
  const saving = useRef(false);
  const postSaveTimer = useRef<number | undefined>(undefined);
  const save = useSaveJob();
  const sections = useSections(mode);
  const isEdit = id !== undefined;

  // The user's own company until a job says otherwise (SPEC §4 company choice).
  useEffect(() => {
    if (employerId === null && enterprise.data) setValue('employerId', 0);
  }, [employerId, enterprise.data, setValue]);

  const companies: CompanyOption[] = useMemo(
    () => [
      ...(enterprise.data ? [ownCompanyOption(enterprise.data)] : []),
      ...(employers.data ?? []).map(employerOption),
    ],
    [enterprise.data, employers.data],
  );

  useBackGoesToCampaignList();

  const categoryName = categories.data?.find((c) => c.JobId === categoryId)?.JobName;

  const { generate, generating, generationFailed } = useQuestionGeneration({
    title,
    campaignId: id,
    category: categoryName,
    questions,
    setQuestions,
  });

  const onUseTemplateQuestion = (text: string) => {
    if (!getValues('title').trim()) {
      notify.error(MSG.jobTitleRequired);
      return;
    }
    addQuestionText(text);
  };

  const setDescription = (html: string, text: string) => {
    setValue('descriptionHtml', html, { shouldDirty: true });
    setValue('descriptionText', text, { shouldDirty: true });
  };

  const onUseDescription = (html: string) => {
    if (!getValues('title').trim()) {
      notify.error(MSG.jobTitleRequired);
      return;
    }
    setDescription(html, new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  };

  const onGenerateDescription = async () => {
    const job = getValues();
    const jobTitle = job.title.trim();
    if (!jobTitle) {
      notify.error(MSG.jobTitleRequired);
      return;
    }
    setDescribing(true);
    try {
      const company = companies.find((c) => c.id === job.employerId);
      const result = await generateJobDescription({
        jobTitle,
        category: categoryName ?? null,
        subCategory: subCategories.data?.find((s) => s.JobSubCategoryId === job.subCategoryId)?.JobSubCategoryName ?? null,
        workType: job.workTypeId || null,
        payType: job.payTypeId || null,
        payFrom: job.payFrom ? Number(job.payFrom) : null,
        payTo: job.payTo ? Number(job.payTo) : null,
        location: job.locationText || null,
        companyName: company?.name ?? null,
      });
      setDescription(result.html, result.text);
    } catch {
      notify.error(MSG.jobDescriptionFailed);
    } finally {
      setDescribing(false);
    }
  };

  const onValid = async (body: JobSaveBody) => {
    if (saving.current) return;
    saving.current = true;
    try {
      const res = await save.mutateAsync(body);
      const saved = res.data;
      const newId = saved.campaign.pk_Campaign_ID;
      setQuestions(questionsFromServer(saved.questions));
      if (!saved.created) {
        notify.success(res.message || 'Job saved');
        saving.current = false;
        return;
      }
      notify.success(MSG.jobCreated);
      setCreatedOpen(true);
      setValue('id', newId);
      for (const c of pendingComments) {
        try {
          await postComment(newId, c.content, c.mentionedUserIds);
        } catch {
          notify.error(MSG.somethingWentWrongRetry);
        }
      }
      setPendingComments([]);
      const editPath = mode === 'instant' ? '/campaign/instant/edit' : '/campaign/edit';
      postSaveTimer.current = window.setTimeout(() => {
        navigate(`${editPath}?id=${newId}`, { state: { campaign: saved.campaign, modalActive: !createdDismissed.current } });
      }, TIMINGS_MS.postSaveNavigation);
      // Keep the button disabled until the screen moves on.
    } catch (error) {
      saving.current = false;
      if (error instanceof ApiError && error.status === 402) setLimitOpen(true);
      else notify.error(MSG.somethingWentWrongRetry);
    }
  };

  // The resolver leaves one error, the first in the SPEC's order: it is the toast.
  const onInvalid = (errors: FieldErrors<JobForm>) => {
    const message = Object.values(errors)
      .map((e) => e?.message)
      .find((m): m is string => typeof m === 'string');
    if (message && !saving.current) notify.error(message);
  };

  const onSave = handleSubmit(onValid, onInvalid);

  const closeCreated = () => {
    setCreatedOpen(false);
    createdDismissed.current = true;
    if (modalActive) {
      const { modalActive: _flag, ...rest } = (location.state ?? {}) as JobScreenState;
      navigate(`${location.pathname}${location.search}`, { replace: true, state: rest });
    }
  };

  const inviteCandidates = (campaignId: number) => {
    window.clearTimeout(postSaveTimer.current);
    navigate(`/campaign/instant/invite?id=${campaignId}`);
  };

  const heading = mode === 'instant' ? (isEdit ? 'Edit Instant Job' : 'Create Instant Job') : isEdit ? 'Edit Job' : 'Create Job';
  const busy = save.isPending || saving.current;
  const panelQuestions = mode === 'instant' ? 'questions' : 'both';

  return (
    <FormProvider {...form}>
      <Box sx={{ maxWidth: 1320, mx: 'auto', display: 'grid', gap: 2 }}>
        <JobScreenHeader heading={heading} campaignId={id} busy={busy} onSave={() => void onSave()} onInvite={inviteCandidates} />

        <CollapsibleSection title="Job Detail" expanded={sections.open.detail} onToggle={() => sections.toggle('detail')}>
          <JobDetailSection
            companies={companies}
            companiesLoading={enterprise.isPending || employers.isPending}
            team={team.data ?? []}
            currentUser={user}
          />
        </CollapsibleSection>

        <CollapsibleSection
          title="Interview Questions"
          expanded={sections.open.questions}
          onToggle={() => sections.toggle('questions')}
          actions={<GenerateQuestionsMenu generating={generating} defaultCount={1} onGenerate={(n) => void generate(n)} />}
        >
          <QuestionsSection
            questions={questions}
            generating={generating}
            generationFailed={generationFailed}
            panelMode={panelQuestions}
            instant={mode === 'instant'}
            onAdd={addQuestionText}
            onEdit={editQuestion}
            onDelete={deleteQuestion}
            onReorder={reorderQuestion}
            onUseTemplate={onUseTemplateQuestion}
            onUseDescription={onUseDescription}
          />
        </CollapsibleSection>

        <CollapsibleSection
          title="Interview Settings"
          expanded={sections.open.settings}
          onToggle={() => sections.toggle('settings')}
        >
          <Controller
            control={control}
            name="settings"
            render={({ field }) => <InterviewSettingsSection settings={field.value} onChange={field.onChange} />}
          />
        </CollapsibleSection>

        <CollapsibleSection
          title="Job Description"
          expanded={sections.open.description}
          onToggle={() => sections.toggle('description')}
          actions={
            <>
              {descriptionText.trim() && (
                <Tooltip title="Copy to clipboard">
                  <IconButton aria-label="Copy job description" onClick={() => void copyText(descriptionText)}>
                    <ContentCopyRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Button
                variant="outlined"
                size="small"
                startIcon={describing ? <CircularProgress size={14} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
                onClick={() => void onGenerateDescription()}
                disabled={describing}
              >
                Generate with AI
              </Button>
            </>
          }
        >
          <Controller
            control={control}
            name="descriptionHtml"
            render={({ field }) => (
              <DescriptionSection
                html={field.value}
                generating={describing}
                instant={mode === 'instant'}
                onChange={setDescription}
                onUseTemplate={onUseDescription}
                onUseQuestion={onUseTemplateQuestion}
              />
            )}
          />
        </CollapsibleSection>

        {id !== undefined && mode === 'standard' && (
          <JobBoardsCard campaignId={id} enterpriseId={enterpriseId} canPublish={can(user.User_AccessLevel, 'campaigns.edit')} canConfigure={can(user.User_AccessLevel, 'enterprise.manage')} />
        )}

        <CommentsSection
          campaignId={id}
          hasTitle={title.trim() !== ''}
          user={user}
          team={team.data ?? []}
          pending={pendingComments}
          onPendingChange={setPendingComments}
        />

        <JobCreatedDialog
          open={createdOpen}
          campaignId={id}
          opensOn={startsLater({ startDate, endDate }) ? startDate : null}
          onClose={closeCreated}
          onInvite={inviteCandidates}
        />
        <PackageLimitDialog open={limitOpen} onClose={() => setLimitOpen(false)} />
      </Box>
    </FormProvider>
  );
}
