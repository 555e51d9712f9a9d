import { useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { JobDescriptionTemplatesTab } from './JobDescriptionTemplatesTab';
import { QuestionTemplatesTab } from './QuestionTemplatesTab';

type TemplatesTab = 'questions' | 'job-descriptions';

const TABS: { value: TemplatesTab; label: string }[] = [
  { value: 'questions', label: 'Question Templates' },
  { value: 'job-descriptions', label: 'Job description Templates' },
];

const tabId = (tab: TemplatesTab) => `templates-tab-${tab}`;
const panelId = (tab: TemplatesTab) => `templates-panel-${tab}`;

/** SPEC §2 Templates page: question and job-description templates, each in its own tab. */
export function TemplatesPage({ hideDragHandle = false }: { hideDragHandle?: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab: TemplatesTab = params.get('tab') === 'job-descriptions' ? 'job-descriptions' : 'questions';
  const [creating, setCreating] = useState<TemplatesTab | null>(null);

  const changeTab = (_event: SyntheticEvent, next: TemplatesTab) => {
    setCreating(null);
    setParams(next === 'questions' ? {} : { tab: next }, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Link
        component={RouterLink}
        to="/campaign"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}
      >
        <ArrowBackRounded fontSize="small" aria-hidden />
        Back
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h1" component="h1">
          Templates
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(tab)} disabled={creating === tab}>
          Create Template
        </Button>
      </Box>
      <Tabs
        value={tab}
        onChange={changeTab}
        aria-label="Template types"
        variant="scrollable"
        scrollButtons={false}
        sx={(t) => ({ borderBottom: `1px solid ${t.palette.divider}`, mb: 2 })}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} id={tabId(t.value)} aria-controls={panelId(t.value)} />
        ))}
      </Tabs>
      {TABS.map((t) => (
        <Box key={t.value} role="tabpanel" id={panelId(t.value)} aria-labelledby={tabId(t.value)} hidden={t.value !== tab}>
          {t.value !== tab ? null : t.value === 'questions' ? (
            <QuestionTemplatesTab creating={creating === 'questions'} onCreatingDone={() => setCreating(null)} />
          ) : (
            <JobDescriptionTemplatesTab
              creating={creating === 'job-descriptions'}
              onCreatingDone={() => setCreating(null)}
              hideDragHandle={hideDragHandle}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
