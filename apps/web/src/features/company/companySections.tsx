import type { ReactNode } from 'react';
import { can, type Permission } from '@candid/shared';
import { lazyNamed } from '../../lib/lazyNamed';
import { CompanyProfileSection } from './CompanyProfileSection';
import type { CompanySectionId } from './companyPaths';

/*
 * The sections of /company's settings, in the navigation's order (addresses: companyPaths.ts),
 * each shown to the roles that may use it. Only the chosen section is rendered; all but the
 * profile load as their own chunk.
 */

const TranscriptSettingsSection = lazyNamed<{ canEdit: boolean }>(() => import('./TranscriptSettingsSection'), 'TranscriptSettingsSection');
const RetentionSection = lazyNamed<{ canEdit: boolean }>(() => import('./RetentionSection'), 'RetentionSection');
const DataRequestsSection = lazyNamed(() => import('./DataRequestsSection'), 'DataRequestsSection');
const JobBoardsSection = lazyNamed(() => import('./JobBoardsSection'), 'JobBoardsSection');
const ApiKeysSection = lazyNamed<{ myLevel: number }>(() => import('./ApiKeysSection'), 'ApiKeysSection');
const WebhooksSection = lazyNamed(() => import('./WebhooksSection'), 'WebhooksSection');

export interface CompanySection {
  id: CompanySectionId;
  /** The navigation's label (the section's own heading may say more). */
  label: string;
  /** Who sees the section; every member when absent. */
  permission?: Permission;
  /** The section for a member of `level`. */
  render: (level: number) => ReactNode;
  /** Starts loading the section's code (on hover or focus of its link). */
  preload: () => void;
}

const ready = () => {};

export const COMPANY_SECTIONS: readonly CompanySection[] = [
  { id: 'profile', label: 'Profile', render: (level) => <CompanyProfileSection canEdit={can(level, 'enterprise.manage')} />, preload: ready },
  {
    id: 'transcripts',
    label: 'Transcripts',
    render: (level) => <TranscriptSettingsSection canEdit={can(level, 'settings.edit')} />,
    preload: TranscriptSettingsSection.preload,
  },
  {
    id: 'retention',
    label: 'Data retention',
    render: (level) => <RetentionSection canEdit={can(level, 'settings.edit')} />,
    preload: RetentionSection.preload,
  },
  { id: 'data-requests', label: 'Data requests', permission: 'audit.read', render: () => <DataRequestsSection />, preload: DataRequestsSection.preload },
  { id: 'job-boards', label: 'Job boards', permission: 'enterprise.manage', render: () => <JobBoardsSection />, preload: JobBoardsSection.preload },
  {
    id: 'api-keys',
    label: 'API keys',
    permission: 'integrations.manage',
    render: (level) => <ApiKeysSection myLevel={level} />,
    preload: ApiKeysSection.preload,
  },
  { id: 'webhooks', label: 'Webhooks', permission: 'integrations.manage', render: () => <WebhooksSection />, preload: WebhooksSection.preload },
];

/** The sections a member of `level` may open. */
export const sectionsFor = (level: number) => COMPANY_SECTIONS.filter((s) => !s.permission || can(level, s.permission));
