import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { EmptyState } from '../../components/EmptyState';

/** A page the user's role may not use (the server refuses it too): says so, with a way back. */
export function NoAccess({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <EmptyState
      icon={LockOutlined}
      headingLevel="h1"
      title={title}
      text={text}
      action={
        <Button component={RouterLink} to={backTo} variant="outlined">
          {backLabel}
        </Button>
      }
    />
  );
}
