import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { MSG, can, type Snippet, type SnippetName } from '@candid/shared';
import { ApiError, errorMessage } from '../../api/client';
import { session } from '../../api/session';
import { useSnippet, useUpdateSnippet } from '../../api/snippets';
import { useCurrentUser } from '../../api/users';
import { BrandMark } from '../../components/BrandMark';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState } from '../../components/EmptyState';
import { ErrorRetry } from '../../components/ErrorRetry';
import { RichTextEditor } from '../../components/RichTextEditor';
import { notify } from '../../components/notify';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RichTextView } from '../templates/components/RichTextView';
import { DataRequestForm } from './DataRequestForm';

/** The page title of each legal text. */
export const LEGAL_TITLE: Record<SnippetName, string> = {
  Privacy_Policy: 'Privacy Policy',
  Terms_Of_Service: 'Terms of Service',
};

/** A readable line length for long text. */
const READABLE_WIDTH = 760;

/**
 * /privacy-policy and /terms-of-condition (signed in: the user's company's text, editable with
 * enterprise.manage; signed out: the platform's) and /privacy-policy/{enterpriseId} and
 * /terms-of-condition/{enterpriseId} (a company's text, public: candidates open it from the
 * consent step).
 */
export function LegalPage({ name }: { name: SnippetName }) {
  const param = useParams().enterpriseId;
  if (param !== undefined) {
    const id = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
    return (
      <PublicFrame>
        {id === null ? <NotFound name={name} /> : <PublicLegalText name={name} enterpriseId={id} />}
      </PublicFrame>
    );
  }
  if (!session.isLoggedIn()) {
    return (
      <PublicFrame>
        <PublicLegalText name={name} enterpriseId={null} />
      </PublicFrame>
    );
  }
  return <OwnLegalText name={name} />;
}

/** The bare layout for visitors without an account: the brand, and the text at a readable width. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <BrandMark />
      </Box>
      <Box component="main" sx={{ maxWidth: READABLE_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
        {children}
      </Box>
    </Box>
  );
}

function NotFound({ name }: { name: SnippetName }) {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      icon={SearchOffRounded}
      headingLevel="h1"
      title={`This ${LEGAL_TITLE[name].toLowerCase()} could not be found`}
      text="The link may be mistyped, or the company no longer uses Candid. Please check the link you were given, or ask the company for it."
    />
  );
}

/** A company's or the platform's text, read-only. */
function PublicLegalText({ name, enterpriseId }: { name: SnippetName; enterpriseId: number | null }) {
  const snippet = useSnippet(name, enterpriseId);
  // The platform's own text is titled like any page of the app ('Privacy Policy · Candid').
  useDocumentTitle(snippet.data && enterpriseId !== null ? `${LEGAL_TITLE[name]} · ${snippet.data.companyName}` : LEGAL_TITLE[name]);

  if (snippet.isPending) return <LoadingText />;
  if (snippet.isError) {
    if (snippet.error instanceof ApiError && snippet.error.status === 404) return <NotFound name={name} />;
    return <ErrorRetry error={snippet.error} onRetry={snippet.refetch} />;
  }
  const data = snippet.data;
  return (
    <article aria-labelledby="legal-title">
      {enterpriseId === null ? (
        <Heading title={LEGAL_TITLE[name]} subtitle={data.companyName} />
      ) : (
        // A candidate came for this company's text: its name is the heading.
        <Heading title={data.companyName} subtitle={LEGAL_TITLE[name]} />
      )}
      <UpdatedLine snippet={data} />
      <LegalBody html={data.Snippet_Html} />
      {name === 'Privacy_Policy' && <DataRequestForm />}
    </article>
  );
}

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <>
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {subtitle}
      </Typography>
      <Typography variant="h1" component="h1" id="legal-title" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
    </>
  );
}

function UpdatedLine({ snippet }: { snippet: Snippet }) {
  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      {snippet.isDefault || !snippet.updatedAt ? (
        <Chip size="small" variant="outlined" label="Default policy" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Last updated {formatDate(snippet.updatedAt)}
        </Typography>
      )}
    </Box>
  );
}

function LegalBody({ html }: { html: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <RichTextView
        html={html}
        // A heading after another block gets space above it. `* + h1` and not `h1:not(:first-child)`:
        // Emotion logs :first-child as unsafe in server rendering (the styles it injects beside the
        // elements would count as siblings), and the sibling combinator means the same here.
        sx={{ '& p, & li': { lineHeight: 1.7 }, '& .ProseMirror > * + :is(h1, h2)': { mt: 3 } }}
      />
    </Paper>
  );
}

function LoadingText() {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" width="60%" height={44} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** Signed in: the user's own company's text, inside the app; editable with enterprise.manage. */
function OwnLegalText({ name }: { name: SnippetName }) {
  const user = useCurrentUser();
  const enterpriseId = user.data?.enterpriseId ?? null;
  // The guard loads the user before this page renders; without a company, the platform's text.
  const snippet = useSnippet(name, enterpriseId && enterpriseId > 0 ? enterpriseId : null);
  const [editing, setEditing] = useState(false);
  const canEdit = Boolean(user.data && enterpriseId && can(user.data.accessLevel, 'enterprise.manage'));
  useDocumentTitle(LEGAL_TITLE[name]);

  return (
    <Box component="article" aria-labelledby="legal-title" sx={{ maxWidth: editing ? 960 : READABLE_WIDTH }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" id="legal-title">
            {LEGAL_TITLE[name]}
          </Typography>
          {snippet.data && (
            <Typography color="text.secondary" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}>
              {snippet.data.companyName}
            </Typography>
          )}
        </Box>
        {canEdit && snippet.data && !editing && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Box>
      {snippet.isPending ? (
        <Box sx={{ mt: 3 }}>
          <LoadingText />
        </Box>
      ) : snippet.isError ? (
        <Box sx={{ mt: 3 }}>
          <ErrorRetry error={snippet.error} onRetry={snippet.refetch} />
        </Box>
      ) : (
        <>
          <UpdatedLine snippet={snippet.data} />
          {canEdit && !editing && snippet.data.isDefault && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
              Candidates see this default text until you write your own with Edit.
            </Typography>
          )}
          {editing && enterpriseId ? (
            <LegalEditor name={name} enterpriseId={enterpriseId} snippet={snippet.data} onDone={() => setEditing(false)} />
          ) : (
            <LegalBody html={snippet.data.Snippet_Html} />
          )}
        </>
      )}
    </Box>
  );
}

interface LegalEditorProps {
  name: SnippetName;
  enterpriseId: number;
  snippet: Snippet;
  onDone: () => void;
}

/** The text in the rich-text editor, with Save, Cancel and (for a company's own text) Restore default. */
function LegalEditor({ name, enterpriseId, snippet, onDone }: LegalEditorProps) {
  const [html, setHtml] = useState(snippet.Snippet_Html);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const update = useUpdateSnippet(name, enterpriseId);
  const title = LEGAL_TITLE[name];

  const save = async (value: string) => {
    try {
      await update.mutateAsync(value);
    } catch (error) {
      notify.error(errorMessage(error));
      return;
    }
    notify.success(MSG.snippetSaved);
    setConfirmRestore(false);
    onDone();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Edit the ${title.toLowerCase()}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(html);
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Candidates see this text from the consent step of every interview. Saving an empty text restores the default.
      </Typography>
      <RichTextEditor label={title} value={html} onChange={(value) => setHtml(value)} minHeight={360} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          Save
        </Button>
        <Button color="inherit" variant="outlined" disabled={update.isPending} onClick={onDone}>
          Cancel
        </Button>
        {!snippet.isDefault && (
          <Button color="inherit" disabled={update.isPending} onClick={() => setConfirmRestore(true)} sx={{ ml: { sm: 'auto' } }}>
            Restore default
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirmRestore}
        title="Restore the default text?"
        text={`Your company's own ${title.toLowerCase()} is replaced by the default text. This cannot be undone.`}
        confirmLabel="Restore default"
        destructive
        busy={update.isPending}
        onConfirm={() => void save('')}
        onClose={() => setConfirmRestore(false)}
      />
    </Box>
  );
}
