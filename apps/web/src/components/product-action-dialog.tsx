import { type ProductAction, ProductActionMessages } from '@art-market/domain/rules';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/** The title and button of each action a dashboard offers: the studio and the console word them their own way. */
export type ProductActionLabels = Partial<Record<ProductAction, { title: string; label: string }>>;

/** Asks before an artwork's status changes (sold out, disabled, and back), with the question both dashboards ask. */
export function ProductActionDialog({
  action,
  labels,
  pending,
  onCancel,
  onConfirm,
}: {
  action: ProductAction | null;
  labels: ProductActionLabels;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={action ? (labels[action]?.title ?? '') : ''}
      message={action ? ProductActionMessages[action].confirm : ''}
      confirmLabel={action ? (labels[action]?.label ?? '') : ''}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
