import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) =>
  render(
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      title="Delete Studio Meera?"
      message="This cannot be undone."
      confirmLabel="Delete vendor"
      onConfirm={() => {}}
      {...props}
    />,
  );

describe('the shared confirmation', () => {
  it('names the way back as given, and never "Cancel" beside a confirm button that cancels', () => {
    const { unmount } = dialog({ dismissLabel: 'Keep vendor' });
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep vendor' })).toBeTruthy();
    unmount();
    dialog({ confirmLabel: 'Cancel orders, refund and delete' });
    const buttons = within(screen.getByRole('alertdialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Go back', 'Cancel orders, refund and delete']);
  });

  it('holds the confirm button while what it must say is not known, and confirms once clicked', async () => {
    const onConfirm = vi.fn();
    const { rerender } = dialog({ confirmDisabled: true, onConfirm });
    const confirm = screen.getByRole('button', { name: 'Delete vendor' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    rerender(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete Studio Meera?"
        message="This cannot be undone."
        confirmLabel="Delete vendor"
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete vendor' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
