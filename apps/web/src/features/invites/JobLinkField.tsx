import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';

/** The job's candidate link in a read-only field, with a Copy button. */
export function JobLinkField({ link, onCopy }: { link: string; onCopy: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        label="Job link"
        value={link}
        helperText="Candidates who open this link can start the interview."
        onFocus={(e) => e.target.select()}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true, spellCheck: false } }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyRounded />}
        onClick={onCopy}
        aria-label="Copy job link"
        sx={{ flexShrink: 0, height: 56, width: { xs: '100%', sm: 'auto' } }}
      >
        Copy
      </Button>
    </Box>
  );
}
