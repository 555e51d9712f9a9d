import { Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BlockSkeleton } from '../../components/ListSkeleton';
import { MSG } from '@candid/shared';
import { useCurrentUser } from '../../api/users';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { CompanySettingsNav } from './CompanySettingsNav';
import { companySectionPath, sectionAt } from './companyPaths';
import { COMPANY_SECTIONS, sectionsFor } from './companySections';

/**
 * /company and /company/{section}: the company's settings, one section at a time beside their
 * navigation. /company is the profile. An old link to a
 * section's anchor (/company#job-boards) moves to its address; an unknown section to /company.
 */
export function CompanyPage() {
  const me = useCurrentUser();
  const { pathname, hash } = useLocation();
  const requested = sectionAt(pathname);
  const section = COMPANY_SECTIONS.find((s) => s.id === requested);
  useDocumentTitle(section && section.id !== 'profile' ? `${section.label} · Company` : 'Company');
  useScrollToTopOnChange(requested);

  const anchored = requested === 'profile' ? COMPANY_SECTIONS.find((s) => `#${s.id}` === hash) : undefined;
  if (anchored) return <Navigate to={companySectionPath(anchored.id)} replace />;
  if (!section) return <Navigate to="/company" replace />;
  if (!me.data) return <FullPageSpinner label="Loading the company" />;

  const level = me.data.accessLevel;
  const sections = sectionsFor(level);
  const allowed = sections.includes(section);

  return (
    <>
      <PageHeader title="Company" />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <CompanySettingsNav sections={sections} current={allowed ? section.id : undefined} />
        <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
          {allowed ? (
            <Suspense fallback={<BlockSkeleton label={`Loading ${section.label}`} variant="rounded" height={200} />}>{section.render(level)}</Suspense>
          ) : (
            <Alert severity="info">{MSG.noAccessCompanySection(section.label)}</Alert>
          )}
        </Box>
      </Box>
    </>
  );
}

/** A new section starts at the top of the page, not where the last one was scrolled to. */
function useScrollToTopOnChange(sectionId: string | undefined) {
  const shown = useRef(sectionId);
  useEffect(() => {
    if (shown.current === sectionId) return;
    shown.current = sectionId;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [sectionId]);
}
