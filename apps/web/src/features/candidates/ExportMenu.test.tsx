import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExportMenu } from './ExportMenu';

/* The candidates list's Export menu (issue 17): CSV and XLSX links of the list's selection. */

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Export' }));
const hrefOf = (name: RegExp) => new URL(screen.getByRole('menuitem', { name }).getAttribute('href')!, 'http://x');

describe('ExportMenu', () => {
  it('offers CSV and XLSX downloads of the job, search and status shown', () => {
    render(<ExportMenu campaignId={12} search="  ana " status={4} />);
    open();
    const csv = hrefOf(/CSV/);
    expect(csv.pathname).toBe('/api/CampaignLine/Export');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ format: 'csv', campaignId: '12', search: 'ana', status: '4' });
    expect(screen.getByRole('menuitem', { name: /CSV/ }).hasAttribute('download')).toBe(true);
    expect(Object.fromEntries(hrefOf(/XLSX/).searchParams)).toEqual({ format: 'xlsx', campaignId: '12', search: 'ana', status: '4' });
  });

  it('leaves out the filters that are not set', () => {
    render(<ExportMenu search="" />);
    open();
    expect(hrefOf(/CSV/).search).toBe('?format=csv');
  });
});
