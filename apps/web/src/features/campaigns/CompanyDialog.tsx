import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { EMPLOYER_AVATAR_DEFAULTS, MSG, can } from '@candid/shared';
import { errorMessage } from '../../api/client';
import { wireNames } from '../../api/entities';
import { useCreateEmployer } from '../../api/employers';
import { useCurrentUser } from '../../api/users';
import { SwatchPicker } from '../../components/SwatchPicker';
import { notify } from '../../components/notify';
import { CompanyAvatar, type CompanyOption } from '../organisation-form/CompanyAvatar';
import { companyInitials, emptyOrganisation, toEmployerInput } from '../organisation-form/organisationForm';

export { CompanyAvatar, employerOption, ownCompanyOption, type CompanyOption } from '../organisation-form/CompanyAvatar';

interface CompanyDialogProps {
  open: boolean;
  options: CompanyOption[];
  selectedId: number | null;
  loading?: boolean;
  onSelect: (id: number) => void;
  onClose: () => void;
}

/**
 * SPEC §2 'Select an employer': the user's own company or one of its client employers; those
 * who may edit clients can add one in place, which is then selected.
 */
export function CompanyDialog({ open, options, selectedId, loading, onSelect, onClose }: CompanyDialogProps) {
  const me = useCurrentUser();
  const mayAdd = me.data ? can(me.data.accessLevel, 'employers.edit') : false;
  const [adding, setAdding] = useState(false);
  const close = () => {
    setAdding(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="company-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="company-dialog-title" sx={{ pr: 6 }}>
        {adding ? 'Add a client' : 'Select an employer'}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent sx={{ px: adding ? 3 : 1, maxHeight: adding ? undefined : 480 }}>
        {adding ? (
          <AddClientForm
            onCancel={() => setAdding(false)}
            onCreated={(id) => {
              onSelect(id);
              close();
            }}
          />
        ) : (
          <>
            {options.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
                {loading ? 'Loading…' : 'No companies found.'}
              </Typography>
            ) : (
              <List aria-label="Companies">
                {options.map((c) => (
                  <ListItemButton
                    key={c.id}
                    selected={c.id === selectedId}
                    onClick={() => {
                      onSelect(c.id);
                      close();
                    }}
                    sx={{ borderRadius: 2 }}
                  >
                    <ListItemAvatar>
                      <CompanyAvatar company={c} />
                    </ListItemAvatar>
                    <ListItemText primary={c.name} secondary={c.id === 0 ? 'Your company' : 'Client'} />
                    {c.id === selectedId && <CheckRounded color="success" aria-label="Selected" />}
                  </ListItemButton>
                ))}
              </List>
            )}
            {mayAdd && (
              <Box sx={{ px: 1, pb: 1 }}>
                <Button startIcon={<AddRounded />} onClick={() => setAdding(true)}>
                  Add a client
                </Button>
              </Box>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The compact client form: a name (required), initials and colours (optional). */
function AddClientForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: number) => void }) {
  const create = useCreateEmployer();
  const [name, setName] = useState('');
  const [initials, setInitials] = useState('');
  const [colour, setColour] = useState<string>(EMPLOYER_AVATAR_DEFAULTS.colour);
  const [background, setBackground] = useState<string>(EMPLOYER_AVATAR_DEFAULTS.background);
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) {
      setNameError(MSG.companyNameRequired);
      return;
    }
    try {
      const answer = await create.mutateAsync(
        toEmployerInput({ ...emptyOrganisation(), name, initials, colour, backgroundColour: background }),
      );
      notify.success(answer.message || MSG.employerCreated);
      onCreated(answer.data.id);
    } catch (error) {
      const detail = (error as { details?: Record<string, string[]> }).details?.[wireNames.employers.name]?.[0];
      if (detail) setNameError(detail);
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Add a client"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2, pt: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CompanyAvatar
          company={{ name, initials: companyInitials(name || '?', initials), colour, background, image: null }}
          size={48}
        />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name.trim() || 'New client'}</Typography>
      </Box>
      <TextField
        label="Name"
        required
        autoFocus
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          if (e.target.value.trim()) setNameError(null);
        }}
        error={nameError !== null}
        helperText={nameError}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Initial"
        value={initials}
        onChange={(e) => setInitials(e.target.value.toUpperCase())}
        helperText={MSG.initialHint}
        slotProps={{ htmlInput: { maxLength: 3 } }}
      />
      <SwatchPicker label="Text colour" name="new-client-colour" value={colour} onChange={setColour} />
      <SwatchPicker label="Background colour" name="new-client-background" value={background} onChange={setBackground} />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Create and select
        </Button>
      </Box>
    </Box>
  );
}
