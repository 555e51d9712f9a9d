import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import { MSG, can } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { useCampaign, type Campaign } from '../../api/campaigns';
import type { User } from '../../api/entities';
import { useEnterprise } from '../../api/enterprises';
import { useEnterpriseEmployers, useEnterpriseTeam } from '../../api/employers';
import { useCampaignQuestions } from '../../api/questions';
import { useJobCategories } from '../../api/reference';
import { useCurrentUser } from '../../api/users';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import {
  useBackGoesToCampaignList,
  useQuestionGeneration,
  useScreeningSuggestions,
  useQuestionList,
  useSections,
  type JobScreenMode,
  type JobScreenState,
} from './jobScreenHooks';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { PlanRemaining } from '../../components/PlanRemaining';
import { notify } from '../../components/notify';
import { ApplicationFormCard } from './ApplicationFormCard';
import { CareersPageCard } from './CareersPageCard';
import { CollapsibleSection } from './CollapsibleSection';
import { CommentsSection, type PendingComment } from '../comments/CommentsSection';
import { JobFunnelCard } from '../funnel/FunnelCard';
import { employerOption, ownCompanyOption, type CompanyOption } from './CompanyDialog';
import { JobCreatedDialog } from './JobCreatedDialog';
import { JobDescriptionCard } from './JobDescriptionCard';
import { JobDetailSection } from './JobDetailSection';
import { JobScreenHeader } from './JobScreenHeader';
import { InterviewSettingsSection } from './InterviewSettingsSection';
import { JobBoardsCard } from './JobBoardsCard';
import { GenerateQuestionsMenu, QuestionsSection, SuggestScreeningButton } from './QuestionsSection';
import type { TemplateQuestionUse } from '../templates/templateQuestionKinds';
import { companyChosen, jobFormFrom, jobFormResolver, startsLater, type JobForm, type JobSaveBody } from './jobDraft';
import { answerFromTemplate, appendQuestions, questionsFromServer, type ServerQuestion } from './questionDraft';
import { useJobSave } from './useJobSave';

export type { JobScreenMode, JobScreenState } from './jobScreenHooks';

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
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : state.campaign?.id || undefined;
  const campaign = useCampaign(id, state.campaign?.id === id ? (state.campaign as Campaign) : undefined);
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
  serverQuestions?: ServerQuestion[];
  handedQuestions?: string[];
  modalActive: boolean;
}

function JobEditor({ mode, user, campaign, serverQuestions, handedQuestions, modalActive }: JobEditorProps) {
  const enterpriseId = user.enterpriseId;
  const enterprise = useEnterprise(enterpriseId);
  const employers = useEnterpriseEmployers(enterpriseId);
  const team = useEnterpriseTeam(enterpriseId);
  const categories = useJobCategories();

  const [initialForm] = useState(() =>
    jobFormFrom(
      user.id,
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
  const { control, getValues, setValue } = form;
  const [id, title, employerId, categoryId, startDate, endDate, questions, language] = useWatch({
    control,
    name: ['id', 'title', 'employerId', 'categoryId', 'startDate', 'endDate', 'questions', 'language'],
  });
  const { setQuestions, addQuestionText, editQuestion, reorderQuestion, deleteQuestion } = useQuestionList(form, id);

  const [pendingComments, setPendingComments] = useState<PendingComment[]>([]);
  const { onSave, busy, createdOpen, closeCreated, inviteCandidates, limitOpen, limitError, closeLimit } = useJobSave({
    form,
    mode,
    modalActive,
    setQuestions,
    pendingComments,
    setPendingComments,
  });
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

  const companiesLoading = enterprise.isPending || employers.isPending;
  const hasCompany = companyChosen(employerId, companies, companiesLoading);

  useBackGoesToCampaignList();

  const categoryName = categories.data?.find((c) => c.id === categoryId)?.name;

  const { generate, generating, generationFailed } = useQuestionGeneration({
    title,
    campaignId: id,
    category: categoryName,
    language,
    questions,
    setQuestions,
  });
  const { suggest, suggesting, suggestionError } = useScreeningSuggestions({ title, campaignId: id, category: categoryName, language, setQuestions });

  const onUseTemplateQuestion = (question: TemplateQuestionUse) => {
    if (!getValues('title').trim()) {
      notify.error(MSG.jobTitleRequired);
      return;
    }
    addQuestionText(question.text, answerFromTemplate(question.kindPart, question.required));
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

  const heading = mode === 'instant' ? (isEdit ? 'Edit Instant Job' : 'Create Instant Job') : isEdit ? 'Edit Job' : 'Create Job';
  const panelQuestions = mode === 'instant' ? 'questions' : 'both';

  return (
    <FormProvider {...form}>
      <Box sx={{ maxWidth: 1320, mx: 'auto', display: 'grid', gap: 2 }}>
        <JobScreenHeader heading={heading} campaignId={id} busy={busy} onSave={() => void onSave()} onInvite={inviteCandidates} />
        {!isEdit && <PlanRemaining kind="jobs" />}

        <CollapsibleSection title="Job Detail" expanded={sections.open.detail} onToggle={() => sections.toggle('detail')}>
          <JobDetailSection
            companies={companies}
            companiesLoading={companiesLoading}
            team={team.data ?? []}
            currentUser={user}
          />
        </CollapsibleSection>

        <CollapsibleSection
          title="Interview Questions"
          expanded={sections.open.questions}
          onToggle={() => sections.toggle('questions')}
          actions={
            <>
              <GenerateQuestionsMenu generating={generating} defaultCount={1} onGenerate={(n) => void generate(n)} />
              <SuggestScreeningButton suggesting={suggesting} onSuggest={() => void suggest()} />
            </>
          }
        >
          <QuestionsSection
            questions={questions}
            generating={generating}
            generationFailed={generationFailed}
            suggesting={suggesting}
            suggestionError={suggestionError}
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

        <JobDescriptionCard
          expanded={sections.open.description}
          onToggle={() => sections.toggle('description')}
          instant={mode === 'instant'}
          companies={companies}
          hasCompany={hasCompany}
          categoryName={categoryName}
          onChange={setDescription}
          onUseTemplate={onUseDescription}
          onUseQuestion={onUseTemplateQuestion}
        />

        {/* Where the saved job is published: its careers page, and (standard jobs) the job boards. */}
        {id !== undefined && <ApplicationFormCard campaignId={id} canEdit={can(user.accessLevel, 'campaigns.edit')} />}
        {id !== undefined && <CareersPageCard campaignId={id} />}
        {/* How its candidates got on: the completion funnel and their rating of the interview (issue 33). */}
        {id !== undefined && <JobFunnelCard campaignId={id} />}
        {id !== undefined && mode === 'standard' && (
          <JobBoardsCard campaignId={id} enterpriseId={enterpriseId} canPublish={can(user.accessLevel, 'campaigns.edit')} canConfigure={can(user.accessLevel, 'enterprise.manage')} />
        )}

        <CommentsSection
          campaignId={id}
          hasTitle={title.trim() !== ''}
          hasCompany={hasCompany}
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
        <PackageLimitDialog open={limitOpen} error={limitError} onClose={closeLimit} />
      </Box>
    </FormProvider>
  );
}
