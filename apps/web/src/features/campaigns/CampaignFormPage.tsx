import { JobScreen } from './JobScreen';

/** /campaign/create */
export function CampaignCreatePage() {
  return <JobScreen mode="standard" />;
}

/** /campaign/edit?id= (or the job in the navigation state) */
export function CampaignEditPage() {
  return <JobScreen mode="standard" />;
}

/** /campaign/instant and /campaign/instant/create */
export function InstantCampaignCreatePage() {
  return <JobScreen mode="instant" />;
}

/** /campaign/instant/edit?id= */
export function InstantCampaignEditPage() {
  return <JobScreen mode="instant" />;
}
