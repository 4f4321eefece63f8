import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn, type TableSort } from './data-table.tsx';

interface Work {
  id: string;
  title: string;
  price: number;
  medium: string;
}

const WORKS: Work[] = [
  { id: 'w1', title: 'Monsoon over Kochi, a long title that is cut short on one line', price: 1000, medium: 'Oil' },
  { id: 'w2', title: 'Backwaters', price: 250.5, medium: 'Ink' },
];

const COLUMNS: TableColumn<Work>[] = [
  { header: 'Title', id: 'title', sortable: true, cell: (work) => work.title },
  { header: 'Medium', hideBelow: 'lg', cell: (work) => work.medium },
  { header: 'Price', id: 'price', numeric: true, sortable: true, cell: (work) => `$${work.price.toFixed(2)}` },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Work>>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  render(<DataTable caption="Works" columns={COLUMNS} rows={WORKS} rowKey={(work) => work.id} empty="No works" {...props} />);
  return { user, table: screen.getByRole('table', { name: 'Works' }) };
}

describe('DataTable', () => {
  it('renders the old props as before: headers, cells, numbers right-aligned in tabular figures, the empty text', () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Medium', 'Price']);
    const price = within(table).getByText('$250.50');
    expect(price.className).toContain('text-right');
    expect(price.className).toContain('tabular-nums');
    // One line a row: long text is cut short and kept whole in the title.
    const title = within(table).getByText(/Monsoon over Kochi/);
    expect(title.className).toContain('truncate');
    expect(title.getAttribute('title')).toBe(WORKS[0]?.title);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('hides secondary columns below their breakpoint, header and cells alike', () => {
    const { table } = renderTable();
    const header = within(table).getByRole('columnheader', { name: 'Medium' });
    expect(header.className).toContain('hidden lg:table-cell');
    expect(within(table).getByText('Ink').className).toContain('hidden lg:table-cell');
    expect(within(table).getByText('Backwaters').className).not.toContain('hidden');
  });

  it('asks the server for a sort when a sortable header is pressed, and marks the current one', async () => {
    const onSortChange = vi.fn<(sort: TableSort | null) => void>();
    const { user, table } = renderTable({ sort: { id: 'title', desc: false }, onSortChange });
    expect(within(table).getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'title', desc: true });
    // A number column starts with the largest first.
    await user.click(within(table).getByRole('button', { name: 'Price' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'price', desc: true });
    expect(within(table).queryByRole('button', { name: 'Medium' })).toBeNull();
  });

  it('pages on the server: where the reader is, Previous and Next', async () => {
    const onPageChange = vi.fn();
    const { user } = renderTable({ paging: { page: 2, pageSize: 2, total: 5, onPageChange } });
    expect(screen.getByText('3–4 of 5 · page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderTable({ paging: { page: 1, pageSize: 20, total: 2, onPageChange: vi.fn() } });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts row actions in a menu that works from the keyboard', async () => {
    const disable = vi.fn();
    const soldOut = vi.fn();
    const { user } = renderTable({
      rowActions: (work) => [
        { label: 'Mark sold out', onSelect: () => soldOut(work.id) },
        { label: 'Disable', onSelect: () => disable(work.id) },
      ],
      rowActionsLabel: (work) => `Actions for ${work.title}`,
    });
    const button = screen.getByRole('button', { name: 'Actions for Backwaters' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions for Backwaters' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Mark sold out' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Disable' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Mark sold out' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Disable');
    await user.keyboard('{Enter}');
    expect(disable).toHaveBeenCalledWith('w2');
    expect(soldOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes the menu on a click elsewhere', async () => {
    const { user } = renderTable({
      rowActions: () => [{ label: 'Disable', onSelect: vi.fn() }],
      rowActionsLabel: (work) => `Actions for ${work.id}`,
    });
    await user.click(screen.getByRole('button', { name: 'Actions for w1' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('Backwaters'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
