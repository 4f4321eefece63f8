import { ReviewMessages } from '@art-market/domain/copy';
import { OrderStatus } from '@art-market/domain/rules';
import type { DashboardOrder, OrderReviewState } from '@art-market/domain/schemas';
import { useRef, useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatOrderDate } from '#web/lib/dates.ts';
import { useOrderReviews, useSaveReview } from '../api/order-reviews.ts';
import { ReviewForm } from './review-form.tsx';

/**
 * "Review this artist" for each delivered part of the order, "Edit your review" while the review may
 * still change (30 days). Asked only for orders with something delivered.
 */
export function OrderReviews({ order }: { order: DashboardOrder }) {
  const delivered =
    order.status === OrderStatus.Delivered || order.shipments.some((part) => part.status === OrderStatus.Delivered);
  const states = useOrderReviews(order.id, delivered);
  const [open, setOpen] = useState<OrderReviewState | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const save = useSaveReview(order.id);
  const actionable = (states.data ?? []).filter((state) => state.canReview || state.review?.canEdit);
  if (!delivered || (actionable.length === 0 && !notice)) return null;
  const several = (states.data ?? []).length > 1;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {actionable.map((state) => (
          <div key={state.vendorOrderId} className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={(event) => {
                trigger.current = event.currentTarget;
                setNotice(null);
                save.reset();
                setOpen(state);
              }}
            >
              {state.review ? ReviewMessages.editYourReview : ReviewMessages.reviewThisArtist}
              {several ? `: ${state.studioName}` : ''}
            </Button>
            {state.review ? (
              <span className="text-sm text-muted">You can change it until {formatOrderDate(state.review.editableUntil)}</span>
            ) : null}
          </div>
        ))}
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Modal
        open={open !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
        title={open?.review ? ReviewMessages.editYourReview : `Review ${open?.studioName ?? 'this artist'}`}
        description="Your review shows on the artist's page with your first name and initial."
        returnFocusTo={trigger}
      >
        {open ? (
          <ReviewForm
            vendorOrderId={open.vendorOrderId}
            review={open.review}
            pending={save.isPending}
            failure={save.error}
            onCancel={() => setOpen(null)}
            onSubmit={async (submission) => {
              await save.mutateAsync(submission);
              setNotice(submission.reviewId ? ReviewMessages.updated : ReviewMessages.saved);
              setOpen(null);
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
