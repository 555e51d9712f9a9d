import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { Toasts } from './Toasts';
import { notify } from './notify';

describe('notify', () => {
  afterEach(() => document.querySelectorAll('[data-announcer]').forEach((el) => el.remove()));

  it('is still heard while a dialog hides the toasts from screen readers', async () => {
    render(
      <>
        <Toasts />
        <Dialog open aria-labelledby="t">
          <DialogTitle id="t">Job Created</DialogTitle>
        </Dialog>
      </>,
    );
    await waitFor(() => expect(document.querySelector('.Toastify')?.closest('[aria-hidden="true"]')).not.toBeNull());
    notify.success('Job created');
    // The accessible tree (aria-hidden excluded) has the message in a live region.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Job created'));
  });

  it('adds no second announcement when the toasts are not hidden', async () => {
    render(<Toasts />);
    notify.error('Something went wrong');
    await screen.findByText('Something went wrong');
    expect(document.querySelector('[data-announcer="toast"]')).toBeNull();
  });
});
