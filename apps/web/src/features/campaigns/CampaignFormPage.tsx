import { Navigate, useLocation, useSearchParams } from 'react-router';
import { JobScreen, type JobScreenMode, type JobScreenState } from './JobScreen';

/** The job an edit route is for: `?id=` or the job handed over in the navigation state. */
function useEditedJobId(): number | undefined {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as JobScreenState;
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return id;
  return state.campaign?.id || undefined;
}

/** An edit route without a job has nothing to edit: the job list, not a blank "Create Job". */
function EditJob({ mode }: { mode: JobScreenMode }) {
  return useEditedJobId() === undefined ? <Navigate to="/campaign" replace /> : <JobScreen mode={mode} />;
}

/** /campaign/create */
export function CampaignCreatePage() {
  return <JobScreen mode="standard" />;
}

/** /campaign/edit?id= (or the job in the navigation state) */
export function CampaignEditPage() {
  return <EditJob mode="standard" />;
}

/** /campaign/instant and /campaign/instant/create */
export function InstantCampaignCreatePage() {
  return <JobScreen mode="instant" />;
}

/** /campaign/instant/edit?id= */
export function InstantCampaignEditPage() {
  return <EditJob mode="instant" />;
}
