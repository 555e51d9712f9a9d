import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type ApplicationForm } from '@candid/shared';
import { callsTo, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { ApplicationFormCard } from './ApplicationFormCard';

const form = (id: number, name: string, isDefault = false): ApplicationForm => ({
  pk_Form_ID: id,
  Form_Name: name,
  Form_Description: null,
  Form_Fields: [{ id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true }],
  Form_IsDefault: isDefault,
  Form_JobCount: 1,
  Form_DateOfCreation: '2026-11-01T00:00:00.000Z',
  Form_DateOfLastUpdate: '2026-11-01T00:00:00.000Z',
});

describe('ApplicationFormCard', () => {
  it('shows the job’s form and chooses another, or none', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/Form', reply: ok([form(4, 'Warehouse', true), form(5, 'Drivers')]) },
      { method: 'GET', path: '/api/Campaign/42/Form', reply: ok({ formId: 4, form: form(4, 'Warehouse', true) }) },
      { method: 'PUT', path: '/api/Campaign/42/Form', reply: ok({ formId: null, form: null }, 200, MSG.jobFormSaved) },
    ]);
    renderWithProviders(<ApplicationFormCard campaignId={42} canEdit />);
    const select = await screen.findByRole('combobox', { name: 'Form for this job' });
    expect(select.textContent).toBe('Warehouse (default)');
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['No application form', 'Warehouse (default)', 'Drivers']);
    fireEvent.click(screen.getByRole('option', { name: 'No application form' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Campaign/42/Form').some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = callsTo(fetchMock, '/api/Campaign/42/Form').find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toEqual({ formId: null });
  });
});
