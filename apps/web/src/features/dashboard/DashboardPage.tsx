import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import VerticalSplitOutlined from '@mui/icons-material/VerticalSplitOutlined';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { seesOnlyOwnJobs } from '@candid/shared';
import { useDashboardSummary, type DashboardSummary } from '../../api/dashboard';
import { useCurrentUser } from '../../api/users';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { PackageLimitDialog } from '../../components/PackageLimitDialog';
import { useDeferredQuery, type QueryAnswer, type QuerySnapshot } from '../../lib/useDeferredQuery';
import { useCreateJobGate } from '../campaigns/useCreateJobGate';
import { DashboardFunnelCard } from '../funnel/FunnelCard';
import { greeting, isFirstVisit } from '../onboarding/firstVisit';
import { ActiveJobsSidebar } from './ActiveJobsSidebar';
import { ActivitySection } from './ActivitySection';
import { CountCards } from './CountCards';
import { LatestInterviewCard } from './LatestInterviewCard';
import { TopActiveJobs } from './TopActiveJobs';
import { TopCandidatesCard } from './TopCandidatesCard';
import { useActivityRange } from './useActivityRange';
import { useSidebars, type SidebarSide } from './useSidebars';

const SIDEBAR_ID: Record<SidebarSide, string> = { left: 'dashboard-left-sidebar', right: 'dashboard-right-sidebar' };
const SIDEBAR_LABEL: Record<SidebarSide, string> = { left: 'Left sidebar', right: 'Right sidebar' };

function SidebarToggle({ side, open, onToggle }: { side: SidebarSide; open: boolean; onToggle: () => void }) {
  const label = SIDEBAR_LABEL[side];
  return (
    <Tooltip title={`${open ? 'Hide' : 'Show'} ${label.toLowerCase()}`}>
      <IconButton
        aria-label={label}
        aria-expanded={open}
        aria-controls={SIDEBAR_ID[side]}
        onClick={onToggle}
        sx={(t) => ({
          border: `1px solid ${t.palette.divider}`,
          bgcolor: open ? t.palette.action.selected : t.palette.background.paper,
          transform: side === 'right' ? 'scaleX(-1)' : undefined,
        })}
      >
        <VerticalSplitOutlined />
      </IconButton>
    </Tooltip>
  );
}

function Sidebar({ side, open, label, children }: { side: SidebarSide; open: boolean; label: string; children: ReactNode }) {
  return (
    <Box
      component="aside"
      id={SIDEBAR_ID[side]}
      aria-label={label}
      hidden={!open}
      sx={{ gridArea: side, minWidth: 0, display: open ? 'block' : 'none' }}
    >
      {open && children}
    </Box>
  );
}

/** A new account's first step: no jobs yet. */
function FirstJobCallToAction({ canCreate, creating, onCreate }: { canCreate: boolean; creating: boolean; onCreate: () => void }) {
  return (
    <EmptyState
      icon={WorkOutlineRounded}
      title={canCreate ? 'Create your first job' : 'No jobs yet'}
      text={
        canCreate
          ? 'Add a job with its interview questions, invite candidates with a link, and their answers, ratings and activity will show up here.'
          : 'Jobs you are the hiring manager of will show up here with their candidates.'
      }
      action={
        canCreate && (
          <Button
            variant="contained"
            size="large"
            startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddRounded />}
            onClick={onCreate}
            disabled={creating}
          >
            Create your first job
          </Button>
        )
      }
    />
  );
}

/** /dashboard: counts, activity per month, the completion funnel, top jobs and candidates, with two sidebars (SPEC §2, §3). */
export function DashboardPage() {
  return <DashboardView user={useCurrentUser().data} summary={useDeferredQuery(useDashboardSummary())} />;
}

/**
 * The page, drawn from the signed-in user and the summary's deferred snapshot: the summary's own
 * (blocking) render only re-renders DashboardPage above, and this draws its answer in slices.
 */
const DashboardView = memo(function DashboardView({ user, summary }: { user: QueryAnswer<typeof useCurrentUser> | undefined; summary: QuerySnapshot<DashboardSummary> }) {
  const enterpriseId = user?.enterpriseId;
  const canCreateJob = user ? !seesOnlyOwnJobs(user.accessLevel) : false;
  const summaryData = summary.data;
  const gate = useCreateJobGate();
  const { open, toggle } = useSidebars();
  const activityRange = useActivityRange();
  const createJob = () => void gate.start();
  const newAccount = summaryData?.campaignCount === 0;
  // Only the open sidebars take a grid area (an area without a column would squeeze the main one).
  const areas = [open.left && 'left', 'main', open.right && 'right'].filter(Boolean);

  return (
    <Box sx={{ maxWidth: 1560, mx: 'auto' }}>
      {/* Plain CSS (src/boot.css), as the app shell the server sends draws it (layout/appShell.ts). */}
      <div className="dashboard-header">
        <SidebarToggle side="left" open={open.left} onToggle={() => toggle('left')} />
        <div className="dashboard-header__title">
          <h1 className="page-title">Dashboard</h1>
          {user?.firstName && (
            <Typography color="text.secondary">{greeting(user.firstName, isFirstVisit(user.id))}</Typography>
          )}
        </div>
        <SidebarToggle side="right" open={open.right} onToggle={() => toggle('right')} />
      </div>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateAreas: { xs: areas.map((a) => `"${a}"`).join(' '), lg: `"${areas.join(' ')}"` },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: `${open.left ? '260px ' : ''}minmax(0, 1fr)${open.right ? ' 340px' : ''}`,
          },
        }}
      >
        <Sidebar side="left" open={open.left} label="Shortcuts and active jobs">
          <ActiveJobsSidebar
            enterpriseId={enterpriseId}
            canCreateJob={canCreateJob}
            creating={gate.checking}
            onCreateJob={createJob}
          />
        </Sidebar>

        <Box sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: 3 }}>
          {summary.isError ? (
            <ErrorRetry error={summary.error} onRetry={summary.refetch} />
          ) : (
            <CountCards summary={summaryData} />
          )}
          {summaryData === undefined && !summary.isError ? (
            <Skeleton variant="rounded" height={320} aria-hidden />
          ) : newAccount ? (
            <FirstJobCallToAction canCreate={canCreateJob} creating={gate.checking} onCreate={createJob} />
          ) : (
            <>
              <ActivitySection enterpriseId={enterpriseId} summary={summaryData} activityRange={activityRange} />
              <DashboardFunnelCard range={activityRange.range} />
              <TopActiveJobs enterpriseId={enterpriseId} />
            </>
          )}
        </Box>

        <Sidebar side="right" open={open.right} label="Latest interview and top candidates">
          <Box sx={{ display: 'grid', gap: 3 }}>
            <LatestInterviewCard summary={summary} />
            <TopCandidatesCard enterpriseId={enterpriseId} />
          </Box>
        </Sidebar>
      </Box>
      <PackageLimitDialog open={gate.limitOpen} onClose={gate.closeLimit} />
    </Box>
  );
});
