import { OrderMessages } from '@art-market/domain/copy';
import {
  fieldErrorsOf,
  firstDeliveryOf,
  type InspectionDecision,
  inspectionOpen,
  MAX_RETURN_PHOTOS,
  OrderStatus,
  ProductMessages,
  type ReturnInspection,
  ReturnMessages,
  type ReturnStatus,
  returnAddressLines,
  returnReference,
  returnRefund,
  returnRefusal,
  toDollars,
} from '@art-market/domain/rules';
import {
  type AdminReturnView,
  type RefundView,
  type ReturnRequestFields,
  type ReturnUpdate,
  type ReturnView,
  returnRequestFieldsSchema,
} from '@art-market/domain/schemas';
import type { AppContext } from '#api/context.ts';
import type { Database } from '#api/db/client.ts';
import { isUniqueViolation } from '#api/db/errors.ts';
import { type AfterCommit, withTransaction } from '#api/db/unit-of-work.ts';
import { Conflict, Invalid, NotFound } from '#api/errors.ts';
import { isUuid } from '#api/http/ids.ts';
import { recordAdminAction } from '#api/modules/audit/audit-log.ts';
import { revokeCertificatesOfReturn } from '#api/modules/certificates/certificates.ts';
import { cleanImage } from '#api/plugins/images.ts';
import type { MultipartForm, MultipartFormRules } from '#api/plugins/multipart-form.ts';
import {
  inspectionDecidedNotice,
  returnApprovedMail,
  returnApprovedNotice,
  returnInspectNotice,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedNotice,
} from './order-life.mails.ts';
import { leftToRefund } from './order-refund.service.ts';
import {
  findCustomerOrder,
  findOrder,
  type OrderRow,
  putArtworksBackOnSale,
  recipientOf,
  vendorsOf,
} from './orders.repository.ts';
import { refundInTransaction, refundQuote } from './refund-grants.ts';
import { toRefundView } from './refund-view.ts';
import { findOrderRefunds, type RefundRow } from './refunds.repository.ts';
import {
  findReturn,
  findReturnAddressSources,
  findReturnableItems,
  findReturnItems,
  findReturns,
  hasStandingSale,
  insertReturn,
  moveReturnStatus,
  type ReturnRow,
  setInspection,
} from './returns.repository.ts';
import { mailVendorsOfRefund } from './vendor-refund-notices.ts';

/** The admin-only path a return photo is fetched from, with the admin's token. */
export const returnPhotoPathOf = (returnId: string, index: number) => `/api/admin/dashboard/returns/${returnId}/photos/${index}`;

/**
 * The return request as a multipart form: its text fields, checked before any photo is read, then at
 * most MAX_RETURN_PHOTOS photos (a larger one is not a photo we take).
 */
export const returnRequestForm: MultipartFormRules = {
  fields: Object.keys(returnRequestFieldsSchema.shape),
  files: { photos: { maxFiles: MAX_RETURN_PHOTOS, tooLarge: ReturnMessages.photoType, tooMany: ReturnMessages.tooManyPhotos } },
  checkFields: (fields) => {
    checkReturnFields(fields);
  },
};

function checkReturnFields(fields: Record<string, string>): ReturnRequestFields {
  const parsed = returnRequestFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new Invalid(Object.values(errors)[0] ?? ReturnMessages.invalidReason, errors);
  }
  return parsed.data;
}

/**
 * A collector asks to return a delivered order (storefront: within 7 days of delivery). It covers
 * every delivered artwork of the order not already being returned. The refund it will give is fixed
 * now: price and tax less a 15% restocking fee, or everything paid for the items, shipping included,
 * when damage or a wrong description is reported within 48 hours with photos (domain `returnRefund`).
 * Photos are checked as images and kept privately. The artists are told.
 */
export async function requestReturn(
  ctx: AppContext,
  customerId: string,
  orderId: string,
  form: MultipartForm,
): Promise<ReturnView> {
  const order = isUuid(orderId) ? await findCustomerOrder(ctx.db, customerId, orderId) : undefined;
  if (!order) throw new NotFound(OrderMessages.orderNotFound);
  const fields = checkReturnFields(form.fields);
  const photoFiles = form.files.filter((file) => file.fieldName === 'photos' && file.size > 0);
  if (photoFiles.length > MAX_RETURN_PHOTOS)
    throw new Invalid(ReturnMessages.tooManyPhotos, { photos: ReturnMessages.tooManyPhotos });

  const now = ctx.now();
  const items = (await findReturnableItems(ctx.db, order.id)).filter((item) => item.vendorOrderStatus === OrderStatus.Delivered);
  const open = items.filter((item) => item.returnId === null);
  if (items.length > 0 && open.length === 0) throw new Conflict(ReturnMessages.alreadyReturned);
  // The earliest delivery decides: a return is asked for within 7 days of the first parcel of it.
  const deliveredAt = firstDeliveryOf(open);
  const claim = { reason: fields.reason, deliveredAt: deliveredAt ?? now, requestedAt: now, photoCount: photoFiles.length };
  const refusal = returnRefusal({ ...claim, delivered: open.length > 0 && deliveredAt !== null });
  if (refusal) throw new Conflict(refusal);

  const photos = await Promise.all(
    photoFiles.map(async (file) => {
      const image = await cleanImage(file.path);
      if (!image) throw new Invalid(ReturnMessages.photoType, { photos: ReturnMessages.photoType });
      return image;
    }),
  );
  const photoPaths = await Promise.all(
    photos.map((image) => ctx.storage.put('returns', `${ctx.storage.newBaseName()}.${image.extension}`, image.data)),
  );
  const refund = returnRefund(open, claim);
  const left = await leftToRefund(
    ctx.db,
    order,
    open.map((item) => item.id),
  );
  if (left <= 0) throw new Conflict(ReturnMessages.nothingLeftToRefund);
  try {
    const created = await withTransaction(ctx, async (tx, after) => {
      const row = await insertReturn(
        tx,
        {
          orderId: order.id,
          customerId,
          reason: fields.reason,
          description: fields.description,
          photoPaths,
          fullRefund: refund.fullRefund,
          refundCents: refund.refundCents,
        },
        open.map((item) => item.id),
      );
      const vendorOrderIds = new Set(open.map((item) => item.vendorOrderId));
      for (const vendor of await vendorsOf(tx, order.id)) {
        if (vendorOrderIds.has(vendor.vendorOrderId))
          await after.mail(returnRequestedNotice(ctx, vendor.email, vendor.number, row.reason));
      }
      return row;
    });
    const returned = await findReturnItems(ctx.db, [created.id]);
    return toReturnView(created, order.orderNumber, returned, undefined, left, await returnAddressesOf(ctx.db, returned));
  } catch (error) {
    await Promise.all(photoPaths.map((photoPath) => ctx.storage.remove(photoPath)));
    if (isUniqueViolation(error)) throw new Conflict(ReturnMessages.alreadyReturned);
    throw error;
  }
}

export async function listCustomerReturns(ctx: AppContext, customerId: string): Promise<ReturnView[]> {
  return viewsOf(ctx, await findReturns(ctx.db, { customerId }));
}

export async function listAdminReturns(ctx: AppContext, status: ReturnStatus | undefined): Promise<AdminReturnView[]> {
  const rows = await findReturns(ctx.db, { status });
  const views = await viewsOf(ctx, rows);
  return views.map((view, index) => {
    const row = rows[index] as (typeof rows)[number];
    return {
      ...view,
      customerName: `${row.customerName} ${row.customerLastName}`.trim(),
      customerEmail: row.customerEmail,
      photoUrls: row.return.photoPaths.map((_, photo) => returnPhotoPathOf(row.return.id, photo)),
    };
  });
}

async function viewsOf(ctx: AppContext, rows: Awaited<ReturnType<typeof findReturns>>): Promise<ReturnView[]> {
  const ids = rows.map((row) => row.return.id);
  const items = await findReturnItems(ctx.db, ids);
  const refunds = await findOrderRefunds(ctx.db, [...new Set(rows.map((row) => row.return.orderId))]);
  const rates = await ctx.paymentsPort.findPaymentRates(
    ctx.db,
    refunds.map((refund) => refund.paymentId),
  );
  return Promise.all(
    rows.map(async (row) => {
      const own = items.filter((item) => item.returnId === row.return.id);
      const refund = refunds.find((candidate) => candidate.returnId === row.return.id);
      const order = await findOrder(ctx.db, row.return.orderId);
      const left = order
        ? await leftToRefund(
            ctx.db,
            order,
            own.map((item) => item.id),
          )
        : 0;
      return toReturnView(
        row.return,
        row.orderNumber,
        own,
        refund && { row: refund, rate: rates.get(refund.paymentId) },
        left,
        await returnAddressesOf(ctx.db, own),
      );
    }),
  );
}

/**
 * What a return gives back: once received, what its refund was (nothing when none was left);
 * before, its own refund capped at what is left to refund of its items (`left`).
 */
function refundOf(row: ReturnRow, refund: RefundRow | undefined, left: number): number {
  if (row.status === 'received') return refund?.amountCents ?? 0;
  return Math.min(row.refundCents, Math.max(0, left));
}

function toReturnView(
  row: ReturnRow,
  orderNumber: string,
  items: readonly { id: string; title: string; productId: string; inspection?: ReturnInspection | null }[],
  refunded: { row: RefundRow; rate: string | undefined } | undefined,
  left: number,
  returnTo: ReturnView['returnTo'],
): ReturnView {
  const refund = refunded?.row;
  const refundCents = refundOf(row, refund, left);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    status: row.status,
    reason: row.reason,
    description: row.description,
    photoCount: row.photoPaths.length,
    fullRefund: row.fullRefund,
    refundAmount: toDollars(refundCents),
    refundCappedFrom: refundCents < row.refundCents ? toDollars(row.refundCents) : null,
    adminNotes: row.adminNotes,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      title: item.title,
      inspection: item.inspection ?? null,
    })),
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refund: refunded ? toRefundView(refunded.row, refunded.rate) : null,
    reference: returnReference(orderNumber, row.id),
    returnTo,
  };
}

/** Each artist's return address for these items (their own, else their studio's). */
async function returnAddressesOf(db: Database, items: readonly { vendorId: string }[]): Promise<ReturnView['returnTo']> {
  const sources = await findReturnAddressSources(
    db,
    items.map((item) => item.vendorId),
  );
  return sources.map((vendor) => ({ vendorName: vendor.displayName, lines: returnAddressLines(vendor) }));
}

/**
 * The artwork is back: its refund is issued, capped at what other refunds left of its items, so a
 * return is never stranded by a refund made meanwhile (nothing left: no refund, the return still
 * closes). Answers the amount refunded.
 */
async function receiveReturn(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  request: { row: ReturnRow; order: OrderRow; items: readonly { id: string; title: string }[]; adminId: string },
): Promise<RefundView | null> {
  const { row, order, items } = request;
  const itemIds = items.map((item) => item.id);
  const amountCents = Math.min(row.refundCents, await leftToRefund(tx, order, itemIds));
  if (amountCents <= 0) return null;
  const { refund, created, view } = await refundInTransaction(ctx, tx, after, {
    order,
    kind: 'return',
    idempotencyKey: `return:${row.id}`,
    reason: `Return of ${items.map((item) => item.title).join(', ')}`,
    requestedBy: `admin:${request.adminId}`,
    amountCents,
    scope: { orderItemIds: itemIds },
    returnId: row.id,
  });
  if (created) await mailVendorsOfRefund(ctx, tx, after, order, refund);
  return view;
}

/**
 * The admin moves a return along: approved (the collector is mailed how to send it back), rejected
 * (with the reason), or received (the artwork is back: the refund is issued then, once, however often
 * `received` is sent, and the artwork stays off sale awaiting inspection; the artist is asked to look).
 */
export async function updateReturn(
  ctx: AppContext,
  adminId: string,
  returnId: string,
  update: ReturnUpdate,
): Promise<ReturnView> {
  if (!isUuid(returnId)) throw new NotFound(ReturnMessages.returnNotFound);
  const notes = update.notes?.trim() || null;
  const updated = await withTransaction(ctx, async (tx, after) => {
    // The order first, then its return: the order every writer locks them in (ADR 0031).
    const unlocked = await findReturn(tx, returnId);
    if (!unlocked) throw new NotFound(ReturnMessages.returnNotFound);
    const order = await findOrder(tx, unlocked.orderId, { lock: true });
    if (!order) throw new NotFound(OrderMessages.orderNotFound);
    const row = await findReturn(tx, returnId, { lock: true });
    if (!row) throw new NotFound(ReturnMessages.returnNotFound);
    const items = await findReturnItems(tx, [row.id]);
    if (row.status === update.status) return row;
    const now = ctx.now();
    const values = {
      adminNotes: notes ?? row.adminNotes,
      updatedAt: now,
      ...(update.status === 'received' ? { receivedAt: now } : {}),
    };
    if (!(await moveReturnStatus(tx, row.id, update.status, values))) {
      throw new Conflict(`A ${row.status} return cannot be marked ${update.status}`);
    }
    const buyer = await recipientOf(tx, order);
    if (update.status === 'approved') {
      const returnTo = await returnAddressesOf(tx, items);
      const reference = returnReference(order.orderNumber, row.id);
      const refund = await refundQuote(ctx, tx, order, row.refundCents);
      await after.mail(returnApprovedMail(ctx, buyer, order, { refund, notes, returnTo, reference }));
      await mailVendorsOfApproval(ctx, tx, after, { orderId: order.id, items, reference });
    }
    if (update.status === 'rejected') await after.mail(returnRejectedMail(ctx, buyer, order, notes));
    if (update.status === 'received') {
      const refund = await receiveReturn(ctx, tx, after, { row, order, items, adminId });
      // The sale is undone: the certificates of the returned artworks no longer stand (ADR 0049).
      await revokeCertificatesOfReturn(
        tx,
        items.map((item) => item.id),
        now,
      );
      // The artworks stay off sale until the vendor (or an admin) has looked at them (ADR 0037).
      await setInspection(
        tx,
        items.map((item) => item.id),
        'awaiting',
        null,
      );
      await after.mail(returnReceivedMail(ctx, buyer, order, refund));
      for (const vendor of await vendorsOf(tx, order.id)) {
        const own = items.filter((item) => item.vendorOrderId === vendor.vendorOrderId);
        if (own.length > 0) {
          await after.mail(
            returnInspectNotice(
              ctx,
              vendor.email,
              vendor.number,
              row.reason,
              own.map((item) => item.title),
            ),
          );
        }
      }
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'return.update',
      entityType: 'return',
      entityId: row.id,
      before: { status: row.status },
      after: { status: update.status, notes },
    });
    return { ...row, ...values, status: update.status };
  });
  const [view] = await viewsOf(ctx, await findReturns(ctx.db, { returnId: updated.id }));
  if (!view) throw new NotFound(ReturnMessages.returnNotFound);
  return view;
}

/** Each artist of the returned items hears that the artwork is coming back, to which address, under which reference. */
async function mailVendorsOfApproval(
  ctx: AppContext,
  tx: Database,
  after: AfterCommit,
  approval: { orderId: string; items: readonly { title: string; vendorId: string; vendorOrderId: string }[]; reference: string },
): Promise<void> {
  for (const vendor of await vendorsOf(tx, approval.orderId)) {
    const own = approval.items.filter((item) => item.vendorOrderId === vendor.vendorOrderId);
    if (own.length === 0) continue;
    const [address] = await returnAddressesOf(tx, own);
    await after.mail(
      returnApprovedNotice(ctx, vendor.email, vendor.number, {
        titles: own.map((item) => item.title),
        returnTo: address?.lines ?? [],
        reference: approval.reference,
      }),
    );
  }
}

/** Who decides what becomes of a returned artwork: the artist of it, or any admin (whose choice is logged). */
export type Inspector = { role: 'vendor'; vendorId: string } | { role: 'admin'; adminId: string };

/**
 * What becomes of a returned artwork once looked at (ADR 0037). `relist` puts it back on sale as it
 * was; `relist_with_changes` keeps it off sale until a change to its listing is approved (the vendor
 * edits it, an admin reviews the change as any other); `keep_off_sale` leaves it off sale, where the
 * vendor can still relist it later. Only an artwork back from a received return and not yet relisted
 * can be decided on; the one-sale rule still holds (an artwork whose sale stands is never relisted).
 */
export async function inspectReturnedItem(
  ctx: AppContext,
  inspector: Inspector,
  returnId: string,
  orderItemId: string,
  decision: InspectionDecision,
): Promise<ReturnView> {
  if (!isUuid(returnId) || !isUuid(orderItemId)) throw new NotFound(ReturnMessages.returnNotFound);
  await withTransaction(ctx, async (tx, after) => {
    const row = await findReturn(tx, returnId, { lock: true });
    const item = row ? (await findReturnItems(tx, [row.id])).find((candidate) => candidate.id === orderItemId) : undefined;
    if (!row || !item) throw new NotFound(ReturnMessages.returnNotFound);
    if (inspector.role === 'vendor' && item.vendorId !== inspector.vendorId) throw new NotFound(ReturnMessages.returnNotFound);
    if (row.status !== 'received' || !inspectionOpen(item.inspection)) {
      throw new Conflict(item.inspection === 'relisted' ? ReturnMessages.alreadyRelisted : ReturnMessages.notAwaitingInspection);
    }
    const now = ctx.now();
    if (decision === 'relist') {
      if (await hasStandingSale(tx, item.productId)) throw new Conflict(ProductMessages.soldThroughOrder);
      await putArtworksBackOnSale(tx, [item.productId], now);
      await after.publish({ type: 'returned-artwork.decided', orderItemId: item.id });
    }
    const inspection: ReturnInspection =
      decision === 'relist' ? 'relisted' : decision === 'relist_with_changes' ? 'relist_after_edit' : 'kept_off_sale';
    await setInspection(tx, [item.id], inspection, now);
    if (inspector.role === 'admin') {
      await recordAdminAction(tx, {
        adminId: inspector.adminId,
        action: 'return.inspect',
        entityType: 'return',
        entityId: row.id,
        before: { orderItemId: item.id, productId: item.productId, inspection: item.inspection },
        after: { orderItemId: item.id, productId: item.productId, inspection, decision },
      });
      // The artist hears of a choice made for them; their own choice needs no mail.
      const vendor = (await vendorsOf(tx, row.orderId)).find((candidate) => candidate.vendorOrderId === item.vendorOrderId);
      if (vendor) await after.mail(inspectionDecidedNotice(ctx, vendor.email, vendor.number, item.title, decision));
    } else {
      ctx.log.info({ vendorId: inspector.vendorId, returnId, orderItemId, decision }, 'vendor decided on a returned artwork');
    }
  });
  const [view] = await viewsOf(ctx, await findReturns(ctx.db, { returnId }));
  if (!view) throw new NotFound(ReturnMessages.returnNotFound);
  return view;
}

/** A return photo, for an admin; anything else is 404. */
export async function readReturnPhoto(ctx: AppContext, returnId: string, index: number) {
  const row = isUuid(returnId) ? await findReturn(ctx.db, returnId) : undefined;
  const photoPath = row?.photoPaths[index];
  if (!photoPath) throw new NotFound(ReturnMessages.returnNotFound);
  const extension = photoPath.split('.').pop() ?? 'jpg';
  return {
    content: await ctx.storage.read(photoPath),
    contentType: extension === 'png' ? 'image/png' : `image/${extension === 'jpg' ? 'jpeg' : extension}`,
  };
}
