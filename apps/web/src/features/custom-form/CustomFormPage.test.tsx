import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MSG, type ApplicationForm } from '@candid/shared';
import { callsTo, fail, mockApi, ok } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { baseRoutes, signIn } from '../../test/session';
import { CustomFormPage } from './CustomFormPage';

const form = (over: Partial<ApplicationForm> = {}): ApplicationForm => ({
  pk_Form_ID: 4,
  Form_Name: 'Warehouse application',
  Form_Description: null,
  Form_Fields: [
    { id: 'name', kind: 'short_text', label: 'Full name', required: true, identifying: true },
    { id: 'mail', kind: 'email', label: 'Email', required: true, identifying: false },
  ],
  Form_IsDefault: true,
  Form_JobCount: 2,
  Form_DateOfCreation: '2026-11-01T00:00:00.000Z',
  Form_DateOfLastUpdate: '2026-11-01T00:00:00.000Z',
  ...over,
});

const body = (init: RequestInit) => JSON.parse(String(init.body)) as { Form_Name: string; Form_Fields: { id: string; kind: string; label: string }[] };

beforeEach(() => signIn());

describe('CustomFormPage', () => {
  it('says what forms are for when there are none, and offers to build one', async () => {
    mockApi([...baseRoutes(), { method: 'GET', path: '/api/Form', reply: ok([]) }]);
    renderWithProviders(<CustomFormPage />, '/custom-form');
    expect(await screen.findByRole('heading', { name: 'No application forms yet' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'New form' })).toBeTruthy();
  });

  it('lists the forms with the default, their fields and the jobs using them', async () => {
    mockApi([...baseRoutes(), { method: 'GET', path: '/api/Form', reply: ok([form(), form({ pk_Form_ID: 5, Form_Name: 'Drivers', Form_IsDefault: false, Form_JobCount: 0 })]) }]);
    renderWithProviders(<CustomFormPage />, '/custom-form');
    const list = await screen.findByRole('list', { name: 'Application forms' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first.textContent).toContain('Default for new jobs');
    expect(first.textContent).toContain('2 fields · used by 2 jobs');
    expect(second.textContent).toContain('no jobs use it');
    expect(within(second).getByRole('button', { name: 'Make Drivers the default' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /the default/ })).toBeNull();
  });

  it('builds a form: adds fields, moves one up by keyboard, previews it, and saves the whole form', async () => {
    const fetchMock = mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Form', reply: ok([]) },
      { method: 'POST', path: '/api/Form', reply: ok(form({ Form_Name: 'Shop floor' }), 201, MSG.formCreated) },
    ]);
    renderWithProviders(<CustomFormPage />, '/custom-form?edit=new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Form name' }), { target: { value: 'Shop floor' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label' }), { target: { value: 'Full name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Single choice' }));
    const fields = screen.getByRole('list', { name: 'Fields' });
    expect(within(fields).getAllByRole('listitem', { name: /^Field \d of 2/ })).toHaveLength(2);
    const labels = within(fields).getAllByRole('textbox', { name: 'Label' });
    fireEvent.change(labels[1], { target: { value: 'Preferred shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Preferred shift up' }));
    expect(await screen.findByText('Preferred shift moved to position 1 of 2.')).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview on a phone' });
    expect(within(preview).getByRole('group', { name: 'Preferred shift' })).toBeTruthy();
    expect(within(preview).getAllByRole('radio')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/Form').some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = callsTo(fetchMock, '/api/Form').find(([, i]) => i?.method === 'POST')!;
    const sent = body(init!);
    expect(sent.Form_Name).toBe('Shop floor');
    expect(sent.Form_Fields.map((f) => [f.kind, f.label])).toEqual([
      ['single_choice', 'Preferred shift'],
      ['short_text', 'Full name'],
    ]);
  });

  it('shows what does not fit where it is, before and after the server answers', async () => {
    mockApi([
      ...baseRoutes(),
      { method: 'GET', path: '/api/Form', reply: ok([]) },
      { method: 'POST', path: '/api/Form', reply: fail(400, 'The request is invalid.', { 'Form_Fields.0.label': [MSG.formFieldLabelRequired] }) },
    ]);
    renderWithProviders(<CustomFormPage />, '/custom-form?edit=new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save form' }));
    expect(await screen.findByText(MSG.formNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.formFieldLabelRequired)).toBeTruthy();
  });
});
