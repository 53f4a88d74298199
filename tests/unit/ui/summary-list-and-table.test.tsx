// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../src/ui/data-table';
import { SummaryList } from '../../../src/ui/summary-list';

afterEach(cleanup);

describe('SummaryList', () => {
  it('lists keys and values, with Change links whose hidden text names the row', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <SummaryList
          rows={[
            { key: 'Name', value: 'Ada Lovelace', action: { to: '/settings/name' } },
            { key: 'Email', value: 'ada@example.com', action: { onClick } },
            { key: 'Plan', value: 'Baseline' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Email', 'Plan']);
    expect(screen.getByRole('link', { name: 'Change name' }).getAttribute('href')).toBe('/settings/name');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: /plan/i })).toBeNull();
  });
});

describe('DataTable', () => {
  const rows = [
    { code: 'HBA1C', name: 'HbA1c', value: 38.5 },
    { code: 'CHOL', name: 'Cholesterol', value: 4.2 },
  ];
  it('has a caption, column headers, row headers and right-aligned numbers labelled for small screens', () => {
    render(
      <DataTable
        caption="Your results"
        columns={[
          { key: 'name', header: 'Test' },
          { key: 'value', header: 'Result', numeric: true, render: (row) => row.value.toFixed(1) },
        ]}
        rows={rows}
        rowKey={(row) => row.code}
        firstColumnIsHeader
      />,
    );
    const table = screen.getByRole('table', { name: 'Your results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Test', 'Result']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['HbA1c', 'Cholesterol']);
    const cell = within(table).getByRole('cell', { name: '38.5' });
    expect(cell.className).toContain('data-table__numeric');
    expect(cell.getAttribute('data-label')).toBe('Result');
  });
});
